import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { departments, idempotencyKeys } from '../db/server.schema';
import { HttpError } from './http-errors';
import { runIdempotent } from './idempotency';

const ACTOR = '00000000-0000-4000-8000-000000000001';
const CONFLICT = 'used for another request';

describe('runIdempotent', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase([]);
  });
  afterAll(() => database.close());

  const departmentCount = async (name: string) =>
    (await database.db.select().from(departments).where(sql`${departments.name} = ${name}`)).length;

  /** A keyed write that makes a department and answers 201 with its id. */
  const makeDepartment = (key: string | undefined, name: string) =>
    runIdempotent(
      database.db,
      { actorId: ACTOR, scope: 'POST /test', key, request: { name }, conflictMessage: CONFLICT },
      async (tx) => {
        const [row] = await tx.insert(departments).values({ name }).returning();
        return { statusCode: 201, body: { _id: row.id } };
      },
    );

  it('does the work once and answers a retry with the first answer', async () => {
    const first = await makeDepartment('key-1', 'Idem One');
    const retry = await makeDepartment('key-1', 'Idem One');
    expect(first).toEqual({ statusCode: 201, body: { _id: expect.any(String) }, replayed: false });
    expect(retry).toEqual({ ...first, replayed: true });
    expect(await departmentCount('Idem One')).toBe(1);
  });

  it('answers 409 for another request under a used key, and changes nothing', async () => {
    await makeDepartment('key-2', 'Idem Two');
    const error = await makeDepartment('key-2', 'Idem Other').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, message: CONFLICT });
    expect(await departmentCount('Idem Other')).toBe(0);
  });

  it('keeps no key after a failed write, so the retry runs the work', async () => {
    const failing = runIdempotent(
      database.db,
      { actorId: ACTOR, scope: 'POST /test', key: 'key-3', request: { name: 'Idem Three' }, conflictMessage: CONFLICT },
      async (tx) => {
        await tx.insert(departments).values({ name: 'Idem Three' });
        throw new Error('step failed');
      },
    );
    await expect(failing).rejects.toThrow('step failed');
    expect(await departmentCount('Idem Three')).toBe(0);
    const keys = await database.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = 'key-3'`);
    expect(keys).toHaveLength(0);
    expect((await makeDepartment('key-3', 'Idem Three')).replayed).toBe(false);
    expect(await departmentCount('Idem Three')).toBe(1);
  });

  it('runs every request without a key', async () => {
    await makeDepartment(undefined, 'Idem Four');
    await makeDepartment(undefined, 'Idem Four b');
    expect(await departmentCount('Idem Four')).toBe(1);
    expect(await departmentCount('Idem Four b')).toBe(1);
  });
});
