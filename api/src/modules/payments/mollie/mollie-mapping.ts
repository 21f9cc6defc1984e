import { PAYMENT_METHODS, type PaymentMethod } from '@dating/shared-contracts/api';
import {
  providerLocale,
  type Money,
  type ProviderMandate,
  type ProviderStatus,
} from '../payment-provider';

/**
 * Translations between our payment model and Mollie's JSON (decision 0122, providers part):
 * amounts as strings with two decimals, Mollie's locales, statuses and methods, and the
 * label a member knows a mandate or payer by.
 */

/** Currencies Mollie writes with two decimals: every currency of our packages. */
const TWO_DECIMALS = new Set(['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'DKK', 'SEK', 'NOK']);

/** Cents as Mollie's `{ currency, value: "12.50" }`; integer arithmetic, no float rounding. */
export function mollieAmount(money: Money): { currency: string; value: string } {
  if (!Number.isInteger(money.cents) || money.cents < 0) {
    throw new Error(`not an amount in cents: ${money.cents}`);
  }
  if (!TWO_DECIMALS.has(money.currency)) throw new Error(`unsupported currency ${money.currency}`);
  const whole = Math.floor(money.cents / 100);
  const cents = String(money.cents % 100).padStart(2, '0');
  return { currency: money.currency, value: `${whole}.${cents}` };
}

/** Mollie's `"12.50"` as cents (1250). */
export function centsOf(value: string | undefined | null): number {
  if (!value) return 0;
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`not a Mollie amount: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Our languages (and Mollie's own `nl_NL` form) as a Mollie locale. */
export function mollieLocale(locale: string): string {
  if (/^[a-z]{2}_[A-Z]{2}$/.test(locale)) return locale;
  return providerLocale(locale.slice(0, 2).toLowerCase());
}

const STATUSES: readonly ProviderStatus[] = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
];

/** Mollie's payment status; anything new is treated as still pending (asked again later). */
export function providerStatus(status: string): ProviderStatus {
  return (STATUSES as readonly string[]).includes(status) ? (status as ProviderStatus) : 'pending';
}

/** Mollie's method name as ours; methods we do not offer are null. */
export function ourMethod(method: string | null | undefined): PaymentMethod | null {
  return method && (PAYMENT_METHODS as readonly string[]).includes(method)
    ? (method as PaymentMethod)
    : null;
}

/** An IBAN as members recognise it without showing it: "NL** **** **** 4300". */
export function maskedIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 2)}** **** **** ${compact.slice(-4)}`;
}

const CARD_LABELS: Readonly<Record<string, string>> = {
  'American Express': 'Amex',
  Mastercard: 'Mastercard',
  Visa: 'Visa',
  Maestro: 'Maestro',
};

interface PayerDetails {
  cardLabel?: string | null;
  cardNumber?: string | null;
  consumerAccount?: string | null;
  consumerName?: string | null;
  paypalReference?: string | null;
}

/** How a payment's payer or a mandate is shown ("Visa •••• 4242", "NL** **** **** 4300"). */
export function payerLabel(method: string | null | undefined, details: unknown): string | null {
  if (!details || typeof details !== 'object') return null;
  const d = details as PayerDetails;
  if (method === 'creditcard' && d.cardNumber) {
    const brand = (d.cardLabel && CARD_LABELS[d.cardLabel]) ?? d.cardLabel ?? 'Card';
    return `${brand} •••• ${d.cardNumber.slice(-4)}`;
  }
  if (d.consumerAccount && /^[A-Z]{2}[0-9]{2}/i.test(d.consumerAccount)) {
    return maskedIban(d.consumerAccount);
  }
  if (method === 'paypal' && d.consumerAccount) return `PayPal ${d.consumerAccount}`;
  return null;
}

export function mandateStatus(status: string): ProviderMandate['status'] {
  return status === 'valid' || status === 'pending' ? status : 'invalid';
}

export function mandateMethod(method: string): ProviderMandate['method'] {
  if (method === 'creditcard' || method === 'paypal') return method;
  return 'directdebit';
}
