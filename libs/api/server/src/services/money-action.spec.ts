/**
 * The money-action helper on its own (docs/api-database.md, "Money actions"), over a scratch table of the test
 * database: the claim and its key, a fresh claim refused, a stale one taken over with its key, a refusal settled
 * and the next attempt under a new key, a refusal's cool-down, an unknown outcome keeping the claim, a lost
 * claim settling nothing. The areas' specs run the same protocol through their calls on both providers.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { createTestDatabase } from '../testing/test-database';
import { HttpError } from './http-errors';
import { MONEY_CLAIM_STALE_MS, PaymentOutcomeUnknownError, moneyActionKey, runMoneyAction, type MoneyAction } from './money-action';
import { PaymentError } from './payments';

interface Row {
  id: string;
  action: string | null;
  since: Date | null;
  attempt: number;
  refused_at: Date | null;
  done: number;
}

describe('runMoneyAction', () => {
  let database: Database;
  let n = 0;
  beforeAll(async () => {
    database = await createTestDatabase([]);
    await database.db.execute(
      sql`create table money_action_rows (id text primary key, action text, since timestamptz, attempt int not null default 0, refused_at timestamptz, done int not null default 0)`,
    );
  });
  afterAll(() => database.close());

  const newRow = async () => {
    const id = `row-${++n}`;
    await database.db.execute(sql`insert into money_action_rows (id) values (${id})`);
    return id;
  };
  const read = async (id: string) => rowsOf<Row>(await database.db.execute(sql`select * from money_action_rows where id = ${id}`))[0];

  /** A money action over one row: `provider` is the call; settle counts `done`; a refusal releases and records its time. */
  const action = (id: string, provider: (key: string) => Promise<string>, extra: Partial<MoneyAction<Row, string, string>> = {}): MoneyAction<Row, string, string> => ({
    action: 'test',
    busyMessage: 'busy',
    lock: async (tx) => {
      const [row] = rowsOf<Row>(await tx.execute(sql`select * from money_action_rows where id = ${id} for update`));
      return { row, claim: { action: row.action, since: row.since && new Date(row.since), attempt: Number(row.attempt), refusedAt: row.refused_at && new Date(row.refused_at) } };
    },
    idOf: (row) => row.id,
    check: () => undefined,
    take: async (tx, row, claim) => {
      await tx.execute(sql`update money_action_rows set action = ${claim.action}, since = ${claim.since}, attempt = ${claim.attempt} where id = ${id}`);
      return row;
    },
    call: (_row, key) => provider(key),
    settle: async (tx, _row, result) => {
      await tx.execute(sql`update money_action_rows set action = null, since = null, done = done + 1 where id = ${id}`);
      return result;
    },
    refused: async (tx, _row, error) => {
      await tx.execute(sql`update money_action_rows set action = null, since = null, refused_at = now() where id = ${id}`);
      return new HttpError(402, error.message);
    },
    ...extra,
  });
  const age = (id: string) => database.db.execute(sql`update money_action_rows set since = since - make_interval(secs => ${MONEY_CLAIM_STALE_MS / 1_000 + 1}) where id = ${id}`);

  it('claims the row, calls the provider under <action>:<row>:<attempt> and settles once', async () => {
    const id = await newRow();
    const keys: string[] = [];
    expect(await runMoneyAction(database.db, action(id, async (key) => (keys.push(key), 'ok')))).toBe('ok');
    expect(keys).toEqual([moneyActionKey('test', id, 1)]);
    expect(await read(id)).toMatchObject({ action: null, since: null, attempt: 1, done: 1 });
  });

  it('keeps the claim on an unknown outcome (502), refuses a second request while fresh, and takes it over with the same key once stale', async () => {
    const id = await newRow();
    const keys: string[] = [];
    const lost = runMoneyAction(database.db, action(id, async (key) => {
      keys.push(key);
      throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    }));
    await expect(lost).rejects.toBeInstanceOf(PaymentOutcomeUnknownError);
    await expect(lost).rejects.toMatchObject({ statusCode: 502, headers: { 'retry-after': String(MONEY_CLAIM_STALE_MS / 1_000) } });
    expect(await read(id)).toMatchObject({ action: 'test', attempt: 1, done: 0 });

    await expect(runMoneyAction(database.db, action(id, async () => 'never'))).rejects.toMatchObject({ statusCode: 409, message: 'busy' });
    await age(id);
    expect(await runMoneyAction(database.db, action(id, async (key) => (keys.push(key), 'ok')))).toBe('ok');
    expect(keys).toEqual([moneyActionKey('test', id, 1), moneyActionKey('test', id, 1)]);
    expect(await read(id)).toMatchObject({ action: null, attempt: 1, done: 1 });
  });

  it("takes another request's use of the key (idempotency_conflict) for an unknown outcome, not a refusal", async () => {
    const id = await newRow();
    const run = runMoneyAction(database.db, action(id, async () => {
      throw new PaymentError('idempotency_conflict', 'A request with this key is still running');
    }));
    await expect(run).rejects.toBeInstanceOf(PaymentOutcomeUnknownError);
    expect(await read(id)).toMatchObject({ action: 'test', done: 0 });
  });

  it('settles a refusal (released, 402) and makes the next attempt under a new key', async () => {
    const id = await newRow();
    const keys: string[] = [];
    await expect(
      runMoneyAction(database.db, action(id, async (key) => {
        keys.push(key);
        throw new PaymentError('card_declined', 'Your card was declined.');
      })),
    ).rejects.toMatchObject({ statusCode: 402, message: 'Your card was declined.' });
    expect(await read(id)).toMatchObject({ action: null, attempt: 1, done: 0 });
    expect(await runMoneyAction(database.db, action(id, async (key) => (keys.push(key), 'ok')))).toBe('ok');
    expect(keys).toEqual([moneyActionKey('test', id, 1), moneyActionKey('test', id, 2)]);
  });

  it('with a cool-down, refuses a new attempt right after a refusal and calls nothing', async () => {
    const id = await newRow();
    const cooled = { refusalCooldownMs: MONEY_CLAIM_STALE_MS, refusedRecentlyMessage: 'declined a moment ago' };
    const decline = async (): Promise<string> => {
      throw new PaymentError('card_declined', 'Your card was declined.');
    };
    await expect(runMoneyAction(database.db, action(id, decline, cooled))).rejects.toMatchObject({ statusCode: 402 });
    const provider = jest.fn(async () => 'ok');
    await expect(runMoneyAction(database.db, action(id, provider, cooled))).rejects.toMatchObject({ statusCode: 409, message: 'declined a moment ago' });
    expect(provider).not.toHaveBeenCalled();
    const later = new Date(Date.now() + MONEY_CLAIM_STALE_MS + 1_000);
    expect(await runMoneyAction(database.db, action(id, provider, cooled), () => later)).toBe('ok');
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('a request whose claim was taken over and settled by another settles nothing (409)', async () => {
    const id = await newRow();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const calling = new Promise<void>((resolve) => (started = resolve));
    const slow = runMoneyAction(database.db, action(id, async () => {
      started();
      await held;
      return 'slow';
    }));
    await calling;
    await age(id);
    expect(await runMoneyAction(database.db, action(id, async () => 'fast'))).toBe('fast');
    release();
    await expect(slow).rejects.toMatchObject({ statusCode: 409, message: 'busy' });
    expect(await read(id)).toMatchObject({ done: 1 });
  });
});
