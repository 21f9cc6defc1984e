import type { Kysely } from 'kysely';

/**
 * A deleted account's chat images are found by their sender (decision 0120): the purge
 * job's query, and the cascade when a profile row goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_images_uploader')
    .on('chat_images')
    .columns(['uploader_profile_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_images_uploader').execute();
}
