import { useParams } from '@dating/platform/router';
import { ChatsLayout } from '../features/chat-layout';
import { ConversationScreen } from '../features/conversation';
import { CHATS } from '../route-declarations';

/**
 * `/chats/{id}` (`by` conversation: the conversation beside the list; a phone shows it alone)
 * and `/members/{id}/chat` (`by` member: the conversation with a member, started by the first
 * message). One component for both, drawing the same parts: when a first message turns the
 * member's page into the conversation's, the router keeps the view that is there, with what
 * the member typed meanwhile and a question it was asking, instead of drawing a new one.
 */
export function ConversationRoute({ by }: { readonly by: 'conversation' | 'member' }) {
  const { id = '' } = useParams();
  const byConversation = by === 'conversation';
  return (
    <ChatsLayout
      activeConversationId={byConversation ? id : undefined}
      activeProfileId={byConversation ? undefined : id}
    >
      <ConversationScreen
        {...(byConversation ? { conversationId: id } : { profileId: id })}
        backHref={CHATS}
      />
    </ChatsLayout>
  );
}
