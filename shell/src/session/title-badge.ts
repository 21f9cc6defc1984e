import { distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import type { SessionTotals } from '@dating/platform';
import { badgeCount } from './session-totals';

const COUNT_PREFIX = /^\(\d+\) /;

/** `(N) title` when N is above zero, else the title without any count. */
export function prefixedTitle(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

export type BadgeNavigator = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

/**
 * The page title prefix and the app badge show unread messages plus new
 * likes when above zero. A title set later by a page gets the prefix again.
 */
export function bindTitleAndBadge(
  totals$: Observable<SessionTotals>,
  doc: Document = document,
  nav: BadgeNavigator = navigator,
): () => void {
  let count = 0;
  const applyTitle = () => {
    const title = prefixedTitle(doc.title, count);
    if (title !== doc.title) doc.title = title;
  };
  const observer =
    typeof MutationObserver === 'undefined' ? null : new MutationObserver(applyTitle);
  observer?.observe(doc.head, { childList: true, subtree: true, characterData: true });
  const subscription: Subscription = totals$
    .pipe(map(badgeCount), distinctUntilChanged())
    .subscribe((next) => {
      count = next;
      applyTitle();
      const badge = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
      void badge?.catch(() => undefined);
    });
  return () => {
    subscription.unsubscribe();
    observer?.disconnect();
  };
}
