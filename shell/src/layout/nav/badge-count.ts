/** Badges cap at 99+, so a badge never shows more than two digits. */
export const BADGE_CAP = 99;

/** The number a badge shows: the count itself up to the cap, then "99+". */
export function badgeCount(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Credits badge: none above 10, a warning above 0, danger at 0. */
export const LOW_CREDITS = 10;
export type CreditsLevel = 'none' | 'warning' | 'danger';

export function creditsLevel(credits: number): CreditsLevel {
  if (credits > LOW_CREDITS) return 'none';
  return credits > 0 ? 'warning' : 'danger';
}
