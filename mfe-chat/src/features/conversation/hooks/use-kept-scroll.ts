import { useCallback, useLayoutEffect, useRef } from 'react';

/** Within this many pixels of the bottom, new messages keep the log scrolled to the end. */
const NEAR_BOTTOM = 80;

/**
 * The log's scroll position: at the end when it opens and when a message arrives while the
 * member is at the end; where it was when older messages are put above (their height is
 * added to the top, so the distance from the bottom stays); at the end again when the member
 * sends something.
 */
export function useKeptScroll(
  firstId: string | undefined,
  count: number,
  /** The newest message the member composed: sending it brings the end into view. */
  ownKey: string | undefined,
) {
  const element = useRef<HTMLDivElement | null>(null);
  const fromBottom = useRef(0);
  const first = useRef(firstId);
  const own = useRef(ownKey);

  const onScroll = useCallback(() => {
    const box = element.current;
    if (box) fromBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight;
  }, []);

  const ref = useCallback(
    (box: HTMLDivElement | null) => {
      element.current?.removeEventListener('scroll', onScroll);
      element.current = box;
      box?.addEventListener('scroll', onScroll, { passive: true });
    },
    [onScroll],
  );

  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return;
    const prepended = first.current !== undefined && firstId !== first.current;
    const composed = ownKey !== undefined && ownKey !== own.current;
    first.current = firstId;
    own.current = ownKey;
    if (prepended && !composed) {
      box.scrollTop = box.scrollHeight - box.clientHeight - fromBottom.current;
    } else if (composed || fromBottom.current < NEAR_BOTTOM) {
      box.scrollTop = box.scrollHeight;
      fromBottom.current = 0;
    }
  }, [firstId, count, ownKey]);

  return ref;
}
