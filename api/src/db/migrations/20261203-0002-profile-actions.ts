import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

function table(db: Kysely<unknown>, name: string): CreateTableBuilder<string, 'id'> {
  const builder = db.schema.createTable(name) as CreateTableBuilder<string, 'id'>;
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? builder.addColumn('id', 'serial', (c) => c.primaryKey())
    : builder.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The gift catalogue: every gift costs the domain's `gift_credits`; the front end draws its icon. */
export const GIFTS = ['rose', 'heart', 'chocolate', 'teddy', 'champagne', 'ring', 'star', 'coffee'];

/**
 * What a member does on a profile beyond liking (decision 0115): the gift catalogue, the
 * gifts sent (one row per client nonce, so a repeated request answers what the first did)
 * and reports of profiles for moderation, one open report per reporter and profile.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await table(db, 'gifts')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await (db as Kysely<{ gifts: { slug: string; position: number } }>)
    .insertInto('gifts')
    .values(GIFTS.map((slug, position) => ({ slug, position })))
    .execute();

  await table(db, 'gift_sends')
    .addColumn('sender_user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('gift_id', 'integer', (c) => c.notNull().references('gifts.id'))
    // Claimed first (the nonce), completed in the same transaction: null only inside it.
    .addColumn('conversation_id', 'integer')
    .addColumn('message_id', 'integer')
    .addColumn('cost', 'integer')
    .addColumn('credits_after', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('gift_sends_nonce', ['sender_user_id', 'nonce'])
    .execute();

  await table(db, 'reports')
    .addColumn('reporter_profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'integer', (c) =>
      c.notNull().references('profiles.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text')
    // open → closed by a moderator (no moderation screen yet).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('reports_one_open')
    .on('reports')
    .columns(['reporter_profile_id', 'profile_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'id']).execute();

  // Partner profiles (a cam model, or a member resold from a partner site) shown as tiles
  // where a domain's `member_resell` setting asks for them. Filled by operators, not seeded.
  await table(db, 'cam_profiles')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    // A key of the media store (the page's CSP allows images from the site and its CDN only).
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('cam_profiles_country')
    .on('cam_profiles')
    .columns(['country', 'active', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cam_profiles').ifExists().execute();
  await db.schema.dropTable('reports').ifExists().execute();
  await db.schema.dropTable('gift_sends').ifExists().execute();
  await db.schema.dropTable('gifts').ifExists().execute();
}
