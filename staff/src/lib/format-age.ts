import type { TFunction } from 'i18next';

/** How long something has waited, in the inbox's short form: "12 min", "3 u", "2 d". */
export function formatAge(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('age.now');
  if (seconds < 3600) return t('age.minutes', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('age.hours', { count: Math.floor(seconds / 3600) });
  return t('age.days', { count: Math.floor(seconds / 86_400) });
}

/** Seconds from an ISO time until `now`, never below zero (a clock a little ahead). */
export const secondsSince = (iso: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));

/** A moment as a short date and time in the console's language. */
export const formatMoment = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
