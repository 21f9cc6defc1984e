import type { Db } from '../../db/database';
import type { DataExportTable } from '../../db/data-export.types';
import type { Selectable } from 'kysely';
import { profileIdOfUser } from '../members/profile-of-user.query';

export type DataExportRow = Selectable<DataExportTable>;

/** The rows of the self-service data export (decision 0118). */
export class DataExportRepository {
  constructor(private readonly db: Db) {}

  async create(userId: number, now: string): Promise<number> {
    const row = await this.db
      .insertInto('data_exports')
      .values({ user_id: userId, status: 'preparing', requested_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  find(id: number): Promise<DataExportRow | undefined> {
    return this.db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The member's most recent export. */
  latest(userId: number): Promise<DataExportRow | undefined> {
    return this.db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The member's other exports (older requests), whose files a new one replaces. */
  othersOf(userId: number, keepId: number): Promise<DataExportRow[]> {
    return this.db
      .selectFrom('data_exports')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '<>', keepId)
      .execute();
  }

  findByTokenHash(tokenHash: string): Promise<DataExportRow | undefined> {
    return this.db
      .selectFrom('data_exports')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async markReady(
    id: number,
    values: { fileKey: string; size: number; tokenHash: string; now: string; expiresAt: string },
  ) {
    await this.db
      .updateTable('data_exports')
      .set({
        status: 'ready',
        file_key: values.fileKey,
        size: values.size,
        token_hash: values.tokenHash,
        ready_at: values.now,
        expires_at: values.expiresAt,
      })
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .execute();
  }

  async markFailed(id: number) {
    await this.db
      .updateTable('data_exports')
      .set({ status: 'failed' })
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .execute();
  }

  async delete(id: number) {
    await this.db.deleteFrom('data_exports').where('id', '=', id).execute();
  }

  /** Who the export's mail goes to. */
  async recipient(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'language', 'site_domain'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  profileIdOf(userId: number): Promise<number | null> {
    return profileIdOfUser(this.db, userId);
  }

  /** The profile's photo files, those still being processed left out. */
  async photoFiles(profileId: number) {
    return this.db
      .selectFrom('images')
      .select(['id', 'filename'])
      .where('profile_id', '=', profileId)
      .where('status', '<>', 'processing')
      .execute();
  }
}
