import type { Db } from '../../db/database';

/** The SQL of the recurring jobs' schedule: one row per job with its next run. */
export class RecurringJobsRepository {
  constructor(private readonly db: Db) {}

  /** Adds a job's row with its first run; a row that is there already is left as it is. */
  async ensure(name: string, nextRunAt: string): Promise<void> {
    await this.db
      .insertInto('recurring_jobs')
      .values({ name, next_run_at: nextRunAt, last_enqueued_at: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /** The jobs whose run is due at `now`. */
  async due(now: string) {
    return this.db
      .selectFrom('recurring_jobs')
      .select(['name', 'next_run_at'])
      .where('next_run_at', '<=', now)
      .orderBy('name')
      .execute();
  }

  /**
   * Moves a job's next run on from the run that was read: false when another instance moved it
   * first, so only one of them writes the run to the outbox.
   */
  async advance(name: string, from: string, to: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('recurring_jobs')
      .set({ next_run_at: to, last_enqueued_at: now })
      .where('name', '=', name)
      .where('next_run_at', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async find(name: string) {
    return this.db
      .selectFrom('recurring_jobs')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
  }
}
