import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Refunds made by finance staff (decision 0162): one row per refund, unique by the console's
 * idempotency key; and on each payment what staff refunds have paid back and taken, kept
 * apart from a withdrawal's own refund so that neither can overrun the amount paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres ? 'serial' : 'integer';
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', id, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('payment_id', 'integer', (c) =>
      c.notNull().references('payments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credits_taken', 'integer', (c) => c.notNull())
    // What the rule asked for beyond the balance: credits the member had already spent.
    .addColumn('credits_short', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('premium_ended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('staff_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('provider_refund_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_refunds_payment')
    .on('payment_refunds')
    .column('payment_id')
    .execute();
  await db.schema
    .createIndex('payment_refunds_user')
    .on('payment_refunds')
    .column('user_id')
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('staff_refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('staff_refunded_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('staff_refunded_credits').execute();
  await db.schema.alterTable('payments').dropColumn('staff_refunded_cents').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
