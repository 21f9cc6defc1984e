import type { RouteDeclaration } from '@dating/shared-contracts';

// The pages this remote serves, written once (docs/decisions/0148): its router
// (landers-app.tsx) and its server paint (server-routes.ts) take their patterns from here,
// and the registry's copy, `federation.routes` of package.json, must equal ROUTES
// (route-declarations.test.tsx). A pattern is a constant of its own so that a bundle keeps
// the strings it uses and drops the list it does not read.

export const LANDER = '/landers/:variant/:slug?';
export const MEMBER_LANDING = '/members/:id/landing';
export const MEMBER_LANDING2 = '/members/:id/landing2/:slug?';
export const MEMBER_LANDING3 = '/members/:id/landing3/:slug?';
export const COMPLAINTS = '/complaints';
export const STATIC_PAGE = '/pages/:token';
export const TOKEN_PAGE = '/:token';

export const ROUTES: readonly RouteDeclaration[] = [
  { name: 'landers-variant', path: LANDER, layout: 'lander' },
  { name: 'members-id-landing', path: MEMBER_LANDING, layout: 'lander' },
  { name: 'members-id-landing2', path: MEMBER_LANDING2, layout: 'lander' },
  { name: 'members-id-landing3', path: MEMBER_LANDING3, layout: 'lander' },
  { name: 'complaints', path: COMPLAINTS, layout: 'default' },
  { name: 'pages-token', path: STATIC_PAGE, layout: 'default' },
  { name: 'token', path: TOKEN_PAGE, layout: 'default', catchAll: true },
];
