export { MemberLanderScreen } from './components/member-lander-screen';
export { landerMemberQuery } from './api/get-lander-member';
export { similarMembersQuery, similarSearch } from './api/get-similar-members';
export { prefetchMemberLander } from './api/prefetch-member-lander';
