import { ConfigError, loadConfig, type AppConfig } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';

/**
 * What an `npm run <command>` of the API does around its work: the configured database
 * (DATABASE_URL, else DATABASE_PATH), migrated, like `npm run seed`; the work's exit code,
 * or 1 with the message of a configuration that does not load.
 */
export async function withDatabase(
  work: (parts: { config: AppConfig; db: Db; unitOfWork: UnitOfWork }) => Promise<number>,
): Promise<void> {
  try {
    const config = loadConfig();
    const db = createDatabase(config);
    try {
      await migrateToLatest(db);
      // No jobs are written by these commands; nothing needs waking after a commit.
      const unitOfWork = new UnitOfWork(db, config.now, () => {});
      process.exitCode = await work({ config, db, unitOfWork });
    } finally {
      await db.destroy();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
