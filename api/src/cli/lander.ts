import { LandersService } from '../modules/landers/landers.service';
import { runLanderCommand } from './lander-command';
import { withDatabase } from './with-database';

// `npm run lander -- <command>` (decision 0123): landers as data, against the configured
// database.
await withDatabase(({ config, db, unitOfWork }) =>
  runLanderCommand(process.argv.slice(2), {
    landers: new LandersService(db, unitOfWork, config.now),
    publicUrl: config.publicUrl,
    // npm runs the script in api/; a file name is meant from where the command was typed.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
