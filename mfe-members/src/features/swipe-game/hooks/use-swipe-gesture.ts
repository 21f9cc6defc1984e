import { useRef, useState, type PointerEvent } from 'react';

/** How far (px) a card must be dragged to count as a swipe. */
export const SWIPE_DISTANCE = 100;

/**
 * Dragging a card sideways with a finger, pen or mouse (pointer events, no library):
 * released past SWIPE_DISTANCE it calls `onSwipe('right' | 'left')`, otherwise it returns.
 */
export function useSwipeGesture(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const end = () => {
    start.current = null;
    setOffset(0);
  };

  return {
    offset,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        start.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (start.current !== null) setOffset(event.clientX - start.current);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (start.current === null) return;
        const distance = event.clientX - start.current;
        end();
        if (Math.abs(distance) >= SWIPE_DISTANCE) onSwipe(distance > 0 ? 'right' : 'left');
      },
      onPointerCancel: end,
    },
  };
}
