import type { Db } from '../../db/database';
import { MailStatusRepository, type ListColumn } from './mail-status.repository';
import type { MailCategory } from './unsubscribe';

/**
 * Why e-mail notifications of a member are off (`users.notifications_disabled`): a bounce, a
 * spam complaint or an unsubscribe each turns them off.
 */
export type DisabledReason = 'bounce' | 'spam_complaint' | 'unsubscribe';

/**
 * Changes one of the member's JSON lists. A compare-and-set: the write names the list it
 * read, so two changes arriving at once (a bounce and a complaint) both stay, on SQLite and
 * PostgreSQL alike.
 */
async function changeList(
  db: Db,
  userId: number,
  column: ListColumn,
  change: (list: string[]) => string[],
): Promise<void> {
  const repo = new MailStatusRepository(db);
  for (;;) {
    const read = await repo.list(userId, column);
    if (read === undefined) return;
    const list = JSON.parse(read) as string[];
    const changed = change(list);
    if (changed.length === list.length && changed.every((item, i) => item === list[i])) return;
    if (await repo.replaceList(userId, column, read, JSON.stringify(changed))) return;
  }
}

const adding = (item: string) => (list: string[]) => (list.includes(item) ? list : [...list, item]);

/** Adds a reason to the member's `notifications_disabled` list (once). */
export function addDisabledReason(db: Db, userId: number, reason: DisabledReason): Promise<void> {
  return changeList(db, userId, 'notifications_disabled', adding(reason));
}

/**
 * Notes that a mail's unsubscribe link switched a category off: the session reports it, so
 * the member learns in the site what a link outside it changed.
 */
export function addLinkUnsubscribe(db: Db, userId: number, category: MailCategory) {
  return changeList(db, userId, 'mail_unsubscribed', adding(category));
}

/** The member set these preferences in the settings: a link's note about them is done. */
export function forgetLinkUnsubscribes(db: Db, userId: number, keys: readonly string[]) {
  return changeList(db, userId, 'mail_unsubscribed', (list) =>
    list.filter((category) => !keys.includes(category)),
  );
}
