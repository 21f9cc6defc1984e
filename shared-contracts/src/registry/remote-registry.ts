import {
  DEFAULT_LAYOUT,
  LAYOUT_HEADERS,
  REMOTE_NAME,
  layoutNamed,
  type LayoutDeclaration,
  type RemoteName,
  type RouteDeclaration,
  type RouteDefinition,
} from '../routes/route-table';

/**
 * One release of a remote, as its build describes it: where its container is, which
 * routes it serves, which runtime platform it needs, and what a first visit to one of
 * its routes should fetch early.
 */
export interface RemoteRelease {
  readonly version: string;
  /** URL of the release's `remoteEntry.js`, a global-var container. */
  readonly entry: string;
  /** semver range of `@dating/platform` the release was built against (`^1.0.0`). */
  readonly platform: string;
  readonly routes: readonly RouteDeclaration[];
  /** Files a first visit to one of its routes loads after the entry (preload hints). */
  readonly preload?: readonly string[];
  /**
   * Its server renderer: a file of the release folder (`server/render.cjs`) exporting a
   * `ServerRenderer` (decision 0124). Shells ignore it; older ones drop it when parsing.
   */
  readonly ssr?: string;
  /** Layouts of its own (`federation.layouts`) its routes may name besides the built-in ones. */
  readonly layouts?: readonly LayoutDeclaration[];
  /** Subresource integrity of its entry (`sha384-…`): the browser runs no other file there. */
  readonly integrity?: string;
}

/** A canary: this share (0..1) of members and visitors gets the canary release. */
export interface CanaryRelease extends RemoteRelease {
  readonly share: number;
}

export interface RemoteRegistryEntry extends RemoteRelease {
  readonly name: RemoteName;
  readonly canary?: CanaryRelease;
  /**
   * The releases that were live before this one and were not rolled back, newest first: a
   * shell that cannot run this release runs the newest of these it can.
   */
  readonly earlier?: readonly RemoteRelease[];
}

/**
 * The remote registry: a JSON document the deployment serves at `/registry.json`.
 * The shell reads it at boot; releasing a remote only rewrites this document.
 */
export interface RemoteRegistry {
  readonly schemaVersion: 2;
  readonly remotes: readonly RemoteRegistryEntry[];
}

export const REGISTRY_PATH = '/registry.json';
export const EMPTY_REGISTRY: RemoteRegistry = { schemaVersion: 2, remotes: [] };

/** Module Federation container names must be identifiers: `mfe-chat` becomes `mfe_chat`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && REMOTE_NAME.test(value);
// A file inside the release folder: relative, no `..`, no backslash.
const RELEASE_FILE = /^(?!.*(^|\/)\.\.?(\/|$))[\w.-]+(\/[\w.-]+)*$/;
// A route pattern: fixed or `:param` segments, an optional one only at the end.
const ROUTE_PATTERN = /^\/([\w.-]+|:\w+)?(\/([\w.-]+|:\w+))*(\/:\w+\?)?$/;
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const isFlag = (value: unknown) => value === undefined || typeof value === 'boolean';

/** A layout a release declares, or why it cannot be drawn (a built-in one's name included). */
export function parseLayout(value: unknown): LayoutDeclaration | string {
  const { name, header, warning, footer, fill } = isObject(value) ? value : {};
  return isString(name) &&
    !layoutNamed(name) &&
    (LAYOUT_HEADERS as readonly unknown[]).includes(header) &&
    isFlag(warning) &&
    isFlag(footer) &&
    isFlag(fill)
    ? {
        name,
        header: header as LayoutDeclaration['header'],
        warning: !!warning,
        footer: !!footer,
        fill: !!fill,
      }
    : `bad layout ${String(name)}`;
}

function parseRoute(
  value: unknown,
  layouts: readonly LayoutDeclaration[],
): RouteDeclaration | string {
  if (!isObject(value)) return 'a route is not an object';
  const { name, path, layout, membersArea, shows } = value;
  if (!isString(name)) return 'a route has no name';
  if (!isString(path) || !ROUTE_PATTERN.test(path)) return `route ${name}: bad path`;
  if (!isString(layout) || !layoutNamed(layout, layouts)) return `route ${name}: bad layout`;
  if (membersArea !== undefined && typeof membersArea !== 'boolean')
    return `route ${name}: bad membersArea`;
  return {
    name,
    path,
    layout,
    membersArea: !!membersArea,
    // Only the API acts on it, and checks it there (route-shows.ts).
    ...(shows ? { shows: shows as string } : {}),
  };
}

/** A release, or the reason it cannot be trusted. */
function parseRelease(raw: unknown): RemoteRelease | string {
  if (!isObject(raw)) return 'not an object';
  const { version, entry, platform, routes, preload, ssr, layouts, integrity } = raw;
  if (!isString(version) || !isString(entry)) return 'no version or entry';
  if (!isString(platform)) return 'no platform requirement';
  if (!Array.isArray(routes) || routes.length === 0) return 'no routes';
  if (layouts !== undefined && !Array.isArray(layouts)) return 'bad layouts list';
  const ownLayouts = (layouts ?? []).map(parseLayout);
  const badLayout = ownLayouts.find((layout): layout is string => typeof layout === 'string');
  if (badLayout) return badLayout;
  const parsed = routes.map((route) => parseRoute(route, ownLayouts as LayoutDeclaration[]));
  const bad = parsed.find((route): route is string => typeof route === 'string');
  if (bad) return bad;
  if (preload !== undefined && !(Array.isArray(preload) && preload.every(isString)))
    return 'bad preload list';
  if (ssr !== undefined && !(isString(ssr) && RELEASE_FILE.test(ssr))) return 'bad ssr file';
  if (integrity !== undefined && !(isString(integrity) && INTEGRITY.test(integrity)))
    return 'bad integrity';
  return {
    version,
    entry,
    platform,
    routes: parsed as RouteDeclaration[],
    ...(preload ? { preload: preload as string[] } : {}),
    ...(ssr ? { ssr: ssr as string } : {}),
    ...(ownLayouts.length ? { layouts: ownLayouts as LayoutDeclaration[] } : {}),
    ...(integrity ? { integrity: integrity as string } : {}),
  };
}

function parseCanary(value: unknown): CanaryRelease | string {
  const share = isObject(value) && value.share;
  if (typeof share !== 'number' || !(share > 0 && share < 1)) return 'canary share not in (0, 1)';
  const release = parseRelease(value);
  return typeof release === 'string' ? `canary: ${release}` : { ...release, share };
}

/**
 * Checks a registry document. A malformed entry is dropped, a malformed canary is
 * dropped while its stable release stays, and each is reported, never trusted.
 */
export function parseRegistry(input: unknown): { registry: RemoteRegistry; problems: string[] } {
  const problems: string[] = [];
  if (!isObject(input) || input.schemaVersion !== 2 || !Array.isArray(input.remotes)) {
    return { registry: EMPTY_REGISTRY, problems: ['registry: bad document'] };
  }
  const remotes: RemoteRegistryEntry[] = [];
  for (const raw of input.remotes as unknown[]) {
    const name = isObject(raw) ? raw.name : undefined;
    if (!isObject(raw) || !isRemoteName(name)) {
      problems.push(`registry: bad entry ${JSON.stringify(raw)}`);
      continue;
    }
    if (remotes.some((remote) => remote.name === name)) {
      problems.push(`registry: ${name} listed twice`);
      continue;
    }
    const release = parseRelease(raw);
    if (typeof release === 'string') {
      problems.push(`registry: ${name}: ${release}`);
      continue;
    }
    const canary = raw.canary === undefined ? undefined : parseCanary(raw.canary);
    if (typeof canary === 'string') problems.push(`registry: ${name}: ${canary}`);
    const earlier = (Array.isArray(raw.earlier) ? raw.earlier : [])
      .map(parseRelease)
      .filter(
        (old): old is RemoteRelease =>
          typeof old !== 'string' || !problems.push(`registry: ${name}: earlier: ${old}`),
      );
    remotes.push({
      name,
      ...release,
      ...(canary && typeof canary !== 'string' ? { canary } : {}),
      ...(earlier.length ? { earlier } : {}),
    });
  }
  return { registry: { schemaVersion: 2, remotes }, problems };
}

/** The routes of the releases a registry names, each with its owner and its layout. */
export function registryRoutes(
  releases: ReadonlyArray<{
    readonly name: RemoteName;
    readonly routes: readonly RouteDeclaration[];
    readonly layouts?: readonly LayoutDeclaration[];
  }>,
): RouteDefinition[] {
  return releases.flatMap(({ name, routes, layouts }) =>
    routes.map((route) => ({
      ...route,
      owner: name,
      frame: layoutNamed(route.layout, layouts) ?? DEFAULT_LAYOUT,
    })),
  );
}
