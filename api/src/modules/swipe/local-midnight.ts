/**
 * Midnight in a member's time zone, with no library: Intl knows every zone's offsets
 * (decision 0113). Used for the swipe game's daily allowance.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether this runtime's Intl knows the zone (what the browser sent may be anything). */
export function isTimeZone(value: string): boolean {
  try {
    formatIn(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `instant` in the zone, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
    instant % 1000,
  );
}

/**
 * The first instant after `now` at which the zone's calendar date is the next one: the
 * member's coming midnight. Where a clock change skips midnight, the day starts when the
 * clock resumes.
 */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const instant = now.getTime();
  const wall = wallClock(instant, timeZone);
  const today = new Date(wall);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1);
  // The offset at midnight may differ from now's (a clock change tonight): try both.
  const offsetNow = wall - instant;
  const guess = midnight - offsetNow;
  const offsetThen = wallClock(guess, timeZone) - guess;
  const candidates = [midnight - offsetNow, midnight - offsetThen]
    .filter((at) => at > instant && wallClock(at, timeZone) >= midnight)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? guess);
}
