import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from './database';

try {
  const config = loadConfig();
  const db = createDatabase(config);
  await migrateToLatest(db);
  await db.destroy();
  console.log('Database schema is up to date.');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
