import os from 'node:os';
import { ConfigError, loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { UnitOfWork } from '../db/unit-of-work';
import { StaffService } from '../modules/staff/staff.service';
import { runStaffCommand } from './staff-command';

// `npm run staff -- <command>` (decision 0160): staff accounts, against the configured
// database (DATABASE_URL, else DATABASE_PATH), like `npm run seed`. The audit names the
// command line and the system user who ran it.
try {
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    // No jobs are written by these commands; nothing needs waking after a commit.
    const unitOfWork = new UnitOfWork(db, config.now, () => {});
    process.exitCode = await runStaffCommand(process.argv.slice(2), {
      staff: new StaffService(db, unitOfWork, config.now),
      actor: { staffId: null, name: `command line (${os.userInfo().username}@${os.hostname()})` },
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
