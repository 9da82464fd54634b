import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../testing/test-database';
import { named, rowsOf, type Database } from './database';

/**
 * Named statements (docs/api-database.md, "The ticket list under 100,000 tickets"): the same answers as the plain
 * statement; on a PostgreSQL server (TEST_DATABASE_URL, CI's step 3) the connection holds one prepared statement
 * per text, on PGlite none (its one session outlives the pool's connection).
 */
describe('named()', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase([]);
  });
  afterAll(() => database?.close());

  const probe = (n: number, cast: 'int' | 'text') => named('probe', sql`SELECT ${n}::${sql.raw(cast)} AS n`);

  it('answers like the plain statement; on a server, one prepared statement per text', async () => {
    const prepared = await database.db.transaction(async (tx) => {
      for (let i = 1; i <= 8; i++) expect(rowsOf(await tx.execute(probe(i, 'int')))).toEqual([{ n: i }]);
      expect(rowsOf(await tx.execute(probe(9, 'text')))).toEqual([{ n: '9' }]);
      return rowsOf<{ name: string; statement: string }>(
        await tx.execute(sql`SELECT name, statement FROM pg_prepared_statements ORDER BY statement`),
      );
    });
    if (process.env.TEST_DATABASE_URL) {
      // Two texts, two statements, each prepared once on this connection.
      expect(prepared).toEqual([
        { name: expect.stringMatching(/^probe_[0-9a-f]{12}$/), statement: expect.stringContaining('::int AS n') },
        { name: expect.stringMatching(/^probe_[0-9a-f]{12}$/), statement: expect.stringContaining('::text AS n') },
      ]);
      expect(prepared[0].name).not.toBe(prepared[1].name);
    } else {
      expect(prepared).toEqual([]);
    }
  });

  it('refuses a label that is not a plain word', () => {
    expect(() => named('probe */ DROP', sql`SELECT 1`)).toThrow('not a statement label');
  });
});
