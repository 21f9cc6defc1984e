import { ConfigError, loadConfig } from '../config';
import { createMediaStore } from '../modules/media/create-media-store';
import { createDatabase, migrateToLatest } from './database';
import { seedIfEmpty } from './seed/seed-if-empty';

// `npm run seed -w @dating/api`: migrate, then seed when empty (`-- --force` is not offered:
// delete data/dating.sqlite, or drop the PostgreSQL schema, to seed again).
try {
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  const started = Date.now();
  const store = createMediaStore(config);
  const summary = await seedIfEmpty(db, {
    profiles: config.seedProfiles,
    mediaDir: config.mediaDir,
    store,
  }).finally(() => store.close?.());
  if (!summary) console.log('Database already holds data; nothing seeded.');
  else {
    console.log(
      `Seeded ${JSON.stringify(summary)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await db.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
