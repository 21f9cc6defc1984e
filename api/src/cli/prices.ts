import { runPricesCommand } from './prices-command';
import { withDatabase } from './with-database';

// `npm run prices -- set --package ID --cents N`: a package's list price, recorded in its
// price history so that a shown discount can name the lowest price of the 30 days before.
await withDatabase(({ config, unitOfWork }) =>
  runPricesCommand(process.argv.slice(2), {
    unitOfWork,
    now: config.now,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }),
);
