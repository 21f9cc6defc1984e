import type { FastifyInstance } from 'fastify';
import type { PaymentResponse } from '@dating/shared-contracts/api';
import type { CheckoutRequest, PaymentsFacade } from '../src/modules/payments/checkout';
import type {
  CreateProviderRefund,
  PaymentProvider,
  ProviderMandate,
} from '../src/modules/payments/payment-provider';
import { ProviderUnavailableError } from '../src/modules/payments/payment-provider';
import { withdrawalQuote } from '../src/modules/payments/withdrawal-quote';

/*
 * Stand-ins for the payments core while it is built beside this code: a facade that records
 * what it is asked to start and answers from the payments table, and a provider that records
 * calls and can be told to fail. On merge the tests switch to the core and its test provider.
 */

type PaymentRow = {
  user_id: number;
  method: string;
  credits: number;
  amount_cents: number;
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  created_at: string;
  completed_at?: string | null;
  provider_payment_id?: string | null;
  currency?: string;
  package_id?: number | null;
  idempotency_key?: string | null;
};

/** A payments row as the core would write it. */
export async function insertPayment(app: FastifyInstance, row: PaymentRow): Promise<number> {
  const inserted = await app.db
    .insertInto('payments')
    .values({
      provider: 'fake',
      currency: 'EUR',
      discount_percentage: 0,
      refunded_cents: 0,
      sequence: 'oneoff',
      language: 'nl',
      updated_at: row.created_at,
      ...row,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export class RecordingPayments implements PaymentsFacade {
  readonly started: CheckoutRequest[] = [];

  constructor(private readonly app: () => FastifyInstance) {}

  async start(request: CheckoutRequest): Promise<PaymentResponse> {
    this.started.push(request);
    const app = this.app();
    // As the core does: the same key answers the same payment.
    const done = await app.db
      .selectFrom('payments')
      .select('id')
      .where('user_id', '=', request.userId)
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
    if (done) return this.response(request.userId, done.id);
    const pkg = await app.db
      .selectFrom('credit_packages')
      .selectAll()
      .where('id', '=', request.packageId)
      .executeTakeFirstOrThrow();
    const id = await insertPayment(app, {
      user_id: request.userId,
      method: request.method,
      credits: pkg.credits,
      amount_cents: pkg.price_cents,
      status: 'pending',
      created_at: app.config.now().toISOString(),
      package_id: pkg.id,
      idempotency_key: request.idempotencyKey,
    });
    return this.response(request.userId, id);
  }

  async response(userId: number, paymentId: number): Promise<PaymentResponse> {
    const app = this.app();
    const row = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const user = await app.db
      .selectFrom('users')
      .select(['credits', 'paid_user'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      payment: {
        id: String(row.id),
        // PaymentStatusSchema's static type is never in the contracts (a Type.Union over a
        // mapped array); the value is right, the cast only quiets that.
        status: row.status as never,
        failure_reason: row.failure_reason,
        method: row.method as PaymentResponse['payment']['method'],
        package_id: row.package_id === null ? null : String(row.package_id),
        credits: row.credits,
        amount_cents: row.amount_cents,
        base_amount_cents: row.base_amount_cents ?? row.amount_cents,
        currency: row.currency,
        discount_code: null,
        discount_percentage: row.discount_percentage,
        sequence: row.sequence,
        recurring_failure: false,
        invoice_number: row.invoice_number,
        return_to: row.return_to,
        consent_text: row.consent_text,
        created_at: row.created_at,
        completed_at: row.completed_at,
        withdrawal: withdrawalQuote(row, user.credits, app.config.now()),
      },
      checkout_url: null,
      credits: user.credits,
      paid_user: user.paid_user === 1,
    };
  }
}

export class FakeProvider implements PaymentProvider {
  readonly name = 'fake';
  readonly calls: { method: string; input: unknown }[] = [];
  /** Calls that fail with ProviderUnavailableError before one succeeds. */
  failures = 0;
  mandateStatus: ProviderMandate['status'] = 'valid';
  private counter = 0;

  private record(method: string, input: unknown) {
    this.calls.push({ method, input });
    if (this.failures > 0) {
      this.failures -= 1;
      throw new ProviderUnavailableError('fake provider down');
    }
    this.counter += 1;
    return this.counter;
  }

  callsOf(method: string) {
    return this.calls.filter((call) => call.method === method).map((call) => call.input);
  }

  async methods() {
    return [];
  }
  async createPayment(): Promise<never> {
    throw new Error('not used here');
  }
  async getPayment(): Promise<never> {
    throw new Error('not used here');
  }
  async createRefund(input: CreateProviderRefund) {
    const n = this.record('createRefund', input);
    return { id: `re_${n}`, status: 'pending' as const };
  }
  async createCustomer(input: { name: string; email: string; metadata: Record<string, string> }) {
    return { id: `cst_${this.record('createCustomer', input)}` };
  }
  async createDirectDebitMandate(input: {
    customerId: string;
    consumerName: string;
    consumerAccount: string;
    signatureDate: string;
    mandateReference: string;
  }): Promise<ProviderMandate> {
    const n = this.record('createDirectDebitMandate', input);
    return { id: `mdt_${n}`, status: this.mandateStatus, method: 'directdebit', label: 'x' };
  }
  async getMandate(): Promise<never> {
    throw new Error('not used here');
  }
}

/**
 * Puts the doubles where the payments core is (`app.payments`, `app.paymentProvider`):
 * direct debit and withdrawal read both at call time, so these tests see what those services
 * ask of the core. payments-direct-debit-flow.test.ts runs them with the real core.
 */
export function decorateCore(
  app: FastifyInstance,
  payments: RecordingPayments,
  provider: FakeProvider,
) {
  const core = app as unknown as Record<'payments' | 'paymentProvider', unknown>;
  core.payments = payments;
  core.paymentProvider = provider;
}
