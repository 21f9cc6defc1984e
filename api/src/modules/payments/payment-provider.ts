import type { PaymentMethod } from '@dating/shared-contracts/api';

/**
 * A payment provider as the payments module sees it (decision 0122): the built-in test
 * provider by default, Mollie when MOLLIE_API_KEY is set. Shaped after Mollie's API: a
 * webhook only names a payment, the module then asks `getPayment` for the truth.
 */
export interface PaymentProvider {
  /** Stored with each payment (`payments.provider`): `test` or `mollie`. */
  readonly name: string;
  /** Methods offered in a country (ISO 3166 alpha-2), with their banks where one is chosen here. */
  methods(country: string, currency: string): Promise<ProviderMethod[]>;
  createPayment(input: CreateProviderPayment): Promise<ProviderPayment>;
  getPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** A refund of part or all of a paid payment. */
  createRefund(input: CreateProviderRefund): Promise<ProviderRefund>;
  /** A customer to hold mandates (first and recurring payments). */
  createCustomer(input: {
    name: string;
    email: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
  /** A SEPA direct-debit mandate the member confirmed with the SMS code. */
  createDirectDebitMandate(input: {
    customerId: string;
    consumerName: string;
    consumerAccount: string;
    signatureDate: string;
    mandateReference: string;
  }): Promise<ProviderMandate>;
  getMandate(customerId: string, mandateId: string): Promise<ProviderMandate>;
  /** Ends a mandate: nothing can be charged on it any more. Revoking one twice is no error. */
  revokeMandate(customerId: string, mandateId: string): Promise<void>;
}

export interface ProviderMethod {
  readonly id: PaymentMethod;
  readonly issuers: readonly { id: string; name: string }[];
}

export interface Money {
  /** In the currency's minor unit (cents). */
  readonly cents: number;
  /** ISO 4217. */
  readonly currency: string;
}

export interface CreateProviderPayment {
  readonly amount: Money;
  readonly description: string;
  readonly method: PaymentMethod;
  readonly issuer?: string;
  /** Where the provider sends the member back (our status page). */
  readonly redirectUrl: string;
  /** Where the provider posts `id=<payment id>` on every change. */
  readonly webhookUrl: string;
  readonly locale: string;
  /** oneoff; first (leaves a mandate on the customer); recurring (charges a mandate, no checkout). */
  readonly sequenceType: 'oneoff' | 'first' | 'recurring';
  readonly customerId?: string;
  readonly mandateId?: string;
  /** Our payment id, so the provider's dashboard and our rows name each other. */
  readonly metadata: { readonly paymentId: string; readonly userId: string };
  /** Sent as the Idempotency-Key header: a retried create makes one payment. */
  readonly idempotencyKey: string;
}

/** The provider's statuses, as Mollie names them. */
export type ProviderStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPayment {
  readonly id: string;
  readonly status: ProviderStatus;
  readonly amount: Money;
  readonly method: PaymentMethod | null;
  /** The hosted checkout; null once there is nothing to do there (or for recurring). */
  readonly checkoutUrl: string | null;
  readonly customerId: string | null;
  /** The mandate a first payment made, or a recurring one used. */
  readonly mandateId: string | null;
  /** How the payer is shown ("Visa •••• 4242", "NL** **** 4300"), where the provider says. */
  readonly payerLabel: string | null;
  readonly metadata: Record<string, string> | null;
  /** Refunded so far, in cents. */
  readonly refundedCents: number;
}

export interface CreateProviderRefund {
  readonly providerPaymentId: string;
  readonly amount: Money;
  readonly description: string;
  readonly idempotencyKey: string;
}

export interface ProviderRefund {
  readonly id: string;
  readonly status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
}

export interface ProviderMandate {
  readonly id: string;
  readonly status: 'pending' | 'valid' | 'invalid';
  readonly method: 'directdebit' | 'creditcard' | 'paypal';
  readonly label: string;
}

/** The provider could not be reached or answered with a server error: try again later. */
export class ProviderUnavailableError extends Error {}

/** Our status (pending, completed, failed or cancelled) of a provider status. */
export function ourStatus(
  status: ProviderStatus,
): 'pending' | 'completed' | 'failed' | 'cancelled' {
  switch (status) {
    case 'paid':
      return 'completed';
    case 'failed':
    case 'expired':
      return 'failed';
    case 'canceled':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** The provider's locale (Mollie's `nl_NL`) of a member's language. */
const LOCALES: Readonly<Record<string, string>> = {
  nl: 'nl_NL',
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  da: 'da_DK',
  fi: 'fi_FI',
  nb: 'nb_NO',
  sv: 'sv_SE',
  pl: 'pl_PL',
};
export const providerLocale = (language: string): string => LOCALES[language] ?? 'en_GB';
