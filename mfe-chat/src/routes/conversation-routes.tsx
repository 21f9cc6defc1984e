import { useParams } from '@dating/platform/router';
import { ChatsLayout } from '../features/chat-layout';
import { ConversationScreen } from '../features/conversation';
import { CHATS } from '../route-declarations';

/** `/chats/{id}`: the conversation beside the list (a phone shows the conversation alone). */
export function ConversationRoute() {
  const { id = '' } = useParams();
  return (
    <ChatsLayout activeConversationId={id}>
      <ConversationScreen conversationId={id} backHref={CHATS} />
    </ChatsLayout>
  );
}

/** `/members/{id}/chat`: the conversation with a member, started by the first message. */
export function MemberChatRoute() {
  const { id = '' } = useParams();
  return (
    <ChatsLayout activeProfileId={id}>
      <ConversationScreen profileId={id} backHref={CHATS} />
    </ChatsLayout>
  );
}
