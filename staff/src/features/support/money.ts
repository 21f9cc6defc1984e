import { formatMoney } from '@dating/shared-contracts/api';

const LOCALES = { nl: 'nl-NL', en: 'en-GB' } as const;

/** An amount as the console's language writes it ("€ 12,50", "€12.50"). */
export const money = (cents: number, currency: string, language: string): string =>
  formatMoney(cents, currency, language === 'en' ? LOCALES.en : LOCALES.nl);

/**
 * Cents of an amount typed in euros: whole euros, or with one or two decimals after a comma
 * or a point ("12", "12,5", "12.50"); null for anything else.
 */
export function centsOf(typed: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The amount as the refund field shows it to start with: "12,50" or "12.50". */
export const euros = (cents: number, language: string): string =>
  (cents / 100).toFixed(2).replace('.', language === 'en' ? '.' : ',');
