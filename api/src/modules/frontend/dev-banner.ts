import { escapeHtml } from '../../lib/html';
import type { RemoteRegistryEntry } from '@dating/shared-contracts/registry';
import { DEV_OVERRIDE_PATH, isDevRelease } from './dev-override';

/**
 * What a page says while a dev server replaces a release (decision 0177): a small fixed note
 * naming each remote and its dev server, and a link that ends the override and comes back to
 * this page. It is the server's markup outside the shell's root, so the shell's bytes do not
 * change for it; inline styles only (the page's policy allows them, not inline scripts).
 */
export function devBanner(remotes: readonly RemoteRegistryEntry[], returnPath: string): string {
  const overrides = remotes.filter(isDevRelease);
  if (overrides.length === 0) return '';
  const stop = `${DEV_OVERRIDE_PATH}/clear?return=${encodeURIComponent(returnPath)}`;
  const names = overrides
    .map((o) => `<b>${escapeHtml(o.name)}</b> from <code>${escapeHtml(o.entry)}</code>`)
    .join(', ');
  return (
    '<div id="dev-override" role="status" style="position:fixed;left:8px;bottom:8px;z-index:2147483647;' +
    'max-width:calc(100vw - 16px);padding:6px 10px;border-radius:6px;background:#1d1b2e;color:#fff;' +
    'font:13px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.3)">' +
    `Development build: ${names} <a href="${escapeHtml(stop)}" style="color:#ffd166;margin-left:6px">stop</a></div>`
  );
}

/** The document with the banner added at the end of its body. */
export function withDevBanner(html: string, banner: string): string {
  return banner ? html.replace(/<\/body>/i, () => `${banner}</body>`) : html;
}
