export { OperatorInboxScreen } from './components/operator-inbox-screen';
export { OperatorConversationScreen } from './components/operator-conversation-screen';
export { OPERATOR_PATH, OPERATOR_CONVERSATION_PATH } from './paths';
