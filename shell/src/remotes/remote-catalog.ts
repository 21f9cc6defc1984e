import { satisfy } from '@module-federation/enhanced/runtime';
import {
  bySpecificity,
  registryRoutes,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRelease,
  type RouteDefinition,
} from '@dating/shared-contracts';

/** The release of one remote this page runs, and why it cannot run, if it cannot. */
export interface ChosenRelease extends RemoteRelease {
  readonly name: RemoteName;
  readonly canary: boolean;
  /** Set when the shell's platform cannot satisfy the release: it gets its fallback. */
  readonly incompatible: string | null;
}

/** What the shell learns from the registry at boot: each remote's release and all routes. */
export interface RemoteCatalog {
  readonly releases: ReadonlyMap<RemoteName, ChosenRelease>;
  /** Every route the releases declare, most specific first. */
  readonly routes: readonly RouteDefinition[];
}

/** Why the platform this shell provides cannot run a release, or null when it can. */
export function incompatibility(release: RemoteRelease, platformVersion: string): string | null {
  return satisfy(platformVersion, release.platform)
    ? null
    : `needs @dating/platform ${release.platform}, the shell provides ${platformVersion}`;
}

/**
 * Picks each remote's release: the canary for visitors in its share, else the stable one; when
 * this shell cannot run that one, the newest earlier release it can. Collects the routes they
 * declare. A remote with no release it can run keeps its routes, so its outlet shows a fallback
 * instead of a 404.
 */
export function createRemoteCatalog(
  registry: RemoteRegistry,
  platformVersion: string,
  bucket: number,
): RemoteCatalog {
  const releases = new Map<RemoteName, ChosenRelease>();
  for (const entry of registry.remotes) {
    const useCanary = !!entry.canary && bucket < entry.canary.share;
    const first: RemoteRelease = useCanary && entry.canary ? entry.canary : entry;
    const release =
      [first, entry, ...(entry.earlier ?? [])].find(
        (candidate) => !incompatibility(candidate, platformVersion),
      ) ?? first;
    const { version, platform, routes, preload, layouts, integrity } = release;
    releases.set(entry.name, {
      name: entry.name,
      version,
      entry: release.entry,
      platform,
      routes,
      ...(preload ? { preload } : {}),
      ...(layouts ? { layouts } : {}),
      ...(integrity ? { integrity } : {}),
      canary: useCanary && release === first,
      incompatible: incompatibility(release, platformVersion),
    });
  }
  return { releases, routes: bySpecificity(registryRoutes([...releases.values()])) };
}
