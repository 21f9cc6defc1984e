import type { Insertable } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/database.types';
import type { TestProviderPaymentTable } from '../../../db/payments.types';

type Values<T extends keyof Database> = Insertable<Database[T]>;

/** The SQL of the built-in test provider's books; built on its transaction where it has one. */
export class TestProviderRepository {
  constructor(private readonly db: Db) {}

  async payment(id: string) {
    return this.db
      .selectFrom('test_provider_payments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async paymentByIdempotencyKey(key: string) {
    return this.db
      .selectFrom('test_provider_payments')
      .selectAll()
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async insertPayment(values: Values<'test_provider_payments'>) {
    return this.db
      .insertInto('test_provider_payments')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets what the checkout (or the settling job) decided: the payment as it is now. */
  async setStatus(
    id: string,
    values: Pick<TestProviderPaymentTable, 'status' | 'mandate_id' | 'payer_label' | 'updated_at'>,
  ) {
    return this.db
      .updateTable('test_provider_payments')
      .set(values)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Adds a refund to a paid payment, only while the refunds stay within its amount and
   * currency: false when they would not.
   */
  async addRefunded(
    paymentId: string,
    amount: { cents: number; currency: string },
    now: string,
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('test_provider_payments')
      .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amount.cents), updated_at: now }))
      .where('id', '=', paymentId)
      .where('status', '=', 'paid')
      .where('currency', '=', amount.currency)
      .where((eb) => eb(eb('refunded_cents', '+', amount.cents), '<=', eb.ref('amount_cents')))
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  async refundByIdempotencyKey(key: string) {
    return this.db
      .selectFrom('test_provider_refunds')
      .select(['id', 'status'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async insertRefund(values: Values<'test_provider_refunds'>) {
    await this.db.insertInto('test_provider_refunds').values(values).execute();
  }

  async insertCustomer(values: Values<'test_provider_customers'>) {
    await this.db.insertInto('test_provider_customers').values(values).execute();
  }

  async mandate(id: string) {
    return this.db
      .selectFrom('test_provider_mandates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A mandate of this customer only. */
  async setMandateStatus(customerId: string, mandateId: string, status: 'valid' | 'invalid') {
    await this.db
      .updateTable('test_provider_mandates')
      .set({ status })
      .where('id', '=', mandateId)
      .where('customer_id', '=', customerId)
      .execute();
  }

  async mandateOf(customerId: string, mandateId: string) {
    return this.db
      .selectFrom('test_provider_mandates')
      .selectAll()
      .where('id', '=', mandateId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  async insertMandate(values: Values<'test_provider_mandates'>) {
    await this.db.insertInto('test_provider_mandates').values(values).execute();
  }
}
