/** Why no position came: the member said no, the browser could not tell, or has no GPS API. */
export type PositionProblem = 'denied' | 'unavailable' | 'unsupported';

/** A position the browser remembers may be at most an hour old (geolocation's maximumAge). */
export const LOCATION_MAX_AGE_MS = 60 * 60 * 1000;
const TIMEOUT_MS = 15_000;

/**
 * The browser's position, rounded to two decimals (about a kilometre: the API only wants
 * the nearest city), or why there is none.
 */
export function currentPosition(): Promise<{ lat: number; lon: number } | PositionProblem> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve('unsupported');
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: round(coords.latitude), lon: round(coords.longitude) }),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: LOCATION_MAX_AGE_MS, timeout: TIMEOUT_MS, enableHighAccuracy: false },
    );
  });
}
