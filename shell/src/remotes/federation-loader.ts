import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type ParcelLifecycles, type ParcelProps, type RemoteLifecycles } from '@dating/platform';
import {
  containerName,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@dating/shared-contracts';
import type { RemoteLoader } from './remote-application';

const CANARY_BUCKET_KEY = 'shell:canary-bucket';

/** A stable number in [0, 1) per browser, so a canary share picks the same visitors. */
function canaryBucket(): number {
  const stored = Number(window.localStorage.getItem(CANARY_BUCKET_KEY));
  if (stored >= 0 && stored < 1 && window.localStorage.getItem(CANARY_BUCKET_KEY) !== null)
    return stored;
  const bucket = Math.random();
  window.localStorage.setItem(CANARY_BUCKET_KEY, String(bucket));
  return bucket;
}

function chooseRelease(entry: RemoteRegistryEntry): { version: string; entry: string } {
  if (entry.canary && canaryBucket() < entry.canary.share) return entry.canary;
  return entry;
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
  /** The parcel config of `<remote>/<module>`, from the release the registry names. */
  loadParcel<P extends ParcelProps>(name: RemoteName, module: string): Promise<ParcelLifecycles<P>>;
}

/** Registers the registry's remotes with the Module Federation runtime. */
export function createFederationLoader(registry: RemoteRegistry): RemoteLoader & ParcelLoader {
  const releases = new Map(registry.remotes.map((entry) => [entry.name, chooseRelease(entry)]));
  const toRemote = (name: RemoteName, entry: string) => ({ name: containerName(name), entry });
  registerRemotes([...releases].map(([name, release]) => toRemote(name, release.entry)));

  return {
    version: (name) => releases.get(name)?.version ?? null,
    async load(name) {
      const module = await loadRemote<unknown>(`${containerName(name)}/app`);
      if (!isLifecycles(module)) throw new Error(`${name}/app is not a single-spa lifecycle`);
      return module;
    },
    async loadParcel<P extends ParcelProps>(name: RemoteName, module: string) {
      if (!releases.has(name)) throw new Error(`${name} is not in the remote registry`);
      const exposed = await loadRemote<unknown>(`${containerName(name)}/${module}`);
      if (!isParcel(exposed)) throw new Error(`${name}/${module} is not a single-spa parcel`);
      // The props a parcel takes are its contract (shared-contracts), not checkable here.
      return exposed as unknown as ParcelLifecycles<P>;
    },
    reset(name) {
      const release = releases.get(name);
      if (release) registerRemotes([toRemote(name, release.entry)], { force: true });
    },
  };
}
