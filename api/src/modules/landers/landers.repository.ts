import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.types';
import type { LanderVersionStatus } from '../../db/landers.types';

/** The columns of a version other than its document. */
const SUMMARY = [
  'id',
  'name',
  'version',
  'status',
  'preview_token',
  'previous_live_id',
  'created_at',
  'published_at',
] as const;

/** SQL of the lander_versions table (decision 0123); takes the database or a transaction. */
export class LandersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async live(name: string) {
    return this.db
      .selectFrom('lander_versions')
      .select(['version', 'document'])
      .where('name', '=', name)
      .where('status', '=', 'live')
      .executeTakeFirst();
  }

  async draftByToken(name: string, token: string) {
    return this.db
      .selectFrom('lander_versions')
      .select(['version', 'document'])
      .where('name', '=', name)
      .where('preview_token', '=', token)
      .where('status', '=', 'draft')
      .executeTakeFirst();
  }

  async lastVersion(name: string): Promise<number> {
    const row = await this.db
      .selectFrom('lander_versions')
      .select((eb) => eb.fn.max('version').as('last'))
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  async insertDraft(values: {
    name: string;
    version: number;
    document: string;
    previewToken: string;
    now: string;
  }) {
    await this.db
      .insertInto('lander_versions')
      .values({
        name: values.name,
        version: values.version,
        document: values.document,
        status: 'draft',
        preview_token: values.previewToken,
        previous_live_id: null,
        created_at: values.now,
        published_at: null,
      })
      .execute();
  }

  async byVersion(name: string, version: number) {
    return this.db
      .selectFrom('lander_versions')
      .select(SUMMARY)
      .where('name', '=', name)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  async documentOf(name: string, version: number) {
    return this.db
      .selectFrom('lander_versions')
      .select('document')
      .where('name', '=', name)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  async byId(id: number) {
    return this.db
      .selectFrom('lander_versions')
      .select(SUMMARY)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async latestDraft(name: string) {
    return this.db
      .selectFrom('lander_versions')
      .select(SUMMARY)
      .where('name', '=', name)
      .where('status', '=', 'draft')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async liveSummary(name: string) {
    return this.db
      .selectFrom('lander_versions')
      .select(SUMMARY)
      .where('name', '=', name)
      .where('status', '=', 'live')
      .executeTakeFirst();
  }

  /** Every version of one lander, newest first; of all landers when name is null. */
  async versions(name: string | null) {
    let query = this.db.selectFrom('lander_versions').select(SUMMARY);
    if (name !== null) query = query.where('name', '=', name);
    return query.orderBy('name').orderBy('version', 'desc').execute();
  }

  /**
   * Moves one version from one status to another; false when it was not in `from` any more
   * (another command got there first).
   */
  async setStatus(
    id: number,
    from: LanderVersionStatus,
    to: LanderVersionStatus,
    live?: { previousLiveId: number | null; now: string },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('lander_versions')
      .set({
        status: to,
        ...(live ? { previous_live_id: live.previousLiveId, published_at: live.now } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
