import {
  BOOT_DATA_ELEMENT_ID,
  serializeBootData,
  type BootData,
  type RemoteRegistryEntry,
} from '@dating/shared-contracts/registry';
import { escapeHtml } from '../../lib/html';

/** Preload hints for the owning release's entry and the chunks its first render needs. */
export function preloadLinks(release: RemoteRegistryEntry): string[] {
  return [release.entry, ...(release.preload ?? [])].map(
    (href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`,
  );
}

/** The boot data as an inert JSON script element the shell reads before anything else. */
export function bootDataScript(data: BootData): string {
  return `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${serializeBootData(data)}</script>`;
}
