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
  /** Stable route name, mostly the path's parts joined by dashes (`members-id`, `likes-m-id`). */
  readonly name: string;
  /** Path pattern: `:param` is a parameter, `:param?` an optional trailing one. */
  readonly path: string;
  readonly layout: LayoutName;
  /** Part of "the members area" (members, members-id, chats, likes, likes-m-id, premium). */
  readonly membersArea?: boolean;
  /**
   * The API call whose answer the page shows (`/api/profile.php?id=:id`, its `:params` from
   * the path). The server asks it with the requester's session before the page goes out: a
   * 404 there (a member who is gone, or whom the requester may not see) makes the page's
   * status 404, as the page then shows.
   */
  readonly shows?: string;
  /**
   * The route matches any first segment (`/:token`) and loses to every other route (its
   * leading parameter orders it last). Checked and used by the release command only.
   */
  readonly catchAll?: boolean;
  /**
   * A path handed over from another remote, agreed by both teams: the release command takes
   * that remote's route for the same paths out of the registry. Used by the release command only.
   */
  readonly takesOver?: RemoteName;
}

/** A declared route with the remote that owns it. */
export interface RouteDefinition extends RouteDeclaration {
  readonly owner: RemoteName;
}
