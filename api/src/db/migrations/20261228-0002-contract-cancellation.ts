import type { Kysely } from 'kysely';

/**
 * The cancellation of a repeating agreement (a stored mandate): when the member cancelled it,
 * and when the payment provider revoked it (a job asks until it does).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_mandates').addColumn('cancelled_at', 'text').execute();
  await db.schema.alterTable('payment_mandates').addColumn('provider_revoked_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payment_mandates').dropColumn('provider_revoked_at').execute();
  await db.schema.alterTable('payment_mandates').dropColumn('cancelled_at').execute();
}
