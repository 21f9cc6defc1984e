import type { RouteDeclaration } from '@dating/shared-contracts';

// The pages this remote serves, written once (docs/decisions/0148): its router (chat-app.tsx)
// takes its patterns from here, and the registry's copy, `federation.routes` of package.json,
// must equal ROUTES (route-declarations.test.tsx). A pattern is a constant of its own so that
// a bundle keeps the strings it uses and drops the list it does not read.

export const CHATS = '/chats';
export const CONVERSATION = '/chats/:id';
export const MEMBER_CHAT = '/members/:id/chat';

export const ROUTES: readonly RouteDeclaration[] = [
  { name: 'chats', path: CHATS, layout: 'default', membersArea: true },
  { name: 'chats-id', path: CONVERSATION, layout: 'chat', membersArea: true },
  { name: 'members-id-chat', path: MEMBER_CHAT, layout: 'chat' },
];
