import type { Kysely } from 'kysely';

/**
 * `users.mail_unsubscribed` (JSON list): the mail categories a mail's unsubscribe link
 * switched off since the member last set them in the settings. The session reports them
 * beside `notifications_disabled`, so the disabled-notifications alert tells the member in
 * the site what a link outside it changed (decision 0144).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('mail_unsubscribed', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mail_unsubscribed').execute();
}
