export { ConversationScreen } from './conversation-screen-lazy';
export { ConversationRoute, MemberChatRoute } from './conversation-routes';
export type { ConversationScreenProps } from './components/conversation-screen';
