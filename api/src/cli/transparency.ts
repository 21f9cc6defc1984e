import os from 'node:os';
import { TotpSeal } from '../modules/staff/totp-seal';
import { StaffService } from '../modules/staff/staff.service';
import { TransparencyService } from '../modules/transparency/transparency.service';
import { runTransparencyCommand } from './transparency-command';
import { withDatabase } from './with-database';

// `npm run transparency -- --from ... --to ...` (decision 0163): the DSA transparency report
// of the configured database. Its reading is audited, naming the command line and its user.
await withDatabase(({ config, db, unitOfWork }) => {
  const staff = new StaffService(db, unitOfWork, config.now, new TotpSeal(config.staffTotpKey));
  return runTransparencyCommand(process.argv.slice(2), {
    transparency: new TransparencyService(db, staff, config.now),
    actor: { staffId: null, name: `command line (${os.userInfo().username}@${os.hostname()})` },
    cwd: process.env.INIT_CWD ?? process.cwd(),
    out: (text) => process.stdout.write(text),
    err: (line) => console.error(line),
  });
});
