import { useEffect, useState } from 'react';

const pad = (n: number) => String(n).padStart(2, '0');

/** hh:mm:ss of the time left until `until`, ticking every second; `onEnd` once it is zero. */
export function useCountdown(until: string, onEnd: () => void): string {
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Date.parse(until) - now);
  useEffect(() => {
    if (left === 0) {
      onEnd();
      return undefined;
    }
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => window.clearTimeout(timer);
  }, [left, onEnd]);
  const seconds = Math.ceil(left / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
