import {
  BOOT_DATA_ELEMENT_ID,
  parseRegistry,
  type RemoteRegistry,
  type SiteSettings,
} from '@dating/shared-contracts';
import { logShellError } from '../errors/shell-log';

export interface ShellBootData {
  readonly registry: RemoteRegistry;
  readonly settings: SiteSettings | null;
}

/**
 * The registry and settings the server wrote into the page (docs/decisions/0012), or
 * null when the page has none (served as a static file): then the shell fetches them.
 * The registry is checked like a fetched one.
 */
export function readBootData(doc: Document = document): ShellBootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as { registry?: unknown; settings?: unknown };
    const { registry, problems } = parseRegistry(data.registry);
    for (const problem of problems) logShellError(`[shell] boot data: ${problem}`);
    return { registry, settings: (data.settings as SiteSettings | null) ?? null };
  } catch (error) {
    logShellError('[shell] boot data unreadable', error);
    return null;
  }
}
