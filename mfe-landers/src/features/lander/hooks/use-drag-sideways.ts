import { useRef, useState, type PointerEvent } from 'react';

/** A drag counts as a swipe past a quarter of the card's width, and at least this far (px). */
const MIN_SWIPE_PX = 80;

/**
 * Dragging an element sideways with a finger, pen or mouse (pointer events). `offset` is how
 * far it is dragged now; letting go past the threshold calls `onSwipe`, else it springs back.
 */
export function useDragSideways(onSwipe: (direction: 'left' | 'right') => void) {
  const drag = useRef<{ pointer: number; from: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const release = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointer !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    const moved = event.clientX - current.from;
    const threshold = Math.max(MIN_SWIPE_PX, event.currentTarget.offsetWidth / 4);
    if (Math.abs(moved) >= threshold) onSwipe(moved > 0 ? 'right' : 'left');
  };

  return {
    offset,
    dragHandlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!event.isPrimary || event.button > 0) return;
        drag.current = { pointer: event.pointerId, from: event.clientX };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = drag.current;
        if (current?.pointer === event.pointerId) setOffset(event.clientX - current.from);
      },
      onPointerUp: release,
      onPointerCancel() {
        drag.current = null;
        setOffset(0);
      },
    },
  };
}
