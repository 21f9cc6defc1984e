import type { Db } from './database';

/**
 * A value the app makes for itself once and keeps in app_secrets (VAPID keys, the media
 * signing key): the first instance to start on a database stores what `make` gives, and one
 * that loses the race to insert it takes the winner's, so every instance agrees.
 */
export async function appSecret<T>(db: Db, name: string, make: () => T, now: Date): Promise<T> {
  const stored = () =>
    db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  let row = await stored();
  if (!row) {
    await db
      .insertInto('app_secrets')
      .values({ name, value: JSON.stringify(make()), created_at: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await stored();
  }
  return JSON.parse(row!.value) as T;
}
