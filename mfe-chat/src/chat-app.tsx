import { BrowserRouter, Route, Routes } from 'react-router';
import { ComingSoon } from '@dating/shared-contracts';

/** Routes of spec section 2 that mfe-chat owns. */
export function ChatApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/chats" element={<ComingSoon titleKey="areas.chats" />} />
        <Route path="/chats/:id" element={<ComingSoon titleKey="areas.chat" />} />
        <Route path="/members/:id/chat" element={<ComingSoon titleKey="areas.chat" />} />
      </Routes>
    </BrowserRouter>
  );
}
