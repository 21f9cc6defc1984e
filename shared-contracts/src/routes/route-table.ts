/**
 * Every route of the product (spec section 2): which remote owns it and which
 * layout the shell draws around it. The shell mounts the owner; the owner routes
 * inside itself with react-router.
 */
export const REMOTE_NAMES = [
  'mfe-members',
  'mfe-chat',
  'mfe-payments',
  'mfe-account',
  'mfe-landers',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

export interface RouteDefinition {
  /** Stable route name, as the spec names routes (`members-id`, `likes-m-id`). */
  readonly name: string;
  /** Path pattern: `:param` is a parameter, `:param?` an optional trailing one. */
  readonly path: string;
  readonly owner: RemoteName;
  readonly layout: LayoutName;
  /** Part of "the members area" of spec section 2. */
  readonly membersArea?: boolean;
}

const route = (
  name: string,
  path: string,
  owner: RemoteName,
  layout: LayoutName = 'default',
  membersArea = false,
): RouteDefinition => ({ name, path, owner, layout, membersArea });

/** Landing variants live behind one prefix so new variants need no shell release. */
export const LANDER_VARIANTS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'tinderswipe',
] as const;

export const STATIC_PAGES = [
  'ban',
  'cookies',
  'faq',
  'privacy',
  'return-policy',
  'service',
  'terms',
] as const;

export const ROUTES: readonly RouteDefinition[] = [
  route('index', '/', 'mfe-members'),
  route('likes', '/likes', 'mfe-members', 'default', true),
  route('likes-m-id', '/likes/m/:id', 'mfe-members', 'default', true),
  route('likes-type', '/likes/:type', 'mfe-members', 'default', true),
  route('members', '/members', 'mfe-members', 'default', true),
  route('members-id-chat', '/members/:id/chat', 'mfe-chat', 'chat'),
  route('members-id-landing', '/members/:id/landing', 'mfe-landers', 'lander'),
  route('members-id-landing2', '/members/:id/landing2/:slug?', 'mfe-landers', 'lander'),
  route('members-id-landing3', '/members/:id/landing3/:slug?', 'mfe-landers', 'lander'),
  route('members-id-signup', '/members/:id/signup', 'mfe-account', 'empty'),
  route('members-id', '/members/:id', 'mfe-members', 'default', true),
  route('match-finder', '/match-finder', 'mfe-members'),
  route('signup-matches', '/signup-matches', 'mfe-members'),
  route('swipe-game', '/swipe-game', 'mfe-members'),
  route('chats', '/chats', 'mfe-chat', 'default', true),
  route('chats-id', '/chats/:id', 'mfe-chat', 'chat', true),
  route('credits', '/credits', 'mfe-payments'),
  route('credits-repeat-order', '/credits/repeat-order', 'mfe-payments'),
  route('credits-id', '/credits/:id/:paymentmethod?', 'mfe-payments'),
  route('directdebit', '/directdebit', 'mfe-payments'),
  route('premium', '/premium', 'mfe-payments', 'default', true),
  route('pricing', '/pricing', 'mfe-payments'),
  route('transactions', '/transactions/:id?', 'mfe-payments'),
  route('account-deleted', '/account-deleted', 'mfe-account'),
  route('complete-signup', '/complete-signup', 'mfe-account'),
  route('lang-config', '/lang-config', 'mfe-account'),
  route('login', '/login', 'mfe-account'),
  route('notifications', '/notifications', 'mfe-account'),
  route('profile', '/profile', 'mfe-account'),
  route('reset-password', '/reset-password', 'mfe-account'),
  route('reset-password-do', '/reset-password/do', 'mfe-account'),
  route('signup', '/signup', 'mfe-account'),
  route('activate-done', '/activate/done', 'mfe-account'),
  route('activate-error', '/activate/error', 'mfe-account'),
  route('mail-change-do', '/mail-change/do', 'mfe-account'),
  route('landers-variant', '/landers/:variant/:slug?', 'mfe-landers', 'lander'),
  route('complaints', '/complaints', 'mfe-landers'),
  route('pages-token', '/pages/:token', 'mfe-landers'),
];
