import {
  REMOTE_NAME,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@dating/shared-contracts/registry';
import type { AppConfig } from '../../config';
import { readCookie } from '../../lib/cookies';

/**
 * A developer's overrides (decision 0177): which remotes this browser loads from a dev server
 * on their own machine instead of the released build, as `{ "mfe-chat": "<entry URL>" }`.
 */
export const DEV_OVERRIDE_COOKIE = 'dev_override';
export const DEV_OVERRIDE_PATH = '/__dev/override';
/** The version a page names for an overridden remote. */
export const DEV_VERSION = 'dev';

export interface DevOverride {
  readonly remote: RemoteName;
  /** The dev server's `remoteEntry.js`. */
  readonly entry: string;
  /** Its origin, which the page's policy lets scripts and the HMR socket reach. */
  readonly origin: string;
}

/**
 * Overrides are honoured only where a developer asked for them (DEV_OVERRIDES=true, which
 * `npm run dev` sets) and never in production, whatever the environment says.
 */
export function devOverridesEnabled(config: Pick<AppConfig, 'nodeEnv' | 'devOverrides'>): boolean {
  return config.nodeEnv !== 'production' && config.devOverrides;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an entry URL cannot be an override, or null: only a script on this machine's loopback
 * address (a dev server the developer started) may replace a release, never another host.
 */
export function entryProblem(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return `"${entry}" is not a URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `${url.protocol} is not http: or https:`;
  }
  if (!LOOPBACK.has(url.hostname)) {
    return `${url.hostname} is not a loopback address (localhost, 127.0.0.1 or [::1]): only a dev server on this machine may replace a release`;
  }
  if (url.username || url.password || url.search || url.hash || !url.pathname.endsWith('.js')) {
    return `${entry} is not a plain URL of a .js file (the dev server's remoteEntry.js)`;
  }
  return null;
}

/** A well-formed remote name; whether the deployment has such a remote is the registry's say. */
export const isRemoteName = (name: unknown): name is RemoteName =>
  typeof name === 'string' && REMOTE_NAME.test(name);

/** The overrides a Cookie header holds; anything malformed or not loopback is left out. */
export function readDevOverrides(cookieHeader: string | undefined): DevOverride[] {
  const raw = readCookie(cookieHeader, DEV_OVERRIDE_COOKIE);
  if (!raw) return [];
  let map: unknown;
  try {
    map = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof map !== 'object' || map === null || Array.isArray(map)) return [];
  return Object.entries(map).flatMap(([remote, entry]) =>
    isRemoteName(remote) && typeof entry === 'string' && entryProblem(entry) === null
      ? [{ remote, entry, origin: new URL(entry).origin }]
      : [],
  );
}

/** The cookie's value for these overrides. */
export function devOverrideValue(overrides: readonly DevOverride[]): string {
  return JSON.stringify(Object.fromEntries(overrides.map((o) => [o.remote, o.entry])));
}

/**
 * The registry with each overridden remote pointing at its dev server: version `dev`, no
 * canary or earlier releases, no preload hints, no server renderer and no integrity hash (the
 * dev build has none of them and changes with every save); the released routes and layouts
 * (the shell routes and frames by them).
 */
export function withDevOverrides(
  registry: RemoteRegistry,
  overrides: readonly DevOverride[],
): RemoteRegistry {
  if (overrides.length === 0) return registry;
  const remotes = registry.remotes.map((entry): RemoteRegistryEntry => {
    const override = overrides.find((o) => o.remote === entry.name);
    if (!override) return entry;
    const { name, platform, routes, layouts } = entry;
    const release = { name, platform, routes, version: DEV_VERSION, entry: override.entry };
    return layouts ? { ...release, layouts } : release;
  });
  return { schemaVersion: 2, remotes };
}

/** Whether a release in a page's registry is a dev server's build. */
export const isDevRelease = (release: { readonly version: string }) =>
  release.version === DEV_VERSION;

/** Where a dev server's build reaches: its scripts and media, its HMR socket and updates. */
const DEV_DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'media-src'];

/**
 * A page's Content-Security-Policy that also lets it load from the overridden remotes' dev
 * servers and hold their HMR sockets; without an override it is the policy unchanged.
 */
export function withDevOrigins(policy: string, overrides: readonly DevOverride[]): string {
  if (overrides.length === 0) return policy;
  const origins = [...new Set(overrides.map((o) => o.origin))];
  const sockets = origins.map((origin) => origin.replace(/^http/, 'ws'));
  return policy
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ', 1)[0]!;
      if (!DEV_DIRECTIVES.includes(name)) return directive;
      const added = name === 'connect-src' ? [...origins, ...sockets] : origins;
      return `${directive} ${added.join(' ')}`;
    })
    .join('; ');
}
