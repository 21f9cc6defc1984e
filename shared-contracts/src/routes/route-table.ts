// Routes are owned by the remotes: each release declares the routes it serves
// (`federation.routes` of its package.json, carried by its registry entry), and the
// shell learns them at boot. Nothing here lists a remote's pages.

/**
 * The remotes this repository builds (its tests read their declarations). The registry and the
 * shell take any well-formed name: a new remote is registry data, not shell code.
 */
export const REMOTE_NAMES = [
  'mfe-members',
  'mfe-chat',
  'mfe-payments',
  'mfe-account',
  'mfe-landers',
] as const;
/** A remote's name: lower-case words joined by dashes (`mfe-chat`, see REMOTE_NAME). */
export type RemoteName = string;
/** Lower-case words joined by dashes; its Module Federation container swaps them for `_`. */
export const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A layout's name: one of BUILT_IN_LAYOUTS, or one its release declares. */
export type LayoutName = string;

/**
 * What a layout draws around a page, from the shell's own parts: so a release can declare a
 * layout of its own (`federation.layouts`) and no shell release is needed for it.
 */
export interface LayoutDeclaration {
  readonly name: LayoutName;
  /** The top bar: the site's navigation (with a member's tab bar and alerts), its name alone, or none. */
  readonly header: 'nav' | 'logo' | 'none';
  /** The line with the site's entry warning over the page (the navigation carries its own). */
  readonly warning: boolean;
  /** The site's footer under the page. */
  readonly footer: boolean;
  /** The page reaches the window's bottom edge (the chat): no space under it. */
  readonly fill: boolean;
}

export const LAYOUT_HEADERS = ['nav', 'logo', 'none'] as const;

/** The layouts every shell draws; a release's own may not reuse their names. */
export const BUILT_IN_LAYOUTS: readonly LayoutDeclaration[] = [
  { name: 'default', header: 'nav', warning: false, footer: true, fill: false },
  { name: 'chat', header: 'none', warning: true, footer: false, fill: true },
  { name: 'lander', header: 'logo', warning: true, footer: true, fill: false },
  { name: 'empty', header: 'none', warning: true, footer: false, fill: false },
];
export const DEFAULT_LAYOUT = BUILT_IN_LAYOUTS[0] as LayoutDeclaration;

/** The layout a route names: its release's own of that name, else the built-in one. */
export const layoutNamed = (
  name: LayoutName,
  own: readonly LayoutDeclaration[] = [],
): LayoutDeclaration | undefined =>
  own.find((layout) => layout.name === name) ??
  BUILT_IN_LAYOUTS.find((layout) => layout.name === name);

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

/** A declared route with the remote that owns it and the layout its name stands for. */
export interface RouteDefinition extends RouteDeclaration {
  readonly owner: RemoteName;
  readonly frame: LayoutDeclaration;
}
