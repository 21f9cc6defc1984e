import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { newSessionPublicId } from '../../lib/tokens';

interface Sessions {
  sessions: { id_hash: string; public_id: string | null };
}

/**
 * The settings' sessions list and the self-service data export (decision 0118). A session
 * gets a public opaque id and the browser's user agent (truncated) at login; a data export
 * is one row per request: being prepared, ready (its zip in the media store, its mailed
 * link's token hashed) until it expires, or failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  // Sessions of before get an id too, so they can be listed and ended.
  const typed = db as unknown as Kysely<Sessions>;
  const old = await typed.selectFrom('sessions').select('id_hash').execute();
  for (const { id_hash } of old) {
    await typed
      .updateTable('sessions')
      .set({ public_id: newSessionPublicId() })
      .where('id_hash', '=', id_hash)
      .execute();
  }
  await db.schema
    .createIndex('sessions_public_id')
    .on('sessions')
    .column('public_id')
    .unique()
    .execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // preparing → ready | failed; an expired one is deleted with its file.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text')
    .addColumn('size', 'integer')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('data_exports_user')
    .on('data_exports')
    .columns(['user_id', 'id'])
    .execute();
  // One export being prepared per member, even for two requests at once.
  await db.schema
    .createIndex('data_exports_one_preparing')
    .on('data_exports')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'preparing')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await db.schema.dropIndex('sessions_public_id').execute();
  await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  await db.schema.alterTable('sessions').dropColumn('public_id').execute();
}
