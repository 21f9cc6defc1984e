import { BrowserRouter, Route, Routes } from '@dating/platform/router';
import { ComingSoon } from '@dating/platform';
import { ChatsScreen } from './features/chats-overview/components/chats-screen';

/** Routes of spec section 2 that mfe-chat owns. */
export function ChatApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/chats" element={<ChatsScreen />} />
        <Route path="/chats/:id" element={<ComingSoon titleKey="areas.chat" />} />
        <Route path="/members/:id/chat" element={<ComingSoon titleKey="areas.chat" />} />
        {/* A URL of another remote, between a link click and single-spa unmounting this one. */}
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
