import type { RouteDeclaration } from '@dating/shared-contracts';

// The pages this remote serves, written once (docs/decisions/0148): its router
// (members-app.tsx) and its server paint (server-routes.ts) take their patterns from here,
// and the registry's copy, `federation.routes` of package.json, must equal ROUTES
// (route-declarations.test.tsx). A pattern is a constant of its own so that a bundle keeps the strings
// it uses and drops the list it does not read.

export const HOME = '/';
export const LIKES = '/likes';
export const LIKED_PROFILE = '/likes/m/:id';
export const LIKES_OF_TYPE = '/likes/:type';
export const MEMBER_SEARCH = '/members';
export const PROFILE = '/members/:id';
export const MATCH_FINDER = '/match-finder';
export const SIGNUP_MATCHES = '/signup-matches';
export const SWIPE_GAME = '/swipe-game';

// `shows` is registry data: the API call the server asks before it sends the page; the browser
// never fetches it, so it names the path rather than an endpoint of the registry.
const SHOWS_PROFILE = '/api/profile.php?id=:id'; // eslint-disable-line no-restricted-syntax

export const ROUTES: readonly RouteDeclaration[] = [
  { name: 'index', path: HOME, layout: 'default' },
  { name: 'likes', path: LIKES, layout: 'default', membersArea: true },
  {
    name: 'likes-m-id',
    path: LIKED_PROFILE,
    layout: 'default',
    membersArea: true,
    shows: SHOWS_PROFILE,
  },
  { name: 'likes-type', path: LIKES_OF_TYPE, layout: 'default', membersArea: true },
  { name: 'members', path: MEMBER_SEARCH, layout: 'default', membersArea: true },
  {
    name: 'members-id',
    path: PROFILE,
    layout: 'default',
    membersArea: true,
    shows: SHOWS_PROFILE,
  },
  { name: 'match-finder', path: MATCH_FINDER, layout: 'default' },
  { name: 'signup-matches', path: SIGNUP_MATCHES, layout: 'default' },
  { name: 'swipe-game', path: SWIPE_GAME, layout: 'default' },
];
