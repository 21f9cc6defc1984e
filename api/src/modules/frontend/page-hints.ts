import {
  BOOT_DATA_ELEMENT_ID,
  serializeBootData,
  type BootData,
} from '@dating/shared-contracts/registry';
import {
  TRAFFIC_SOURCE_STORAGE_KEY,
  TRAFFIC_SOURCE_TTL_MS,
} from '@dating/shared-contracts/tracking';
import { escapeHtml } from '../../lib/html';

/** Preload hints for the owning release's entry and the chunks its first render needs. */
export function preloadLinks(
  files: readonly string[],
  integrity: Readonly<Record<string, string>> = {},
): string {
  return files
    .map((href) => {
      // The script it is for carries an integrity hash: a preload without the same is not used.
      const hash = integrity[href] ? ` integrity="${escapeHtml(integrity[href])}"` : '';
      return `<link rel="preload" as="script" href="${escapeHtml(href)}"${hash}>`;
    })
    .join('');
}

/** What the shell's build lists in `boot-files.json` (scripts/build.mjs): root-relative chunks. */
const BOOT_FILE = /^\/[\w.-]+\.js$/;

/**
 * The chunks the shell's entry asks for as it boots, from the list its build writes; none
 * when the list is missing or not what the build writes (an older shell, a hand-made folder).
 */
export function shellBootFiles(listed: string | null): string[] {
  if (listed === null) return [];
  try {
    const files: unknown = JSON.parse(listed);
    return Array.isArray(files) &&
      files.every((file) => typeof file === 'string' && BOOT_FILE.test(file))
      ? (files as string[])
      : [];
  } catch {
    return [];
  }
}

/**
 * The chunk of the shell's own texts in a page's language, from the map its build writes
 * (`boot-texts.json`); none when the map is missing, not what the build writes, or has no
 * such language.
 */
export function shellTextsFile(listed: string | null, language: string): string[] {
  if (listed === null) return [];
  try {
    const files: unknown = JSON.parse(listed);
    const file =
      files && typeof files === 'object' ? (files as Record<string, unknown>)[language] : null;
    return typeof file === 'string' && BOOT_FILE.test(file) ? [file] : [];
  } catch {
    return [];
  }
}

/**
 * The boot data as an inert JSON script element the shell reads before anything else. A data
 * block never runs, but it carries the response's CSP nonce all the same: should it ever
 * become a script, it stays the one inline script the policy allows.
 */
export function bootDataScript(data: BootData, nonce: string): string {
  return `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json" nonce="${escapeHtml(nonce)}">${serializeBootData(data)}</script>`;
}

/** The shell's own script elements as its build writes them (`<script defer src=…>`). */
const SHELL_SCRIPT = /<script\b(?=[^>]*\sdefer[\s>])[^>]*\ssrc="?([^"\s>]+)"?[^>]*><\/script>/gi;

/**
 * The shell's first-touch keeping of the traffic source (`keepTrafficSource`, decision 0117)
 * for a page whose code comes after the paint: a visitor who lands on `/?network=x` and
 * follows a link before the shell has run would otherwise lose the source. Same documented
 * record, same rule: a query naming network or ref is kept unless an unexpired one is.
 */
export function trafficSourceKeeper(): string {
  return (
    `try{var q=location.search,k=${JSON.stringify(TRAFFIC_SOURCE_STORAGE_KEY)},n=Date.now(),` +
    "o=JSON.parse(localStorage.getItem(k)||'0');" +
    `if(/[?&](network|ref)=[^&]/.test(q)&&!(o&&o.expires>n))` +
    `localStorage.setItem(k,JSON.stringify({search:q,expires:n+${TRAFFIC_SOURCE_TTL_MS}}))}catch(e){}`
  );
}

/**
 * A page the server painted (decision 0124) loads its code once that paint is on screen
 * (decision 0129): the shell's scripts and the owning release's preloads leave the head and
 * an inline loader adds them after the first frame (or after 200 ms, should frames not come
 * in a background tab). The content, its critical CSS and its LCP image get the connection
 * and the main thread first; the code starts one frame later, in the same order as before.
 * Null when the page has no script this can move (it is then served as it is).
 */
export function afterFirstPaint(
  html: string,
  options: {
    preloads: readonly string[];
    /** Integrity hashes of preloaded files whose scripts carry one (a release's entry). */
    integrity?: Readonly<Record<string, string>>;
    nonce: string;
  },
): string | null {
  const scripts = [...html.matchAll(SHELL_SCRIPT)].map((match) => match[1] as string);
  if (scripts.length === 0) return null;
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const loader =
    trafficSourceKeeper() +
    `(function(){var s=${json(scripts)},p=${json(options.preloads)},i=${json(options.integrity ?? {})},d=document,done=0;` +
    'function go(){if(done)return;done=1;' +
    "p.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;if(i[h])l.integrity=i[h];d.head.appendChild(l);});" +
    "s.forEach(function(h){var e=d.createElement('script');e.src=h;e.async=false;d.head.appendChild(e);});}" +
    'requestAnimationFrame(function(){setTimeout(go,0);});setTimeout(go,200);})();';
  return html
    .replace(SHELL_SCRIPT, '')
    .replace(
      /<\/body>/i,
      () => `<script nonce="${escapeHtml(options.nonce)}">${loader}</script></body>`,
    );
}
