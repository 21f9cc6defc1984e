import type { LayoutDeclaration } from '@dating/shared-contracts/registry';
import {
  SITE_ENTRY_COOKIE,
  SITE_ENTRY_COOKIE_DAYS,
  SITE_ENTRY_SKIPPED_ATTRIBUTE,
  type SiteEntryTexts,
} from '@dating/shared-contracts/site-entry';
import { theme } from '@dating/shared-contracts/theme';
import type { ServerRenderCss } from '@dating/shared-contracts/registry';
import { escapeHtml } from '../../lib/html';

/** The shell marks its root when it can take over from a server paint (decision 0124). */
export const SERVER_PAINT_ROOT =
  /<div\b(?=[^>]*\bid="?root"?[\s>])(?=[^>]*\sdata-server-paint[\s=>])[^>]*><\/div>/;
export const SERVER_PAINT_ID = 'ssr';

/**
 * The chrome of the shell's layouts as a server paint shows it until the shell takes over:
 * the same bar, colours and sizes, so nothing above the fold moves at the swap. Texts of the
 * shell (its navigation) are not here: they arrive with it.
 */
const CHROME_CSS = [
  `.ssr-bar{display:flex;align-items:center;padding:8px 12px;background:${theme.colors.primary};min-height:40px}`,
  `.ssr-bar a{color:#fff;font-weight:700;font-size:20px;text-decoration:none;padding:8px 6px}`,
  `.ssr-logo{padding:12px 16px;background:${theme.colors.primary}}`,
  `.ssr-logo a{color:#fff;font-weight:700;font-size:20px;text-decoration:none}`,
  // A column as tall as the window, as the shell's root is (its index.html): a flex item's
  // margins do not collapse, so a block layout here would move the content at the swap.
  '#ssr{display:flex;flex-direction:column;min-height:100vh}',
  `.ssr-main{min-height:60vh;padding:0 0 24px;flex-grow:1}`,
  '@media (min-width:768px){.ssr-bar{padding:8px 24px}}',
  // The shell's EntryWarning and site-entry Dialog (shell/src/alerts, shell/src/modals).
  `.ssr-note{margin:0;padding:8px 12px;background:${theme.colors.warningBackground};color:${theme.colors.warning};font-size:14px;text-align:center}`,
  '.ssr-backdrop{position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;padding:12px;background:rgba(20,10,14,.6)}',
  `.ssr-dialog{position:relative;width:100%;max-width:480px;max-height:calc(100vh - 24px);overflow-y:auto;padding:24px 20px;border-radius:${theme.radius}px;background:${theme.colors.surface};color:${theme.colors.text};box-shadow:0 12px 40px rgba(0,0,0,.3)}`,
  '.ssr-dialog h2{margin:0 0 12px;font-size:22px}.ssr-dialog p{margin:0 0 12px}.ssr-dialog:focus{outline:none}',
  `.ssr-accept{display:inline-block;padding:10px 18px;border:0;border-radius:${theme.radius}px;background:${theme.colors.primary};color:#fff;font-size:16px;font-weight:700;cursor:pointer}`,
  '.ssr-skip{margin-left:12px;padding:10px 12px;border:0;background:transparent;text-decoration:underline;cursor:pointer;font-size:15px}',
].join('');

/** The adult-content warnings the shell will show on this page (decision 0128), in its words. */
export interface PaintWarnings {
  /** The entry warning line, where it applies; drawn in layouts that show it. */
  readonly line: string | null;
  /** The site-entry dialog, or null. */
  readonly dialog: Omit<SiteEntryTexts, 'warning'> | null;
}

const NO_WARNINGS: PaintWarnings = { line: null, dialog: null };

/** The site-entry dialog as the shell's Dialog draws it, its buttons working before the shell. */
function siteEntryDialog(texts: NonNullable<PaintWarnings['dialog']>): string {
  return (
    '<div class="ssr-backdrop" id="ssr-entry">' +
    // `autofocus`, not a script's focus(): the browser moves focus at its next rendering step,
    // where a focus() during the parse made it lay out the page so far at once (at 4x CPU
    // slowdown a task of about 200 ms on every first visit that shows the dialog).
    '<div class="ssr-dialog" role="dialog" aria-modal="true" aria-labelledby="ssr-entry-title" tabindex="-1" autofocus>' +
    `<h2 id="ssr-entry-title">${escapeHtml(texts.title)}</h2><p>${escapeHtml(texts.body)}</p>` +
    `<button type="button" class="ssr-accept" data-entry="accept">${escapeHtml(texts.accept)}</button>` +
    `<button type="button" class="ssr-skip" data-entry="skip">${escapeHtml(texts.skip)}</button>` +
    '</div></div>'
  );
}

/**
 * Makes the server's dialog work before the shell's code has arrived: accepting sets the
 * shell's cookie, skipping marks the page so the shell keeps it closed for this visit, and
 * either closes it; Escape skips, as in the shell. Inline (with the page's nonce): the whole
 * point is to need no other file.
 */
const SITE_ENTRY_SCRIPT = `(function(){var d=document.getElementById('ssr-entry');if(!d)return;
var close=function(accept){if(accept){document.cookie='${SITE_ENTRY_COOKIE}='+Date.now()+'; Max-Age=${SITE_ENTRY_COOKIE_DAYS * 24 * 3600}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'');}
else{document.documentElement.setAttribute('${SITE_ENTRY_SKIPPED_ATTRIBUTE}','');}d.remove();document.removeEventListener('keydown',key);};
var key=function(e){if(e.key==='Escape'&&d.isConnected)close(false);};
d.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-entry]');if(b)close(b.getAttribute('data-entry')==='accept');});
document.addEventListener('keydown',key);})();`.replace(/\n/g, '');

/** The top of a layout as its declaration says (the shell draws the same parts). */
function chrome(
  layout: LayoutDeclaration,
  siteName: string,
  content: string,
  line: string | null,
): string {
  const name = escapeHtml(siteName);
  const main = `<main class="ssr-main" data-layout="${escapeHtml(layout.name)}">${content}</main>`;
  const note =
    line && layout.warning ? `<p role="note" class="ssr-note">${escapeHtml(line)}</p>` : '';
  const header =
    layout.header === 'none'
      ? ''
      : `<header class="${layout.header === 'nav' ? 'ssr-bar' : 'ssr-logo'}"><a href="/">${name}</a></header>`;
  return `${header}${note}${main}`;
}

/**
 * A member's page (the server draws no member's content, decision 0124) with its layout's bar
 * inside the shell's root: the browser paints it while the code loads, and the shell's first
 * render replaces it (React empties the element it renders into). Unchanged for a layout
 * without a bar, and for a shell without a marked root.
 */
export function withBarInRoot(html: string, layout: LayoutDeclaration, siteName: string): string {
  if (layout.header === 'none' || !SERVER_PAINT_ROOT.test(html)) return html;
  const bar = chrome(layout, siteName, '', null);
  return html
    .replace(/<\/head>/i, () => `<style>${CHROME_CSS}</style></head>`)
    .replace(SERVER_PAINT_ROOT, (root) => `${root.slice(0, -'</div>'.length)}${bar}</div>`);
}

/** The render's critical CSS as emotion in the browser adopts it (by key and ids). */
const emotionStyle = (css: ServerRenderCss) =>
  css.text
    ? `<style data-emotion="${escapeHtml([css.key, ...css.ids].join(' '))}">${css.text.replace(/<\/style/gi, '<\\/style')}</style>`
    : '';

/**
 * The shell's page with a server paint: the content in its layout's chrome inside
 * `#ssr`, the shell's root hidden until the shell swaps them in one frame, and the
 * critical CSS in the head. Null when this shell cannot take over (it has no marked root).
 */
export function withServerPaint(
  html: string,
  paint: {
    layout: LayoutDeclaration;
    siteName: string;
    html: string;
    css: ServerRenderCss;
    warnings?: PaintWarnings;
    /** The page's script nonce (the dialog's inline script). */
    nonce?: string;
  },
): string | null {
  if (!SERVER_PAINT_ROOT.test(html)) return null;
  const warnings = paint.warnings ?? NO_WARNINGS;
  const dialog = warnings.dialog
    ? `${siteEntryDialog(warnings.dialog)}<script nonce="${escapeHtml(paint.nonce ?? '')}">${SITE_ENTRY_SCRIPT}</script>`
    : '';
  const page = chrome(paint.layout, paint.siteName, paint.html, warnings.line);
  const body = `<div id="${SERVER_PAINT_ID}">${page}${dialog}</div>`;
  return html
    .replace(/<\/head>/i, () => `<style>${CHROME_CSS}</style>${emotionStyle(paint.css)}</head>`)
    .replace(SERVER_PAINT_ROOT, (root) => `${body}${root.replace('<div ', '<div hidden ')}`);
}
