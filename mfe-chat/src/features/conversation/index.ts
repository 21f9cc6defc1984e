export { ConversationScreen } from './conversation-screen-lazy';
export type { ConversationScreenProps } from './components/conversation-screen';
