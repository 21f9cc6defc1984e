/**
 * Routes are owned by the remotes: each release declares the routes it serves
 * (`federation.routes` of its package.json, carried by its registry entry), and the
 * shell learns them at boot. Nothing here lists a remote's pages.
 */
export const REMOTE_NAMES = [
  'mfe-members',
  'mfe-chat',
  'mfe-payments',
  'mfe-account',
  'mfe-landers',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const LAYOUT_NAMES = ['default', 'chat', 'lander', 'empty'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** A route as a remote release declares it. */
export interface RouteDeclaration {
  /** Stable route name, as the spec names routes (`members-id`, `likes-m-id`). */
  readonly name: string;
  /** Path pattern: `:param` is a parameter, `:param?` an optional trailing one. */
  readonly path: string;
  readonly layout: LayoutName;
  /** Part of "the members area" of spec section 2. */
  readonly membersArea?: boolean;
}

/** A declared route with the remote that owns it. */
export interface RouteDefinition extends RouteDeclaration {
  readonly owner: RemoteName;
}
