import { sql, type Kysely } from 'kysely';

/**
 * Search ranking (decision 0112): members of the site's countries first, then the recently
 * active. `profiles.last_active_at` is written when a member's session starts or is touched
 * (at most hourly); fictional members keep the time the seed gave them.
 *
 * The indexes serve the ranked list without sorting: each walks its rows newest first, and
 * carries the filter columns so that rows which do not match are skipped inside the index.
 * - profiles_recent: no country filter (the site's countries are one walk, the rest another);
 * - profiles_country_recent: a country (and usually a gender) filter;
 * - profiles_region_recent: a region filter, the narrowest.
 * The old (status, country, gender, birth_date) index is covered by the country one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('last_active_at', 'text', (c) => c.notNull().defaultTo('1970-01-01T00:00:00.000Z'))
    .execute();
  await sql`update profiles set last_active_at = created_at`.execute(db);
  await db.schema
    .createIndex('profiles_recent')
    .on('profiles')
    .columns([
      'status',
      'last_active_at',
      'id',
      'country',
      'gender',
      'birth_date',
      'region_id',
      'user_id',
    ])
    .execute();
  await db.schema
    .createIndex('profiles_country_recent')
    .on('profiles')
    .columns([
      'status',
      'country',
      'gender',
      'last_active_at',
      'id',
      'birth_date',
      'region_id',
      'user_id',
    ])
    .execute();
  await db.schema
    .createIndex('profiles_region_recent')
    .on('profiles')
    .columns(['status', 'region_id', 'last_active_at', 'id', 'gender', 'birth_date', 'user_id'])
    .execute();
  await db.schema.dropIndex('profiles_search').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('profiles_search')
    .on('profiles')
    .columns(['status', 'country', 'gender', 'birth_date'])
    .execute();
  await db.schema.dropIndex('profiles_region_recent').ifExists().execute();
  await db.schema.dropIndex('profiles_country_recent').ifExists().execute();
  await db.schema.dropIndex('profiles_recent').ifExists().execute();
  await db.schema.alterTable('profiles').dropColumn('last_active_at').execute();
}
