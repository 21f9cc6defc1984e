import type { Db } from '../../db/database';

/** Why e-mail notifications of a member are off (`users.notifications_disabled`, spec section 4). */
export type DisabledReason = 'bounce' | 'spam_complaint' | 'unsubscribe';

/**
 * Adds a reason to the member's `notifications_disabled` list (once). A compare-and-set:
 * the write names the list it read, so two reasons arriving at once (a bounce and a
 * complaint) both stay, on SQLite and PostgreSQL alike.
 */
export async function addDisabledReason(
  db: Db,
  userId: number,
  reason: DisabledReason,
): Promise<void> {
  for (;;) {
    const row = await db
      .selectFrom('users')
      .select('notifications_disabled')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return;
    const reasons = JSON.parse(row.notifications_disabled) as string[];
    if (reasons.includes(reason)) return;
    const result = await db
      .updateTable('users')
      .set({ notifications_disabled: JSON.stringify([...reasons, reason]) })
      .where('id', '=', userId)
      .where('notifications_disabled', '=', row.notifications_disabled)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return;
  }
}
