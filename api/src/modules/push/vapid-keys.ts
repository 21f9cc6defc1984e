import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { generateVapidKeys, type VapidKeys } from '../../lib/vapid';

const SECRET_NAME = 'vapid_keys';

export interface VapidSettings extends VapidKeys {
  subject: string;
}

/**
 * The configured VAPID keys, or the pair generated the first time any instance started on
 * this database. Both keys sit in one row, and an instance that loses the race to insert it
 * takes the winner's pair, so every instance answers the same public key.
 */
export async function resolveVapidKeys(
  db: Db,
  config: Pick<
    AppConfig,
    'vapidPublicKey' | 'vapidPrivateKey' | 'vapidSubject' | 'publicUrl' | 'now'
  >,
): Promise<VapidSettings> {
  const subject = config.vapidSubject ?? config.publicUrl;
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const stored = async () =>
    db.selectFrom('app_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirst();
  let row = await stored();
  if (!row) {
    await db
      .insertInto('app_secrets')
      .values({
        name: SECRET_NAME,
        value: JSON.stringify(generateVapidKeys()),
        created_at: config.now().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await stored();
  }
  const keys = JSON.parse(row!.value) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
