import type { LayoutName } from '@dating/shared-contracts/registry';
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
  `.ssr-main{min-height:60vh;padding:0 0 24px}`,
  '@media (min-width:768px){.ssr-bar{padding:8px 24px}}',
].join('');

function chrome(layout: LayoutName, siteName: string, content: string): string {
  const name = escapeHtml(siteName);
  const main = `<main class="ssr-main" data-layout="${layout}">${content}</main>`;
  switch (layout) {
    case 'lander':
      return `<header class="ssr-logo"><a href="/">${name}</a></header>${main}`;
    case 'default':
      return `<header class="ssr-bar"><a href="/">${name}</a></header>${main}`;
    default:
      return main;
  }
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
  paint: { layout: LayoutName; siteName: string; html: string; css: ServerRenderCss },
): string | null {
  if (!SERVER_PAINT_ROOT.test(html)) return null;
  const body = `<div id="${SERVER_PAINT_ID}">${chrome(paint.layout, paint.siteName, paint.html)}</div>`;
  return html
    .replace(/<\/head>/i, () => `<style>${CHROME_CSS}</style>${emotionStyle(paint.css)}</head>`)
    .replace(SERVER_PAINT_ROOT, (root) => `${body}${root.replace('<div ', '<div hidden ')}`);
}
