import { Subscription, type Observable } from 'rxjs';
import type { RemoteState } from './remote-status';

export { SERVER_PAINT_ID } from './server-paint-id';

/** Past this, the shell shows itself whatever the remote is doing: a paint must not stay frozen. */
export const HANDOVER_TIMEOUT_MS = 8000;

export interface HandoverInput {
  /** The server's paint, or null when the page came without one. */
  readonly paint: HTMLElement | null;
  /** The shell's root, hidden while the paint shows. */
  readonly root: HTMLElement;
  /** The owning remote's state, or null when no remote owns the page (the shell's 404). */
  readonly owner: Observable<RemoteState> | null;
  /** The owning remote's outlet element. */
  readonly outlet: HTMLElement | null;
  readonly timeoutMs?: number;
}

/**
 * A remote's screen is drawn once its outlet has content and nothing on the page is busy
 * loading: neither the remote nor a modal the shell shows over it (the site-entry warning
 * the server drew too, decision 0128).
 */
const drawn = (outlet: HTMLElement, root: HTMLElement) =>
  outlet.childElementCount > 0 && root.querySelector('[aria-busy="true"]') === null;

/**
 * The element of `root` that is `control` of the paint: the same kind, text and link. The
 * paint's question (the site-entry dialog) is the page's dialog: there is one at a time, and
 * comparing the text of every element of its kind (each `div` of the page) walked the page once
 * for each of them, and could find a wrapper that cannot take focus.
 */
const sameControl = (root: HTMLElement, control: Element) =>
  control.getAttribute('role') === 'dialog'
    ? (root.querySelector<HTMLElement>('[role="dialog"]') ?? undefined)
    : [...root.querySelectorAll<HTMLElement>(control.tagName)].find(
        (candidate) =>
          candidate.textContent === control.textContent &&
          candidate.getAttribute('href') === control.getAttribute('href'),
      );

/**
 * Swaps the server's paint for the shell's root in one frame (decision 0124), once the
 * owning remote has drawn its screen (not its loading state), or has failed (its fallback
 * shows), or after a timeout. Until then the paint stays, its links working as plain
 * links, and the root renders hidden, so nothing visible moves or flashes in between.
 */
export function handOverFromServer(input: HandoverInput): void {
  const { paint, root, outlet } = input;
  if (!paint) return;
  let done = false;
  let observer: MutationObserver | null = null;
  // The owner's state, listened to until the swap; added after it (an owner that had failed
  // already swaps while subscribing), the listener ends at once.
  const states = new Subscription();
  // A press under way on the paint (a tap on one of its links, begun perhaps before the shell
  // ran) ends on what it began on: removed between its down and its up, the link would never
  // get the click, and the tap would be lost. The swap waits for the release and its click.
  let waiting = false;
  const again = () => {
    waiting = false;
    setTimeout(swap);
  };
  const swap = () => {
    if (done) return;
    if (paint.matches(':active')) {
      if (!waiting)
        for (const type of ['pointerup', 'pointercancel', 'keyup'])
          addEventListener(type, again, { capture: true, once: true });
      waiting = true;
      return;
    }
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    states.unsubscribe();
    const focused = paint.contains(document.activeElement) ? document.activeElement : null;
    paint.remove();
    root.hidden = false;
    // A keyboard user who tabbed into the paint goes on from the same control in the page.
    if (focused) sameControl(root, focused)?.focus();
  };
  const timer = setTimeout(swap, input.timeoutMs ?? HANDOVER_TIMEOUT_MS);
  if (!input.owner || !outlet) {
    // The shell draws this page itself: its first render is enough.
    requestAnimationFrame(swap);
    return;
  }
  const whenDrawn = () => {
    if (drawn(outlet, root)) swap();
  };
  states.add(
    input.owner.subscribe((state) => {
      if (state.kind === 'failed' || state.kind === 'crashed') swap();
      if (state.kind !== 'mounted' || observer || done) return;
      observer = new MutationObserver(whenDrawn);
      observer.observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      whenDrawn();
    }),
  );
}
