import type { Db } from '../../db/database';

/** Why e-mail notifications of a member are off (`users.notifications_disabled`, spec section 4). */
export type DisabledReason = 'bounce' | 'spam_complaint' | 'unsubscribe';

/**
 * Adds a reason to the member's `notifications_disabled` list (once). Read and write in one
 * statement each: the caller runs it in a unit of work.
 */
export async function addDisabledReason(
  db: Db,
  userId: number,
  reason: DisabledReason,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('notifications_disabled')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return;
  const reasons = JSON.parse(row.notifications_disabled) as string[];
  if (reasons.includes(reason)) return;
  await db
    .updateTable('users')
    .set({ notifications_disabled: JSON.stringify([...reasons, reason]) })
    .where('id', '=', userId)
    .execute();
}
