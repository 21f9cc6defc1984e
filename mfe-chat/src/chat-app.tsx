import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ChatsLayout } from './features/chat-layout';
import { CHATS, CONVERSATION, MEMBER_CHAT } from './route-declarations';
import { ConversationRoute } from './routes/conversation-routes';

/** The routes of the route table that mfe-chat owns. */
export function ChatApp() {
  return (
    <BrowserRouter>
      <Routes>
        {/* The list alone, beside "choose a conversation" on a desktop; a visitor is sent to log in. */}
        <Route path={CHATS} element={<ChatsLayout />} />
        {/* The conversation screen's code and texts load on first use (React.lazy). */}
        <Route path={CONVERSATION} element={<ConversationRoute by="conversation" />} />
        <Route path={MEMBER_CHAT} element={<ConversationRoute by="member" />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
