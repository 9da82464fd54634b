import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_EXTENSIONS, migrationsFolder } from '../db/database';
import { passwordResets, users } from '../db/server.schema';
import { passwordLinkHash } from './passwords';
import { LINK_REDEEMERS, linkPurposeFor, liveLinkOf, type LinkRedeemer } from './tokens';

/**
 * Single-use links' purposes (docs/api-database.md, "Single-use links"): the links stored before the purpose was
 * (migration `*_link_purpose_backfill`) are given the one purpose their account and lifetime allow, so each still
 * opens where it did and nowhere else; a link without a purpose, or with an unknown one, cannot be stored.
 */
describe('single-use link purposes in the database', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  let folder: string;

  beforeAll(async () => {
    // The migrations up to the one that adds the column, in a copy of the folder with a shorter journal.
    const all = migrationsFolder();
    folder = mkdtempSync(path.join(tmpdir(), 'link-purpose-migrations-'));
    cpSync(all, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const added = journal.entries.findIndex((e) => e.tag.endsWith('_link_purpose'));
    expect(added).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, added + 1) }));
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    db = drizzle({ client });
    await migrate(db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await client?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The accounts of each kind, and a link of each lifetime for each (as the code before the column wrote them). */
  const ACCOUNTS = [
    { name: 'admin', role: 'SuperAdmin', userType: null },
    { name: 'employee', role: 'Employee', userType: null },
    { name: 'customer', role: null, userType: 'APP' },
    { name: 'owner', role: null, userType: 'ADMIN' },
    { name: 'manager', role: null, userType: 'EMPLOYEE' },
  ] as const;
  const LIFETIMES = { invitation: '7 days', reset: '60 minutes' } as const;
  const tokenOf = (account: string, kind: string) => `legacy-${account}-${kind}-token-0123456789`;

  it('gives the links made before the column their one purpose; each opens where it did and nowhere else', async () => {
    for (const a of ACCOUNTS) {
      // Raw SQL: the tables as they were at that migration, not as the schema file has them now.
      await db.execute(sql`
        INSERT INTO users (email, first_name, last_name, role, user_type)
        VALUES (${`${a.name}@links.example`}, ${a.name}, 'Legacy', ${a.role}, ${a.userType})`);
      for (const [kind, lifetime] of Object.entries(LIFETIMES)) {
        await db.execute(sql`
          INSERT INTO password_resets (user_id, token_hash, expires_at)
          SELECT id, ${passwordLinkHash(tokenOf(a.name, kind))}, now() + ${lifetime}::interval
          FROM users WHERE email = ${`${a.name}@links.example`}`);
      }
    }
    await migrate(db, { migrationsFolder: migrationsFolder() });

    const found: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const a of ACCOUNTS) {
      for (const kind of Object.keys(LIFETIMES) as (keyof typeof LIFETIMES)[]) {
        const token = tokenOf(a.name, kind);
        const [link] = await db.select({ purpose: passwordResets.purpose }).from(passwordResets).where(eq(passwordResets.tokenHash, passwordLinkHash(token)));
        const opens: LinkRedeemer[] = [];
        for (const redeemer of Object.keys(LINK_REDEEMERS) as LinkRedeemer[]) {
          const live = await db.select({ id: passwordResets.id }).from(passwordResets).where(liveLinkOf(token, redeemer));
          if (live.length) opens.push(redeemer);
        }
        found[`${a.name} ${kind}`] = { purpose: link.purpose, opens };
        // The purpose the code gives such a link now, and its one redeemer: the page the old link opened.
        const purpose = linkPurposeFor(a, kind);
        expected[`${a.name} ${kind}`] = { purpose, opens: [a.role ? 'consoleLink' : 'resetConfirm'] };
      }
    }
    expect(found).toEqual(expected);
  });

  it('stores no link without a purpose, nor with one it does not know', async () => {
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const insert = (purpose: string | null) =>
      db.execute(sql`
        INSERT INTO password_resets (user_id, token_hash, expires_at, purpose)
        VALUES (${user.id}, ${`h-${String(purpose)}`}, now() + interval '1 hour', ${purpose})`);
    // The database's own error, under drizzle's "Failed query".
    const refusal = (purpose: string | null) =>
      insert(purpose).then(
        () => 'stored',
        (e: Error & { cause?: Error }) => (e.cause ?? e).message,
      );
    expect(await refusal(null)).toMatch(/null value in column "purpose"/);
    expect(await refusal('anything')).toMatch(/password_resets_purpose_check/);
  });
});
