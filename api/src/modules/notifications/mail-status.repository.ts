import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/database.types';

/** The member's JSON lists of what is off: whole mail, or categories by a mail's link. */
export type ListColumn = 'notifications_disabled' | 'mail_unsubscribed';

/** The SQL of whether a member gets mail: the lists of what is off, and the provider's events. */
export class MailStatusRepository {
  constructor(private readonly db: Db) {}

  /** Whether the member exists and has not deleted the account. */
  async isActiveMember(userId: number): Promise<boolean> {
    const user = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    return user !== undefined;
  }

  /** One of the member's lists as stored (JSON text); undefined for no such member. */
  async list(userId: number, column: ListColumn): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(column)
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.[column];
  }

  /** One of the lists of a member who must exist (JSON text). */
  async existingList(userId: number, column: ListColumn): Promise<string> {
    const row = await this.db
      .selectFrom('users')
      .select(column)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row[column];
  }

  /** Writes a list only if it still reads `read` (a compare-and-set): false if it changed. */
  async replaceList(
    userId: number,
    column: ListColumn,
    read: string,
    changed: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({ [column]: changed })
      .where('id', '=', userId)
      .where(column, '=', read)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The member of an address (stored lower case), if any. */
  async userIdByEmail(address: string): Promise<number | undefined> {
    const user = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', address)
      .executeTakeFirst();
    return user?.id;
  }

  /** Records a provider's event; its id is unique, so a second one fails to insert. */
  async insertMailEvent(values: Insertable<Database['mail_events']>) {
    await this.db.insertInto('mail_events').values(values).execute();
  }
}
