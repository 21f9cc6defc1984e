import { ChatsLayout } from '../../chat-layout/chats-layout';

/**
 * /chats: the title and the member's conversations (loading, failed, empty), beside
 * "choose a conversation" on a desktop; a visitor is sent to log in.
 */
export function ChatsScreen() {
  return <ChatsLayout />;
}
