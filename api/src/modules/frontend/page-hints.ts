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

/**
 * The boot data as an inert JSON script element the shell reads before anything else. A data
 * block never runs, but it carries the response's CSP nonce all the same: should it ever
 * become a script, it stays the one inline script the policy allows.
 */
export function bootDataScript(data: BootData, nonce: string): string {
  return `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json" nonce="${escapeHtml(nonce)}">${serializeBootData(data)}</script>`;
}
