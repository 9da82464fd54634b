/**
 * Seeds the database: `npx tsx apps/api/src/seed/cli.ts [--scale N] [--if-empty]`.
 * Uses the same DATABASE_URL / DATA_DIR as the API (stop the API first when it runs on the embedded folder:
 * the folder is locked).
 */
import { loadConfig, openDatabase } from '@backoffice/api-server';
import { API_CONFIG_SLICES, schema } from '../areas';
import { DEMO_ACCOUNTS, seed, seedIfEmpty } from './seed';

/** A line for the person who ran the command (a report, not a log line). */
const say = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const args = process.argv.slice(2);
  const scaleAt = args.indexOf('--scale');
  const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 1;
  if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale takes a positive integer');
  const config = loadConfig(process.env, {}, API_CONFIG_SLICES);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteMode: config.pgliteMode,
    schema,
  });
  try {
    const started = Date.now();
    const result = args.includes('--if-empty')
      ? await seedIfEmpty(database.db, { scale, argon2: config.argon2, config })
      : await seed(database.db, { scale, argon2: config.argon2, config });
    if (!result) say('The database already has users: nothing seeded.');
    else {
      say(
        `Seeded ${result.departments} departments, ${result.users} users, ${result.notifications} notifications ` +
          `in ${Date.now() - started} ms (${database.kind}).`,
      );
      for (const [area, counts] of Object.entries(result.areas)) {
        say(`  ${area}: ${Object.entries(counts).map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
      }
      for (const a of DEMO_ACCOUNTS) say(`  ${a.role.padEnd(10)} ${a.email}  ${a.password}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});
