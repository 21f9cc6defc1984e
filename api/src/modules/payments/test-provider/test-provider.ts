import { normalizeIban, type PaymentMethod } from '@dating/shared-contracts/api';
import type { Db } from '../../../db/database';
import type { TestProviderPaymentTable } from '../../../db/payments.types';
import type { Tx, UnitOfWork } from '../../../db/unit-of-work';
import type { TestProviderSettings } from '../../../config';
import {
  ProviderUnavailableError,
  type CreateProviderPayment,
  type CreateProviderRefund,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderMethod,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-provider';
import {
  ALL_METHODS,
  EURO_ONLY,
  PAYER_LABELS,
  TEST_FAILING_ACCOUNTS,
  TEST_ISSUERS,
  insertTestMandate,
  newId,
  presentTestPayment,
  type TestChoice,
} from './test-provider-rules';
import { TestProviderRepository } from './test-provider.repository';

export { TEST_CHOICES, TEST_FAILING_ACCOUNTS, deliverTestWebhook } from './test-provider-rules';
export type { TestChoice } from './test-provider-rules';

/**
 * The built-in payment provider (decision 0122-payments-core): a stand-in for Mollie that
 * keeps its books in its own tables, shows a hosted checkout page where one chooses the
 * outcome, and posts webhooks as jobs: retried on failure, late by `webhookDelayMs` and
 * sometimes twice (`duplicateRate`). Recurring payments settle by themselves.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test';
  /** While true every call fails as an unreachable provider would (tests of the 503 path). */
  outage = false;

  constructor(
    private readonly db: Db,
    private readonly unitOfWork: UnitOfWork,
    private readonly publicUrl: string,
    private readonly settings: TestProviderSettings,
    private readonly now: () => Date,
    private readonly random: () => number = Math.random,
  ) {}

  async methods(_country: string, currency: string): Promise<ProviderMethod[]> {
    this.reachable();
    return ALL_METHODS.filter((id) => currency === 'EUR' || !EURO_ONLY.includes(id)).map((id) => ({
      id,
      issuers: (TEST_ISSUERS[id] ?? []).map((issuer) => ({ ...issuer })),
    }));
  }

  /**
   * The hosted checkout is served by this app, on the address the member is sent back to: the
   * origin of the payment's redirect URL, the member's own (decision 0139). Were it another,
   * the page's return would cross origins: a new login there, and a form its CSP refuses.
   */
  checkoutUrl(row: Pick<TestProviderPaymentTable, 'id' | 'redirect_url'>): string {
    let origin: string;
    try {
      origin = new URL(row.redirect_url).origin;
    } catch {
      origin = this.publicUrl;
    }
    return `${origin}/test-provider/checkout/${row.id}`;
  }

  async createPayment(input: CreateProviderPayment): Promise<ProviderPayment> {
    this.reachable();
    const existing = await new TestProviderRepository(this.db).paymentByIdempotencyKey(
      input.idempotencyKey,
    );
    if (existing) return presentTestPayment(this.checkoutUrl.bind(this), existing);
    const recurring = input.sequenceType === 'recurring';
    if (recurring && (!input.customerId || !input.mandateId)) {
      throw new Error('A recurring payment needs a customer and a mandate');
    }
    // As Mollie: a bank the method does not list is refused (ours checks before asking).
    if (input.issuer && !TEST_ISSUERS[input.method]?.some((i) => i.id === input.issuer)) {
      throw new Error(`The method ${input.method} has no bank ${input.issuer}`);
    }
    const now = this.now().toISOString();
    const id = newId('tr');
    const row = await this.unitOfWork.run(async (tx) => {
      const inserted = await new TestProviderRepository(tx.db).insertPayment({
        id,
        amount_cents: input.amount.cents,
        currency: input.amount.currency,
        description: input.description,
        method: input.method,
        issuer: input.issuer ?? null,
        // A recurring payment has no checkout: the bank or card is charged, it settles later.
        status: recurring ? 'pending' : 'open',
        sequence_type: input.sequenceType,
        customer_id: input.customerId ?? null,
        mandate_id: input.mandateId ?? null,
        payer_label: null,
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
        locale: input.locale,
        metadata: JSON.stringify(input.metadata),
        idempotency_key: input.idempotencyKey,
        refunded_cents: 0,
        created_at: now,
        updated_at: now,
      });
      if (recurring) {
        await tx.enqueue(
          'payment.test-settle',
          { providerPaymentId: id },
          { runAt: new Date(this.now().getTime() + this.settings.settleDelayMs) },
        );
      }
      return inserted;
    });
    return presentTestPayment(this.checkoutUrl.bind(this), row);
  }

  async getPayment(providerPaymentId: string): Promise<ProviderPayment> {
    this.reachable();
    const row = await this.payment(providerPaymentId);
    if (!row) throw new Error(`No test payment ${providerPaymentId}`);
    return presentTestPayment(this.checkoutUrl.bind(this), row);
  }

  /** The payment as the checkout page shows it, or undefined. */
  async payment(id: string) {
    return new TestProviderRepository(this.db).payment(id);
  }

  /**
   * The choice made on the checkout page: only an open or pending payment changes (pending
   * may be chosen again later). Paid makes a first payment's mandate. Every change schedules
   * the webhook. Returns the payment as it is now.
   */
  async choose(id: string, choice: TestChoice): Promise<TestProviderPaymentTable | undefined> {
    return this.unitOfWork.run(async (tx) => {
      const row = await new TestProviderRepository(tx.db).payment(id);
      if (!row || (row.status !== 'open' && row.status !== 'pending')) return row;
      if (row.sequence_type === 'recurring') return row;
      let mandateId = row.mandate_id;
      if (choice === 'paid' && row.sequence_type === 'first' && row.customer_id) {
        mandateId = await insertTestMandate(tx, this.now(), {
          customerId: row.customer_id,
          method: row.method as ProviderMandate['method'],
          label: PAYER_LABELS[row.method as PaymentMethod],
          status: 'valid',
        });
      }
      return this.change(tx, row, choice, mandateId);
    });
  }

  /** The `payment.test-settle` job: a recurring payment is paid, or fails on a "fail" mandate. */
  async settle(providerPaymentId: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const repo = new TestProviderRepository(tx.db);
      const row = await repo.payment(providerPaymentId);
      if (!row || row.status !== 'pending') return;
      const mandate = await repo.mandate(row.mandate_id ?? '');
      const fails =
        !mandate ||
        mandate.status !== 'valid' ||
        /fail/i.test(`${mandate.label} ${mandate.consumer_name ?? ''}`);
      await this.change(tx, row, fails ? 'failed' : 'paid', row.mandate_id);
    });
  }

  async createRefund(input: CreateProviderRefund): Promise<ProviderRefund> {
    this.reachable();
    return this.unitOfWork.run(async (tx) => {
      const repo = new TestProviderRepository(tx.db);
      const existing = await repo.refundByIdempotencyKey(input.idempotencyKey);
      if (existing) return existing;
      // Conditional: only what is left of a paid payment can be refunded.
      const updated = await repo.addRefunded(
        input.providerPaymentId,
        input.amount,
        this.now().toISOString(),
      );
      if (!updated) throw new Error(`Test payment ${input.providerPaymentId} cannot be refunded`);
      const refund = { id: newId('re'), status: 'refunded' as const };
      await repo.insertRefund({
        ...refund,
        payment_id: input.providerPaymentId,
        amount_cents: input.amount.cents,
        currency: input.amount.currency,
        description: input.description,
        idempotency_key: input.idempotencyKey,
        created_at: this.now().toISOString(),
      });
      return refund;
    });
  }

  async createCustomer(input: {
    name: string;
    email: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }> {
    this.reachable();
    const id = newId('cst');
    await new TestProviderRepository(this.db).insertCustomer({
      id,
      name: input.name,
      email: input.email,
      metadata: JSON.stringify(input.metadata),
      created_at: this.now().toISOString(),
    });
    return { id };
  }

  /** Valid at once, except for an account of TEST_FAILING_ACCOUNTS (invalid). */
  async createDirectDebitMandate(input: {
    customerId: string;
    consumerName: string;
    consumerAccount: string;
    signatureDate: string;
    mandateReference: string;
  }): Promise<ProviderMandate> {
    this.reachable();
    const account = normalizeIban(input.consumerAccount);
    const label = `${account.slice(0, 2)}** **** **** ${account.slice(-4)}`;
    const status = TEST_FAILING_ACCOUNTS.includes(account) ? 'invalid' : 'valid';
    const id = await this.unitOfWork.run((tx) =>
      insertTestMandate(tx, this.now(), {
        customerId: input.customerId,
        method: 'directdebit',
        label,
        status,
        consumerName: input.consumerName,
        consumerAccount: account,
        reference: input.mandateReference,
      }),
    );
    return { id, status, method: 'directdebit', label };
  }

  async getMandate(customerId: string, mandateId: string): Promise<ProviderMandate> {
    this.reachable();
    const row = await new TestProviderRepository(this.db).mandateOf(customerId, mandateId);
    if (!row) throw new Error(`No test mandate ${mandateId}`);
    return { id: row.id, status: row.status, method: row.method, label: row.label };
  }

  async revokeMandate(customerId: string, mandateId: string): Promise<void> {
    this.reachable();
    await new TestProviderRepository(this.db).setMandateStatus(customerId, mandateId, 'invalid');
  }

  private reachable() {
    if (this.outage) throw new ProviderUnavailableError('The test provider is switched off');
  }

  /** Sets the status and schedules its webhook: late by the delay, sometimes twice. */
  private async change(
    tx: Tx,
    row: TestProviderPaymentTable,
    status: TestChoice,
    mandateId: string | null,
  ): Promise<TestProviderPaymentTable> {
    const updated = await new TestProviderRepository(tx.db).setStatus(row.id, {
      status,
      mandate_id: mandateId,
      payer_label: status === 'paid' ? PAYER_LABELS[row.method as PaymentMethod] : null,
      updated_at: this.now().toISOString(),
    });
    const at = this.now().getTime() + this.settings.webhookDelayMs;
    const webhook = { providerPaymentId: row.id, url: row.webhook_url };
    await tx.enqueue('payment.test-webhook', webhook, { runAt: new Date(at) });
    if (this.random() < this.settings.duplicateRate) {
      await tx.enqueue('payment.test-webhook', webhook, { runAt: new Date(at + 500) });
    }
    return updated;
  }
}
