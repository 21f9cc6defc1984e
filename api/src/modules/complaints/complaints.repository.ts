import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { ComplaintTable } from '../../db/complaints.types';

export type NewComplaint = Insertable<ComplaintTable>;

/** The SQL of complaints (decision 0126); takes the database or a unit of work's transaction. */
export class ComplaintsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Inserts the notice unless its reference or its key is taken; the id, or null. Never a
   * unique violation: on PostgreSQL that would end the transaction it runs in.
   */
  async insert(complaint: NewComplaint): Promise<number | null> {
    const row = await this.db
      .insertInto('complaints')
      .values(complaint)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  byIdempotencyKey(key: string) {
    return this.db
      .selectFrom('complaints')
      .select(['id', 'reference', 'email'])
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async profileExists(profileId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', profileId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
