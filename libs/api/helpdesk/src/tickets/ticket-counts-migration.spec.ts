import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, migrationsFolder } from '@backoffice/api-server';
import { createTestDatabase } from '@backoffice/api-server/testing';
import { testAreas } from '../test/areas';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const whenOf = (prefix: string) => {
  const entry = journal.entries.find((e) => e.tag.startsWith(prefix));
  if (!entry) throw new Error(`no migration ${prefix}`);
  return entry.when;
};

/** A migrated, seeded database of its own for the describe block that calls this, and a query helper. */
function freshDatabase() {
  const t = {
    database: undefined as unknown as Database,
    rows: async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows,
  };
  beforeAll(async () => {
    t.database = await createTestDatabase(testAreas);
  });
  afterAll(() => t.database.close());
  return t;
}

/** Runs the migrations as they were when `prefix`'s was the last (the later ones are already in the schema). */
async function migrateThrough(database: Database, prefix: string) {
  const folder = mkdtempSync(path.join(os.tmpdir(), `migrations-to-${prefix}`));
  try {
    cpSync(migrationsFolder(), folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.when <= whenOf(prefix)) }),
    );
    const options = { migrationsFolder: folder };
    if (database.kind === 'postgres') await migratePg(database.db as never, options);
    else await migratePglite(database.db as never, options);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Takes back the ticket counters `kind` (`user`: 0027's per creator, `assignee`: 0042's per assignee) as if
 * `prefix`'s migration, which adds them, had not run yet: its triggers on tickets (`tickets_<kind>_count` and its
 * truncate one), their functions, the `ticket_<kind>_counts` table and the journal's rows from it on.
 */
async function undoTicketCounters(db: Database['db'], kind: 'user' | 'assignee', prefix: string) {
  const table = `ticket_${kind}_counts`;
  await db.execute(sql.raw(`DROP TRIGGER tickets_${kind}_count ON tickets`));
  await db.execute(sql.raw(`DROP TRIGGER tickets_${kind}_count_truncate ON tickets`));
  await db.execute(sql.raw(`DROP FUNCTION ${table}_track()`));
  await db.execute(sql.raw(`DROP FUNCTION ${table}_reset()`));
  await db.execute(sql.raw(`DROP TABLE ${table}`));
  await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${whenOf(prefix)}`);
}

/**
 * 0002_ticket_list_order (the list's counters) carries an earlier timestamp than 0003_content, written in
 * parallel: a data folder migrated to 0003 before 0002 existed never gets 0002 (drizzle skips an older
 * migration). 0004_ticket_counts_ensure must bring such a database to the same state.
 */
describe('migration 0004_ticket_counts_ensure', () => {
  const t = freshDatabase();
  const rows = t.rows;
  const counters = () =>
    rows<{ department_id: string; status: number; n: number }>(
      sql`SELECT department_id, status, n::int AS n FROM ticket_counts WHERE n <> 0 ORDER BY 1, 2`,
    );
  const grouped = () =>
    rows<{ department_id: string; status: number; n: number }>(
      sql`SELECT department_id, status, count(*)::int AS n FROM tickets GROUP BY 1, 2 ORDER BY 1, 2`,
    );

  it('gives a database that skipped 0002 the counters, their triggers and the list indexes', async () => {
    const db = t.database.db;
    // The database as it was with 0000, 0001 and 0003 only.
    await db.execute(sql`DROP TRIGGER tickets_count ON tickets`);
    await db.execute(sql`DROP TRIGGER tickets_count_truncate ON tickets`);
    await db.execute(sql`DROP FUNCTION ticket_counts_track()`);
    await db.execute(sql`DROP FUNCTION ticket_counts_reset()`);
    await db.execute(sql`DROP TABLE ticket_counts`);
    await db.execute(sql`DROP INDEX tickets_created_id_idx`);
    await db.execute(sql`CREATE INDEX tickets_created_idx ON tickets (created_at DESC)`);
    // 0002 never applied, and nothing from 0004 on (drizzle skips a migration older than the last applied).
    await db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${whenOf('0002_')} OR created_at >= ${whenOf('0004_')}`,
    );

    // The migrations as they were when 0004 was the last: the later ones are already in this database's schema.
    await migrateThrough(t.database, '0004_');

    // 0002 stays skipped (older than 0003), 0004 ran.
    const applied = await rows<{ created_at: string }>(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations`,
    );
    const whens = applied.map((r) => Number(r.created_at));
    expect(whens).not.toContain(whenOf('0002_'));
    expect(whens).toContain(whenOf('0004_'));

    expect((await counters()).length).toBeGreaterThan(0);
    expect(await counters()).toEqual(await grouped());
    const indexes = await rows<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE tablename = 'tickets' ORDER BY 1`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['tickets_created_id_idx', 'tickets_department_status_created_id_idx']),
    );
    expect(indexes.map((i) => i.indexname)).not.toContain('tickets_created_idx');

    // The triggers count again.
    await db.execute(sql`UPDATE tickets SET status = CASE WHEN status = 4 THEN 1 ELSE status + 1 END`);
    await db.execute(
      sql`DELETE FROM tickets WHERE id IN (SELECT id FROM tickets ORDER BY created_at LIMIT 2)`,
    );
    expect(await counters()).toEqual(await grouped());
  });
});

/**
 * 0027_ticket_user_counts adds the per-creator counters to a database that has tickets: they must start as the
 * tickets' own counts and stay exact through the writes the list's totals depend on.
 */
describe('migration 0027_ticket_user_counts', () => {
  const t = freshDatabase();
  const rows = t.rows;
  const counters = () =>
    rows(sql`SELECT user_id, department_id, status, n::int AS n FROM ticket_user_counts WHERE n <> 0 ORDER BY 1, 2, 3`);
  const grouped = () =>
    rows(sql`SELECT user_id, department_id, status, count(*)::int AS n FROM tickets GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);

  it('counts the tickets already there, then keeps counting', async () => {
    const db = t.database.db;
    // Tickets from several creators, in every department and status, before the migration.
    await db.execute(sql`
      INSERT INTO tickets (title, message, status, department_id, user_id)
      SELECT 'Before 0027 ' || g, '<p>x</p>', 1 + g % 4, d.id, u.id
      FROM generate_series(1, 40) g
      CROSS JOIN LATERAL (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name OFFSET g % 3 LIMIT 1) d
      CROSS JOIN LATERAL (SELECT id FROM users ORDER BY email OFFSET g % 4 LIMIT 1) u`);
    await undoTicketCounters(db, 'user', '0027_');

    await migrateThrough(t.database, '0027_');

    expect((await counters()).length).toBeGreaterThan(4);
    expect(await counters()).toEqual(await grouped());
    // A status change, a move to another department, another creator, deletions.
    await db.execute(sql`UPDATE tickets SET status = CASE WHEN status = 4 THEN 1 ELSE status + 1 END`);
    await db.execute(sql`
      UPDATE tickets SET department_id = (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name DESC LIMIT 1)
      WHERE id IN (SELECT id FROM tickets ORDER BY created_at, id LIMIT 5)`);
    await db.execute(sql`
      UPDATE tickets SET user_id = (SELECT id FROM users ORDER BY email DESC LIMIT 1)
      WHERE id IN (SELECT id FROM tickets ORDER BY created_at DESC, id LIMIT 5)`);
    await db.execute(sql`DELETE FROM tickets WHERE id IN (SELECT id FROM tickets ORDER BY id LIMIT 3)`);
    expect(await counters()).toEqual(await grouped());
  });
});

/**
 * 0042_ticket_assignee_counts_sort_indexes adds the per-assignee counters ("Mine" and "Unassigned" totals) to a
 * database that has tickets: they must start as the tickets' own counts, the unassigned ones included, and stay
 * exact through assignment, unassignment, status and department changes and deletions.
 */
describe('migration 0042_ticket_assignee_counts_sort_indexes', () => {
  const t = freshDatabase();
  const rows = t.rows;
  const counters = () =>
    rows(sql`SELECT assignee_id, department_id, status, n::int AS n FROM ticket_assignee_counts WHERE n <> 0
      ORDER BY 1 NULLS FIRST, 2, 3`);
  const grouped = () =>
    rows(sql`SELECT assignee_id, department_id, status, count(*)::int AS n FROM tickets GROUP BY 1, 2, 3
      ORDER BY 1 NULLS FIRST, 2, 3`);

  it('counts the tickets already there, then keeps counting', async () => {
    const db = t.database.db;
    // Tickets in every department and status, a third of them unassigned, before the migration.
    await db.execute(sql`
      INSERT INTO tickets (title, message, status, department_id, user_id, assignee_id)
      SELECT 'Before 0042 ' || g, '<p>x</p>', 1 + g % 4, d.id, u.id, CASE WHEN g % 3 <> 0 THEN u.id END
      FROM generate_series(1, 40) g
      CROSS JOIN LATERAL (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name OFFSET g % 3 LIMIT 1) d
      CROSS JOIN LATERAL (SELECT id FROM users ORDER BY email OFFSET g % 4 LIMIT 1) u`);
    await undoTicketCounters(db, 'assignee', '0042_');

    await migrateThrough(t.database, '0042_');

    expect((await counters()).length).toBeGreaterThan(4);
    expect(await counters()).toEqual(await grouped());
    // Unassigned ones assigned, assigned ones unassigned or reassigned, a status change, a move, deletions.
    await db.execute(sql`
      UPDATE tickets SET assignee_id = (SELECT id FROM users ORDER BY email DESC LIMIT 1)
      WHERE id IN (SELECT id FROM tickets WHERE assignee_id IS NULL ORDER BY created_at, id LIMIT 4)`);
    await db.execute(sql`
      UPDATE tickets SET assignee_id = NULL
      WHERE id IN (SELECT id FROM tickets WHERE assignee_id IS NOT NULL ORDER BY created_at DESC, id LIMIT 4)`);
    await db.execute(sql`UPDATE tickets SET status = CASE WHEN status = 4 THEN 1 ELSE status + 1 END`);
    await db.execute(sql`
      UPDATE tickets SET department_id = (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name DESC LIMIT 1)
      WHERE id IN (SELECT id FROM tickets ORDER BY id LIMIT 5)`);
    await db.execute(sql`DELETE FROM tickets WHERE id IN (SELECT id FROM tickets ORDER BY id DESC LIMIT 3)`);
    expect(await counters()).toEqual(await grouped());
  });
});

/**
 * 0052_ticket_sort_names fills the ticket list's name sorts' keys (the raiser's, the assignee's and the department's
 * names, lower-cased; columns of 0051) for the tickets already there, and its triggers keep them equal to the names
 * they copy through new tickets, assignment, moves and renames of users and departments.
 */
describe('migration 0052_ticket_sort_names', () => {
  const t = freshDatabase();
  const rows = t.rows;
  /** The tickets whose copies differ from the names they copy (none when the triggers kept them). */
  const stale = () =>
    rows<{ id: string }>(sql`
      SELECT t.id FROM tickets t
      JOIN users r ON r.id = t.user_id
      JOIN departments d ON d.id = t.department_id
      LEFT JOIN users a ON a.id = t.assignee_id
      WHERE (t.raiser_sort_last, t.raiser_sort_first) IS DISTINCT FROM (lower(r.last_name), lower(r.first_name))
        OR (t.assignee_sort_last, t.assignee_sort_first) IS DISTINCT FROM (lower(a.last_name), lower(a.first_name))
        OR t.department_sort IS DISTINCT FROM lower(d.name)`);

  it('fills the tickets already there, then follows every change of the names', async () => {
    const db = t.database.db;
    await db.execute(sql`
      INSERT INTO tickets (title, message, status, department_id, user_id, assignee_id)
      SELECT 'Before 0052 ' || g, '<p>x</p>', 1 + g % 4, d.id, u.id, CASE WHEN g % 3 <> 0 THEN u.id END
      FROM generate_series(1, 40) g
      CROSS JOIN LATERAL (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name OFFSET g % 3 LIMIT 1) d
      CROSS JOIN LATERAL (SELECT id FROM users ORDER BY email OFFSET g % 4 LIMIT 1) u`);
    await db.execute(sql`DROP TRIGGER tickets_sort_names ON tickets`);
    await db.execute(sql`DROP TRIGGER users_ticket_sort_names ON users`);
    await db.execute(sql`DROP TRIGGER departments_ticket_sort_names ON departments`);
    await db.execute(sql`UPDATE tickets SET raiser_sort_last = NULL, raiser_sort_first = NULL, assignee_sort_last = NULL,
      assignee_sort_first = NULL, department_sort = NULL`);
    expect((await stale()).length).toBeGreaterThan(30);
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${whenOf('0052_')}`);

    await migrateThrough(t.database, '0052_');

    expect(await stale()).toEqual([]);
    // A new ticket, assignment and unassignment, a move, a renamed raiser / assignee and a renamed department.
    await db.execute(sql`
      INSERT INTO tickets (title, message, department_id, user_id, assignee_id)
      SELECT 'After 0052', '<p>x</p>', department_id, assignee_id, user_id FROM tickets WHERE assignee_id IS NOT NULL LIMIT 1`);
    await db.execute(sql`
      UPDATE tickets SET assignee_id = (SELECT id FROM users ORDER BY email DESC LIMIT 1)
      WHERE id IN (SELECT id FROM tickets WHERE assignee_id IS NULL ORDER BY created_at, id LIMIT 4)`);
    await db.execute(sql`
      UPDATE tickets SET assignee_id = NULL
      WHERE id IN (SELECT id FROM tickets WHERE assignee_id IS NOT NULL ORDER BY created_at DESC, id LIMIT 4)`);
    await db.execute(sql`
      UPDATE tickets SET department_id = (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name DESC LIMIT 1)
      WHERE id IN (SELECT id FROM tickets ORDER BY id LIMIT 5)`);
    await db.execute(sql`UPDATE users SET last_name = 'Zimmer', first_name = 'Ada'
      WHERE id IN (SELECT user_id FROM tickets UNION SELECT assignee_id FROM tickets WHERE assignee_id IS NOT NULL)`);
    await db.execute(sql`UPDATE departments SET name = name || ' Renamed'
      WHERE id = (SELECT department_id FROM tickets ORDER BY id LIMIT 1)`);
    expect(await stale()).toEqual([]);
    const [renamed] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tickets WHERE raiser_sort_last = 'zimmer'`);
    expect(renamed.n).toBeGreaterThan(30);
  });
});

/**
 * 0028_ticket_number_about numbers the tickets already there in their creation order (not the order the table
 * stores them), and the next ticket goes on from the last.
 */
describe('migration 0028_ticket_number_about', () => {
  const t = freshDatabase();
  const rows = t.rows;

  it('numbers existing tickets by creation time, then goes on from the last', async () => {
    const db = t.database.db;
    await db.execute(sql`DELETE FROM tickets`);
    // Stored newest first: the table's own order is the reverse of the creation order.
    await db.execute(sql`
      INSERT INTO tickets (title, message, department_id, user_id, created_at)
      SELECT 'Before 0028 ' || g, '<p>x</p>', d.id, u.id, timestamptz '2026-01-01' + g * interval '1 hour'
      FROM generate_series(5, 1, -1) g,
        (SELECT id FROM departments WHERE deleted_at IS NULL ORDER BY name LIMIT 1) d,
        (SELECT id FROM users ORDER BY email LIMIT 1) u`);
    await db.execute(sql`ALTER TABLE tickets DROP COLUMN number, DROP COLUMN about_type, DROP COLUMN about_id,
      DROP COLUMN about_parent_id`);
    await db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at >= ${whenOf('0028_')}`);

    await migrateThrough(t.database, '0028_');

    const numbered = await rows<{ title: string; number: number }>(
      sql`SELECT title, number FROM tickets ORDER BY number`,
    );
    expect(numbered.map((r) => r.title)).toEqual([1, 2, 3, 4, 5].map((g) => `Before 0028 ${g}`));
    expect(numbered.map((r) => r.number)).toEqual([1, 2, 3, 4, 5]);
    const [next] = await rows<{ number: number }>(sql`
      INSERT INTO tickets (title, message, department_id, user_id)
      SELECT 'After 0028', '<p>x</p>', department_id, user_id FROM tickets LIMIT 1
      RETURNING number`);
    expect(next.number).toBe(6);
  });
});
