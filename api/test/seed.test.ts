import { createDatabase, migrateToLatest } from '../src/db/database';
import { seedDatabase } from '../src/db/seed/seed';
import { TEST_MEDIA_DIR } from './helper';

// Always on SQLite in memory: the seed's output does not depend on the database.
async function seeded() {
  const db = createDatabase({
    databaseUrl: undefined,
    databaseSchema: undefined,
    databasePath: ':memory:',
  });
  await migrateToLatest(db);
  const summary = await seedDatabase(db, { profiles: 40, mediaDir: TEST_MEDIA_DIR, photoPool: 6 });
  const profiles = await db.selectFrom('profiles').selectAll().orderBy('id').execute();
  const images = await db
    .selectFrom('images')
    .select(['profile_id', 'filename', 'position'])
    .orderBy('id')
    .execute();
  const likes = await db.selectFrom('likes').selectAll().orderBy('id').execute();
  await db.destroy();
  return { summary, profiles, images, likes };
}

describe('seedDatabase', () => {
  it('gives the same data for the same seed', async () => {
    const [a, b] = [await seeded(), await seeded()];
    expect(a.summary).toEqual({
      profiles: 41,
      images: a.images.length - 1, // the demo account's photo is not counted
      regions: 118,
      interests: 52,
    });
    expect(b.profiles).toEqual(a.profiles);
    expect(b.images).toEqual(a.images);
    expect(b.likes).toEqual(a.likes);
  });

  it('creates believable members over several countries', async () => {
    const { profiles } = await seeded();
    const countries = new Set(profiles.map((p) => p.country));
    expect(countries.has('NL')).toBe(true);
    expect(countries.size).toBeGreaterThanOrEqual(4);
    for (const p of profiles) {
      expect(p.name).toMatch(/^\p{L}/u);
      expect(p.city).toBeTruthy();
      expect(p.birth_date).toMatch(/^(19[5-9]\d|200\d)-\d{2}-\d{2}$/);
    }
  });
});
