import os from 'node:os';
import { TotpSeal } from '../modules/staff/totp-seal';
import { StaffService } from '../modules/staff/staff.service';
import { runStaffCommand } from './staff-command';
import { withDatabase } from './with-database';

// `npm run staff -- <command>` (decision 0160): staff accounts, against the configured
// database. The audit names the command line and the system user who ran it.
await withDatabase(({ config, db, unitOfWork }) =>
  runStaffCommand(process.argv.slice(2), {
    staff: new StaffService(db, unitOfWork, config.now, new TotpSeal(config.staffTotpKey)),
    actor: { staffId: null, name: `command line (${os.userInfo().username}@${os.hostname()})` },
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
