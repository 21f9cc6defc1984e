import {
  NOTIFICATION_PREFERENCES as KEYS,
  type NotificationPreferences,
} from '@dating/shared-contracts/api';
import type { Db } from '../../db/database';

export class NotificationPreferencesRepository {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<NotificationPreferences> {
    const row = await this.db
      .selectFrom('notification_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Object.fromEntries(
      KEYS.map((k) => [k, row ? row[k] === 1 : true]),
    ) as NotificationPreferences;
  }

  async set(userId: number, prefs: Partial<NotificationPreferences>) {
    const values = Object.fromEntries(
      KEYS.filter((k) => prefs[k] !== undefined).map((k) => [k, prefs[k] ? 1 : 0]),
    );
    if (Object.keys(values).length === 0) return;
    await this.db
      .insertInto('notification_preferences')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}
