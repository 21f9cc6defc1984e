import { REMOTE_NAMES, type RemoteName } from '../routes/route-table';

/**
 * The remote registry: a JSON document the deployment serves at `/registry.json`.
 * The shell reads it at boot; releasing a remote only rewrites this document.
 */
export interface RemoteRegistryEntry {
  readonly name: RemoteName;
  readonly version: string;
  /** URL of the remote's `remoteEntry.js`, a global-var container. */
  readonly entry: string;
  /** Optional canary: this share (0..1) of visitors gets `canary.entry`. */
  readonly canary?: { readonly version: string; readonly entry: string; readonly share: number };
}

export interface RemoteRegistry {
  readonly schemaVersion: 1;
  readonly remotes: readonly RemoteRegistryEntry[];
}

export const REGISTRY_PATH = '/registry.json';

/** Module Federation container names must be identifiers: `mfe-chat` becomes `mfe_chat`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

const isRemoteName = (value: unknown): value is RemoteName =>
  typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);

/** Checks a registry document; entries that are malformed are dropped, not trusted. */
export function parseRegistry(input: unknown): { registry: RemoteRegistry; problems: string[] } {
  const problems: string[] = [];
  const doc = input as { schemaVersion?: unknown; remotes?: unknown } | null;
  if (!doc || doc.schemaVersion !== 1 || !Array.isArray(doc.remotes)) {
    return { registry: { schemaVersion: 1, remotes: [] }, problems: ['registry: bad document'] };
  }
  const remotes: RemoteRegistryEntry[] = [];
  for (const raw of doc.remotes as Array<Record<string, unknown>>) {
    if (
      !raw ||
      !isRemoteName(raw.name) ||
      typeof raw.version !== 'string' ||
      typeof raw.entry !== 'string'
    ) {
      problems.push(`registry: bad entry ${JSON.stringify(raw)}`);
      continue;
    }
    remotes.push(raw as unknown as RemoteRegistryEntry);
  }
  return { registry: { schemaVersion: 1, remotes }, problems };
}
