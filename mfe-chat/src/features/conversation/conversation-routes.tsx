import { useParams } from '@dating/platform/router';
import { ConversationScreen } from './conversation-screen-lazy';

const CHATS = '/chats';
// The chat layout has no top navigation: the screen fills the window's height.
const pageStyle = { height: 'calc(100dvh - 24px)', minHeight: 360 } as const;

/** `/chats/{id}`. */
export function ConversationRoute() {
  const { id = '' } = useParams();
  return (
    <div css={pageStyle}>
      <ConversationScreen conversationId={id} backHref={CHATS} />
    </div>
  );
}

/** `/members/{id}/chat`: the conversation with a member, started by the first message. */
export function MemberChatRoute() {
  const { id = '' } = useParams();
  return (
    <div css={pageStyle}>
      <ConversationScreen profileId={id} backHref={CHATS} />
    </div>
  );
}
