import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@dating/shared-contracts/api';
import type { TestProviderPaymentTable } from '../../../db/payments.types';
import type { Tx } from '../../../db/unit-of-work';
import type { ProviderMandate, ProviderPayment } from '../payment-provider';
import { TestProviderRepository } from './test-provider.repository';

/** What a member may choose on the test checkout page, in Mollie's words. */
export const TEST_CHOICES = ['paid', 'failed', 'canceled', 'pending', 'expired'] as const;
export type TestChoice = (typeof TEST_CHOICES)[number];

/**
 * Accounts whose direct-debit mandate the test provider refuses (status invalid), so the
 * refusal can be tried: a valid IBAN with the bank code FAIL. A mandate whose consumer name
 * or label contains "fail" is made valid, but every recurring payment on it fails.
 */
export const TEST_FAILING_ACCOUNTS: readonly string[] = ['NL04FAIL0123456789'];

/** Methods that need the euro (SEPA and the Benelux schemes), as at Mollie. */
export const EURO_ONLY: readonly PaymentMethod[] = ['ideal', 'bancontact', 'kbc', 'directdebit'];
export const ALL_METHODS: readonly PaymentMethod[] = [
  'ideal',
  'bancontact',
  'kbc',
  'creditcard',
  'paypal',
  'applepay',
  'banktransfer',
  'directdebit',
];

/** How the test provider shows a payer of a method, as a real one would. */
export const PAYER_LABELS: Record<PaymentMethod, string> = {
  ideal: 'NL** **** **** 4300',
  bancontact: 'BE** **** **** 0361',
  kbc: 'BE** **** **** 0361',
  creditcard: 'Visa •••• 4242',
  paypal: 'PayPal t•••@example.com',
  applepay: 'Apple Pay •••• 1111',
  banktransfer: 'NL** **** **** 4300',
  directdebit: 'NL** **** **** 4300',
};

/**
 * The banks a method lets one choose on our checkout, as Mollie lists them. Mollie also takes
 * a KBC/CBC payment without a bank and asks for it on its own page; the test provider too.
 */
export const TEST_ISSUERS: Partial<Record<PaymentMethod, readonly { id: string; name: string }[]>> =
  {
    kbc: [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ],
  };

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;

/**
 * The `payment.test-webhook` job: posts `id=` as a form, as Mollie does. Anything but a 2xx
 * answer throws, so the job system tries again with backoff.
 */
export async function deliverTestWebhook(payload: {
  providerPaymentId: string;
  url: string;
}): Promise<void> {
  const response = await fetch(payload.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: payload.providerPaymentId }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook ${payload.url} answered ${response.status}`);
}

/** A mandate in the test provider's books; its id. */
export async function insertTestMandate(
  tx: Tx,
  now: Date,
  mandate: {
    customerId: string;
    method: ProviderMandate['method'];
    label: string;
    status: ProviderMandate['status'];
    consumerName?: string;
    consumerAccount?: string;
    reference?: string;
  },
): Promise<string> {
  const id = newId('mdt');
  await new TestProviderRepository(tx.db).insertMandate({
    id,
    customer_id: mandate.customerId,
    method: mandate.method,
    status: mandate.status,
    label: mandate.label,
    consumer_name: mandate.consumerName ?? null,
    consumer_account: mandate.consumerAccount ?? null,
    reference: mandate.reference ?? null,
    created_at: now.toISOString(),
  });
  return id;
}

/** A test payment as the provider interface answers it. */
export function presentTestPayment(
  checkoutUrl: (row: TestProviderPaymentTable) => string,
  row: TestProviderPaymentTable,
): ProviderPayment {
  const open = row.status === 'open' || row.status === 'pending';
  return {
    id: row.id,
    status: row.status,
    amount: { cents: row.amount_cents, currency: row.currency },
    method: row.method as PaymentMethod,
    checkoutUrl: open && row.sequence_type !== 'recurring' ? checkoutUrl(row) : null,
    customerId: row.customer_id,
    mandateId: row.mandate_id,
    payerLabel: row.payer_label,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    refundedCents: row.refunded_cents,
  };
}
