/*
 * Payment constants and pure rules that the API and the screens share (decision 0122). No
 * schema code here: browser bundles import these.
 */

/**
 * The payment methods we offer, by the provider's names. `kbc` is the KBC/CBC Payment
 * Button of Belgium, the one method whose bank (KBC or CBC) is chosen on our checkout.
 */
export const PAYMENT_METHODS = [
  'ideal',
  'bancontact',
  'kbc',
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
  'directdebit',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods that can leave a mandate for a one-click repeat order (a recurring payment). */
export const RECURRING_METHODS: readonly PaymentMethod[] = ['creditcard', 'paypal', 'directdebit'];

/** Status of a payment (`loading` is the screen's own state before the answer). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** Days after a purchase in which a member may withdraw (EU consumer rights, CJEU C-641/19). */
export const WITHDRAWAL_DAYS = 14;

/** An SMS code of the direct-debit form: digits, this many. */
export const SMS_CODE_LENGTH = 6;
/** Wrong SMS codes before the request is refused and a new one must be made. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** Minutes an SMS code of the direct-debit form stays valid. */
export const SMS_CODE_MINUTES = 10;
/** Direct-debit forms one member may send in 24 hours (each sends an SMS). */
export const DIRECT_DEBIT_MAX_REQUESTS_PER_DAY = 3;
/**
 * What one member may buy by direct debit in 30 days, in cents (pending and completed): a
 * debit can be reversed for eight weeks, so the exposure stays small.
 */
export const DIRECT_DEBIT_MAX_CENTS_PER_30_DAYS = 15_000;

/** Length of an IBAN per country (ISO 13616 registry), for the countries we serve and their neighbours. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  CZ: 24,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
};

/** The IBAN without spaces, in capitals. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * Whether an IBAN is well formed: a known country's length and format (NL: four letters of
 * the bank, then ten digits) and the mod-97 check of ISO 7064.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  if (iban.startsWith('NL') && !/^NL[0-9]{2}[A-Z]{4}[0-9]{10}$/.test(iban)) return false;
  if (iban.startsWith('DE') && !/^DE[0-9]{20}$/.test(iban)) return false;
  if (iban.startsWith('BE') && !/^BE[0-9]{14}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The IBAN in groups of four, as people write it. */
export const formatIban = (value: string): string =>
  normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** A price in cents as the member's locale writes it ("€ 12,50"). */
export const formatMoney = (cents: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);

/**
 * How a shown price reduction is stated (price indication rules): against the lowest list
 * price of the 30 days before (`lowest_30d_cents`, else the list price), never against a
 * higher one; the percentage reckoned from that price, rounded. Null: no reduction to show.
 */
export function shownReduction(pkg: {
  readonly price_cents: number;
  readonly amount_cents: number;
  readonly lowest_30d_cents?: number;
}): { readonly fromCents: number; readonly percentage: number } | null {
  const fromCents = Math.min(pkg.lowest_30d_cents ?? pkg.price_cents, pkg.price_cents);
  if (fromCents <= 0 || pkg.amount_cents >= fromCents) return null;
  const percentage = Math.round(((fromCents - pkg.amount_cents) * 100) / fromCents);
  return percentage > 0 ? { fromCents, percentage } : null;
}
