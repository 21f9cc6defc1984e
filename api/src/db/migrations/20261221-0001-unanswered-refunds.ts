import { sql, type Kysely } from 'kysely';

/**
 * A paid message to a fictional profile that nobody answered in time gives its credits back
 * once (decision 0164): one ledger row of reason `unanswered_refund` per message, made unique
 * by (reason, reference) as purchases and withdrawals are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('credit_ledger_unanswered_once')
    .on('credit_ledger')
    .columns(['reason', 'reference'])
    .unique()
    .where(sql.ref('reason'), '=', sql.lit('unanswered_refund'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_ledger_unanswered_once').execute();
}
