/** Test fixture: opens the embedded database in DATA_DIR, prints "open" and keeps it until killed. */
import { openDatabase } from '../db/database';

openDatabase({ dataDir: process.env.DATA_DIR ?? '' }).then(
  () => {
    console.log('open');
    setInterval(() => undefined, 60_000);
  },
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
