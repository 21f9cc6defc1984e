// What only a logged-in member sees of the chrome: one chunk that a visitor never loads;
// member-chrome.tsx loads it once a member is logged in (docs/decisions/0013).
export { AlertHeader } from '../alerts/alert-header';
export { LiveStatusNotice } from '../alerts/live-status-notice';
export { AccountMenu } from './nav/account-menu';
export { MemberLinks } from './nav/member-links';
export { TabBar } from './nav/tab-bar';
export { MemberPrompts } from '../prompts/member-prompts';
export { MatchWatch } from '../modals/match-watch';
export { LikeWatch } from '../modals/like-watch';
