import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ParcelLifecycles, ParcelProps, RemoteLifecycles } from '@dating/platform';
import { containerName, type RemoteName, type RemoteRegistry } from '@dating/shared-contracts';
import type { RemoteLoader } from './remote-application';
import { type ChosenRelease, createRemoteCatalog, type RemoteCatalog } from './remote-catalog';

const CANARY_BUCKET_KEY = 'shell:canary-bucket';

/** A stable number in [0, 1) per browser, so a canary share picks the same visitors. */
export function canaryBucket(storage: Storage = window.localStorage): number {
  const raw = storage.getItem(CANARY_BUCKET_KEY);
  const stored = Number(raw);
  if (raw !== null && stored >= 0 && stored < 1) return stored;
  const bucket = Math.random();
  storage.setItem(CANARY_BUCKET_KEY, String(bucket));
  return bucket;
}

/** A release the shell will not load: the shell's platform cannot satisfy it. */
export class RemoteIncompatibleError extends Error {
  override readonly name = 'RemoteIncompatibleError';
}

const isLifecycles = (value: unknown): value is RemoteLifecycles =>
  !!value &&
  typeof (value as RemoteLifecycles).mount === 'function' &&
  typeof (value as RemoteLifecycles).unmount === 'function' &&
  typeof (value as RemoteLifecycles).bootstrap === 'function';

const isParcel = (value: unknown): value is ParcelLifecycles<ParcelProps> =>
  isLifecycles(value) && typeof (value as ParcelLifecycles).update === 'function';

/** How the shell obtains a parcel that a remote exposes besides `./app`. */
export interface ParcelLoader {
  /** The version of the remote's release this page runs, if the registry names one. */
  version(name: RemoteName): string | null;
  /** The parcel config of `<remote>/<module>`, from the release the registry names. */
  loadParcel<P extends ParcelProps>(name: RemoteName, module: string): Promise<ParcelLifecycles<P>>;
}

/**
 * A remote's entry and the chunks of its modules get two more tries, half a second
 * apart, before the loader gives up (then the reload guard or the fallback takes over):
 * a flaky network should not cost a member the page.
 */
const LOAD_RETRIES = 2;
const LOAD_RETRY_DELAY_MS = 500;

/** Where the loader reads the registry again, and how it chose releases at boot. */
export interface RegistrySource {
  readonly read: () => Promise<RemoteRegistry>;
  readonly platformVersion: string;
  readonly bucket: number;
}

/**
 * Gives a release's entry script the integrity hash its registry entry carries: the browser
 * runs no other file in its place (a changed or damaged one fails to load, like a missing one).
 */
export function entryIntegrity(integrityOf: (url: string) => string | undefined) {
  return {
    name: 'entry-integrity',
    createScript({ url, attrs = {} }: { url: string; attrs?: Record<string, unknown> }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      // The runtime's own attributes (fetchpriority) apply only when it makes the element.
      for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, String(value));
      script.src = url;
      script.integrity = integrity;
      return script;
    },
  };
}

/** Registers the catalog's compatible releases with the Module Federation runtime. */
export function createFederationLoader(
  catalog: RemoteCatalog,
  source: RegistrySource,
): RemoteLoader & ParcelLoader {
  // The release each remote runs; a retry after a rollback replaces one (refresh).
  const releases = new Map<RemoteName, ChosenRelease>(catalog.releases);
  registerPlugins([
    RetryPlugin({ script: { retryTimes: LOAD_RETRIES, retryDelay: LOAD_RETRY_DELAY_MS } }),
    // The runtime names the entry by its full URL; the registry by its path on this site.
    entryIntegrity(
      (url) =>
        [...releases.values()].find((release) => new URL(release.entry, location.href).href === url)
          ?.integrity,
    ),
  ]);
  const toRemote = (name: RemoteName, entry: string) => ({ name: containerName(name), entry });
  registerRemotes(
    [...releases.values()]
      .filter((release) => !release.incompatible)
      .map((release) => toRemote(release.name, release.entry)),
  );

  async function loadModule(name: RemoteName, module: string): Promise<unknown> {
    const release = releases.get(name);
    if (!release) throw new Error(`${name} is not in the remote registry`);
    if (release.incompatible) {
      throw new RemoteIncompatibleError(`${name} ${release.version} ${release.incompatible}`);
    }
    return loadRemote<unknown>(`${containerName(name)}/${module}`);
  }

  return {
    version: (name) => releases.get(name)?.version ?? null,
    async load(name) {
      const module = await loadModule(name, 'app');
      if (!isLifecycles(module)) throw new Error(`${name}/app is not a single-spa lifecycle`);
      return module;
    },
    async loadParcel<P extends ParcelProps>(name: RemoteName, module: string) {
      const exposed = await loadModule(name, module);
      if (!isParcel(exposed)) throw new Error(`${name}/${module} is not a single-spa parcel`);
      // The props a parcel takes are its contract (platform), not checkable here.
      return exposed as unknown as ParcelLifecycles<P>;
    },
    reset(name) {
      const release = releases.get(name);
      if (release && !release.incompatible) {
        registerRemotes([toRemote(name, release.entry)], { force: true });
      }
    },
    async refresh(name) {
      const { platformVersion, bucket } = source;
      const next = createRemoteCatalog(await source.read(), platformVersion, bucket).releases.get(
        name,
      );
      // A registry that could not be read, or lost the remote, changes nothing.
      if (!next || next.version === releases.get(name)?.version) return false;
      releases.set(name, next);
      this.reset(name);
      return true;
    },
  };
}
