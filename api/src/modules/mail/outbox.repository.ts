import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';

type OutboxRow = Insertable<Database['email_outbox']>;

/** The SQL of the outbox (mails and SMS); built on the unit of work's transaction to queue. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  /** Writes a message to send: its id, for the delivery job. */
  async insert(values: OutboxRow): Promise<number> {
    const row = await this.db
      .insertInto('email_outbox')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** An outbox row; with `kind`, only one of that kind. */
  async byId(id: number, kind?: string) {
    let query = this.db.selectFrom('email_outbox').selectAll().where('id', '=', id);
    if (kind !== undefined) query = query.where('kind', '=', kind);
    return query.executeTakeFirst();
  }

  /** Keeps why a delivery failed; the job retries (or gives up) from there. */
  async recordError(id: number, error: string) {
    await this.db.updateTable('email_outbox').set({ error }).where('id', '=', id).execute();
  }

  async markSent(id: number, now: string) {
    await this.db
      .updateTable('email_outbox')
      .set({ sent_at: now, error: null })
      .where('id', '=', id)
      .execute();
  }

  /** The newest messages first, of one address (as written, lower case) or of all. */
  async newest(to: string | undefined, limit: number) {
    let query = this.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) query = query.where('to_address', '=', to);
    return query.execute();
  }

  /** The address a message went to. */
  async address(id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.to_address;
  }
}
