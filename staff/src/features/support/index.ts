export { MembersScreen } from './components/members-screen';
export { MemberScreen } from './components/member-screen';
export { MEMBERS_PATH, MEMBER_PATH } from './paths';
