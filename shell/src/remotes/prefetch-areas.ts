import { matchRoute } from '@dating/shared-contracts';
import type { RemoteCatalog } from './remote-catalog';

export interface PrefetchDeps {
  readonly catalog: RemoteCatalog;
  /** The page's language: a release's texts are named after it (`{lang}` in its file list). */
  readonly locale: () => string;
}

/** How long the loaded page rests before the areas of its navigation are fetched ahead. */
export const REST_MS = 3000;

/**
 * Fetches ahead the files of the areas a member or visitor is likely to enter next, so that
 * entering one runs code the browser already has instead of a waterfall of entry, module and
 * texts: those of a link the pointer or the focus reaches (preloaded), and, once the loaded page has
 * rested, those the page's header and navigation lead to (never with Save-Data on). What a
 * first visit needs comes first and is not shared with these. Release files never change
 * (their folder is their version), so the browser keeps them.
 */
export function startPrefetching({ catalog, locale }: PrefetchDeps): void {
  const fetched = new Set<string>();
  // A pointed-at link may be clicked any moment: its files are preloaded, which the click's own
  // requests then share; the navigation's areas are fetched at the lowest priority.
  const prefetch = (link: Element | null | undefined, rel = 'prefetch') => {
    const path = (link as HTMLAnchorElement | null)?.pathname;
    const owner = path ? matchRoute(path, catalog.routes)?.route.owner : undefined;
    const release = owner && catalog.releases.get(owner);
    if (!release || release.incompatible) return;
    for (const file of [release.entry, ...(release.preload ?? [])]) {
      const href = file.replace('{lang}', locale());
      if (fetched.has(href)) continue;
      fetched.add(href);
      const hint = document.createElement('link');
      hint.rel = rel;
      hint.setAttribute('as', 'script');
      hint.href = href;
      // A preload is used only by a request with the same integrity (the entry's script).
      if (file === release.entry && release.integrity)
        hint.setAttribute('integrity', release.integrity);
      document.head.append(hint);
    }
  };
  const LINK = 'a[href^="/"]';
  const onPoint = (event: Event) => prefetch((event.target as Element).closest?.(LINK), 'preload');
  document.addEventListener('pointerover', onPoint, { passive: true });
  document.addEventListener('focusin', onPoint);
  const ahead = () => {
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
    for (const link of document.querySelectorAll(`header ${LINK}, nav ${LINK}`))
      if (!link.closest('footer')) prefetch(link);
  };
  const rest = () => setTimeout(() => (window.requestIdleCallback ?? setTimeout)(ahead), REST_MS);
  if (document.readyState === 'complete') rest();
  else window.addEventListener('load', rest, { once: true });
}
