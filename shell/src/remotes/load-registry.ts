import {
  EMPTY_REGISTRY,
  REGISTRY_PATH,
  parseRegistry,
  type RemoteRegistry,
} from '@dating/shared-contracts';
import { logShellError } from '../errors/shell-log';

/** Reads the remote registry the deployment serves; a bad one yields no remotes. */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  try {
    const response = await fetchImpl(REGISTRY_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const { registry, problems } = parseRegistry(await response.json());
    for (const problem of problems) logShellError(`[shell] ${problem}`);
    return registry;
  } catch (error) {
    logShellError('[shell] remote registry unavailable', error);
    return EMPTY_REGISTRY;
  }
}
