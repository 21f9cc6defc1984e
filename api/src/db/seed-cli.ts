import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from './database';
import { seedIfEmptyFromConfig } from './seed/seed-if-empty';

// `npm run seed -w @dating/api`: migrate, then seed when empty (`-- --force` is not offered:
// delete data/dating.sqlite, or drop the PostgreSQL schema, to seed again).
try {
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  const summary = await seedIfEmptyFromConfig(db, config);
  if (!summary) console.log('Database already holds data; nothing seeded.');
  else {
    const { ms, ...seeded } = summary;
    console.log(`Seeded ${JSON.stringify(seeded)} in ${(ms / 1000).toFixed(1)} s`);
  }
  await db.destroy();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
