/** Test fixture: opens the embedded database in DATA_DIR, prints "open" and keeps it until killed. */
import { openDatabase } from '../db/database';

openDatabase({ dataDir: process.env.DATA_DIR ?? '' }).then(
  () => {
    process.stdout.write('open\n');
    setInterval(() => undefined, 60_000);
  },
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
