import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database.types';
import type { DirectDebitRequestTable } from '../../db/payments.types';

type Executor = Kysely<Database> | Transaction<Database>;
export type DirectDebitRequestRow = Selectable<DirectDebitRequestTable>;
export type NewDirectDebitRequest = Omit<DirectDebitRequestRow, 'id'>;

/** The rows of the direct-debit form, its SMS code and the mandate it makes (decision 0122). */
export class DirectDebitRepository {
  constructor(private readonly db: Executor) {}

  /** The member as the form needs it: language, country, name and e-mail for the mandate. */
  member(userId: number) {
    return this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'users.language', 'profiles.country', 'profiles.name'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * A package offered in the member's country: the country's own rows, or the rows without a
   * country where it has none (as the offer shows them).
   */
  async packageFor(packageId: number, country: string) {
    const own = await this.db
      .selectFrom('credit_packages')
      .select('id')
      .where('country', '=', country)
      .where('active', '=', 1)
      .executeTakeFirst();
    let query = this.db
      .selectFrom('credit_packages')
      .selectAll()
      .where('id', '=', packageId)
      .where('active', '=', 1);
    query = own ? query.where('country', '=', country) : query.where('country', 'is', null);
    return query.executeTakeFirst();
  }

  byKey(userId: number, idempotencyKey: string) {
    return this.db
      .selectFrom('direct_debit_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  byId(id: number) {
    return this.db
      .selectFrom('direct_debit_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async requestsSince(userId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('direct_debit_requests')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Cents of direct-debit payments pending or completed since then, but the one of `exceptKey`. */
  async directDebitCentsSince(userId: number, since: string, exceptKey?: string): Promise<number> {
    let query = this.db
      .selectFrom('payments')
      .select(sql<string | number>`coalesce(sum(amount_cents), 0)`.as('cents'))
      .where('user_id', '=', userId)
      .where('method', '=', 'directdebit')
      .where('status', 'in', ['pending', 'completed'])
      .where('created_at', '>', since);
    if (exceptKey !== undefined) {
      query = query.where((eb) =>
        eb.or([eb('idempotency_key', 'is', null), eb('idempotency_key', '!=', exceptKey)]),
      );
    }
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.cents);
  }

  packageById(packageId: number) {
    return this.db
      .selectFrom('credit_packages')
      .selectAll()
      .where('id', '=', packageId)
      .executeTakeFirst();
  }

  async blocked(kind: 'iban' | 'phone', value: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_blocklist')
      .select('id')
      .where('kind', '=', kind)
      .where('value', '=', value)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The new request's id; null when the member's key was taken meanwhile. */
  async insert(values: NewDirectDebitRequest): Promise<number | null> {
    const row = await this.db
      .insertInto('direct_debit_requests')
      .values(values)
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Counts a wrong code; the last allowed one refuses the request. Null: not awaiting. */
  async wrongCode(id: number, maxAttempts: number) {
    await this.db
      .updateTable('direct_debit_requests')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        status: sql<
          'awaiting_code' | 'refused'
        >`case when attempts + 1 >= ${maxAttempts} then 'refused' else status end`,
      }))
      .where('id', '=', id)
      .where('status', '=', 'awaiting_code')
      .execute();
    return this.byId(id);
  }

  async confirmed(id: number, paymentId: number): Promise<void> {
    await this.db
      .updateTable('direct_debit_requests')
      .set({ status: 'confirmed', payment_id: paymentId })
      .where('id', '=', id)
      .where('status', '=', 'awaiting_code')
      .execute();
  }

  /** Our mandate row of the provider's mandate, made once. */
  async mandate(values: {
    userId: number;
    provider: string;
    customerId: string;
    mandateId: string;
    status: 'pending' | 'valid' | 'invalid';
    label: string;
    now: string;
  }): Promise<number> {
    const existing = await this.db
      .selectFrom('payment_mandates')
      .select('id')
      .where('provider', '=', values.provider)
      .where('provider_mandate_id', '=', values.mandateId)
      .where('user_id', '=', values.userId)
      .executeTakeFirst();
    if (existing) return existing.id;
    const row = await this.db
      .insertInto('payment_mandates')
      .values({
        user_id: values.userId,
        provider: values.provider,
        provider_customer_id: values.customerId,
        provider_mandate_id: values.mandateId,
        method: 'directdebit',
        status: values.status,
        label: values.label,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
