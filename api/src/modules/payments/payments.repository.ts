import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PaymentTable } from '../../db/payments.types';
import { packagesOfCountry } from './message-price';

/** The SQL of payments; built on a transaction where the step is part of one. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /** What pricing and paying need to know of a member. */
  async member(userId: number) {
    return this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.language',
        'users.credits',
        'users.paid_user',
        'profiles.name',
        'profiles.country',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  async balance(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['credits', 'paid_user'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /** A country's active packages: its own rows where it has any, else those without a country. */
  async packagesFor(country: string) {
    return packagesOfCountry(await this.activePackages(), country);
  }

  /** Every package on sale, in their order: a handful of rows. */
  async activePackages() {
    return this.db
      .selectFrom('credit_packages')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async byId(id: number) {
    return this.withCode().where('payments.id', '=', id).executeTakeFirst();
  }

  async byIdempotencyKey(userId: number, key: string) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async byProviderId(provider: string, providerPaymentId: string) {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_payment_id', '=', providerPaymentId)
      .executeTakeFirst();
  }

  async ofUser(userId: number) {
    return this.withCode()
      .where('payments.user_id', '=', userId)
      .orderBy('payments.id', 'desc')
      .limit(500)
      .execute();
  }

  /** Payments with the name of their discount code, as the presenter takes them. */
  private withCode() {
    return this.db
      .selectFrom('payments')
      .leftJoin('discount_codes', 'discount_codes.id', 'payments.discount_code_id')
      .selectAll('payments')
      .select('discount_codes.code as discount_code');
  }

  /**
   * Stores a payment under the member's idempotency key, or null when the member has one
   * with that key (a retry that raced this one: on PostgreSQL the insert waits for the
   * other transaction and then does nothing).
   */
  async insertOnce(values: Insertable<PaymentTable>): Promise<number | null> {
    const row = await this.db
      .insertInto('payments')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'idempotency_key'])
          .where('idempotency_key', 'is not', null)
          .doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Ends a payment that never reached the provider (only while it is pending); its provider
   * when it ended here, undefined when it was no longer pending.
   */
  async failPending(id: number, reason: string, now: Date) {
    return this.db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: reason, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returning('provider')
      .executeTakeFirst();
  }

  async update(id: number, values: Updateable<PaymentTable>) {
    await this.db.updateTable('payments').set(values).where('id', '=', id).execute();
  }

  /**
   * A discount code's row (its id, and whether a member may use it once only), made for a
   * synthetic code (TIMEBONUS25) the first time.
   */
  async discountCodeRow(
    code: string,
    percentage: number,
    now: string,
  ): Promise<{ id: number; oncePerUser: boolean }> {
    await this.db
      .insertInto('discount_codes')
      .values({
        code,
        country: null,
        user_id: null,
        expires_at: null,
        value_percentage: percentage,
        currency: 'EUR',
        minimum_order_value: 0,
        status: 'active',
        once_per_user: 1,
        paymentmethods: '[]',
        created_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('discount_codes')
      .select(['id', 'once_per_user'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return { id: row.id, oncePerUser: row.once_per_user === 1 };
  }

  /**
   * Reserves a once-per-member code for the member's new payment: null when it is now
   * theirs, else the row that holds it (reserved by another open payment, or used). The
   * row is unique per code and member, so of two payments at once only one inserts it (on
   * PostgreSQL the second insert waits for the first transaction, then does nothing).
   */
  async reserveCode(values: {
    codeId: number;
    userId: number;
    paymentId: number;
    now: string;
  }): Promise<{ state: 'reserved' | 'used'; paymentId: number | null } | null> {
    const inserted = await this.db
      .insertInto('discount_code_uses')
      .values({
        discount_code_id: values.codeId,
        user_id: values.userId,
        payment_id: values.paymentId,
        used_at: values.now,
        state: 'reserved',
      })
      .onConflict((oc) => oc.columns(['discount_code_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return null;
    const holder = await this.db
      .selectFrom('discount_code_uses')
      .select(['state', 'payment_id'])
      .where('discount_code_id', '=', values.codeId)
      .where('user_id', '=', values.userId)
      .executeTakeFirst();
    // Freed between the two statements: still taken a moment ago, so refused as reserved.
    return { state: holder?.state ?? 'reserved', paymentId: holder?.payment_id ?? null };
  }

  /** Frees the code an open payment held (it failed, was cancelled or expired). */
  async freeCode(paymentId: number) {
    await this.db
      .deleteFrom('discount_code_uses')
      .where('payment_id', '=', paymentId)
      .where('state', '=', 'reserved')
      .execute();
  }

  /**
   * Uses the code of a completed payment: its reservation becomes the use; a code that
   * was not reserved (one a member may use more than once, or a payment of before
   * reservations) gets a use row unless the member has one.
   */
  async useCode(payment: { id: number; user_id: number; discount_code_id: number }, now: string) {
    const consumed = await this.db
      .updateTable('discount_code_uses')
      .set({ state: 'used', used_at: now })
      .where('payment_id', '=', payment.id)
      .where('state', '=', 'reserved')
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) > 0) return;
    await this.db
      .insertInto('discount_code_uses')
      .values({
        discount_code_id: payment.discount_code_id,
        user_id: payment.user_id,
        payment_id: payment.id,
        used_at: now,
        state: 'used',
      })
      .onConflict((oc) => oc.columns(['discount_code_id', 'user_id']).doNothing())
      .execute();
  }

  async discountCode(id: number) {
    return this.db
      .selectFrom('discount_codes')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The member's customer at the provider, kept on any of the member's mandate rows. */
  async customerId(userId: number, provider: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('payment_mandates')
      .select('provider_customer_id')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .where('provider_customer_id', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.provider_customer_id ?? null;
  }

  async mandate(id: number) {
    return this.db
      .selectFrom('payment_mandates')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insertMandate(values: {
    userId: number;
    provider: string;
    customerId: string | null;
    method: string;
    now: string;
  }): Promise<number> {
    const { id } = await this.db
      .insertInto('payment_mandates')
      .values({
        user_id: values.userId,
        provider: values.provider,
        provider_customer_id: values.customerId,
        provider_mandate_id: null,
        method: values.method,
        status: 'pending',
        label: '',
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async setMandateCustomer(id: number, customerId: string) {
    await this.db
      .updateTable('payment_mandates')
      .set({ provider_customer_id: customerId })
      .where('id', '=', id)
      .execute();
  }

  /** The valid mandates of the member, newest first (repeat orders charge them). */
  async validMandates(userId: number) {
    return this.db
      .selectFrom('payment_mandates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'valid')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The language the member's mails and texts are written in. */
  async language(userId: number): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.language;
  }
}
