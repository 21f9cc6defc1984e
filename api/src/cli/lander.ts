import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { LandersService } from '../modules/landers/landers.service';
import { runLanderCommand } from './lander-command';

// `npm run lander -- <command>` (decision 0123): landers as data, against the configured
// database (DATABASE_URL, else DATABASE_PATH), like `npm run seed`.
try {
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    // No jobs are written by these commands; nothing needs waking after a commit.
    const unitOfWork = new UnitOfWork(db, config.now, () => {});
    process.exitCode = await runLanderCommand(process.argv.slice(2), {
      landers: new LandersService(db, unitOfWork, config.now),
      publicUrl: config.publicUrl,
      // npm runs the script in api/; a file name is meant from where the command was typed.
      cwd: process.env.INIT_CWD ?? process.cwd(),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
