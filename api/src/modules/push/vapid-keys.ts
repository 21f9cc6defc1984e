import type { AppConfig } from '../../config';
import { appSecret } from '../../db/app-secrets.repository';
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
  const keys = await appSecret<VapidKeys>(db, SECRET_NAME, generateVapidKeys, config.now());
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
