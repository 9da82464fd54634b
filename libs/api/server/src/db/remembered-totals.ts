/**
 * A later page of a list counted in one statement (docs/api-database.md, "Which index a list reads", rule 5): the
 * page is read from the end nearer to it, which the list's total decides, and the total comes in the same statement
 * as the page. The ticket, user and hotel lists therefore remember each filter's total at its last later page and
 * read the page for that total; the statement answers the true total too, and the page is read again (alone) only
 * when the two differ (rows came or went meanwhile).
 */
import { sql, type SQL } from 'drizzle-orm';
import { literalInt, named, rowsOf, type Db } from './database';

/** A page of rows with its list's total. */
export interface CountedRows<R> {
  rows: R[];
  total: number;
}

/** How a list reads a later page, for {@link RememberedTotals.laterPage}. */
export interface LaterPageReads<R> {
  /** The page as it is for the total `guess`, in ONE statement that answers the true total as well. */
  withTotal: (guess: number) => Promise<CountedRows<R>>;
  /** The true total alone (a filter's first later page, when no total is remembered). */
  total: () => Promise<number>;
  /** The page alone for the true total `total` (none when the page lies past it). */
  rows: (total: number) => Promise<R[]>;
}

/**
 * The last total of each filter a list has read a later page of, at most `capacity` filters (the least recently
 * read forgotten first; each entry a key and a number). One instance per list: a module's constant, or a field of
 * a repository built once per app.
 */
export class RememberedTotals {
  private readonly totals = new Map<string, number>();

  /** @param capacity how many filters' totals are kept (a positive integer). */
  constructor(private readonly capacity: number) {}

  /**
   * A later page of the filter `key` (a text naming every filter, the sort, its direction and the page size):
   * with a remembered total, `reads.withTotal(it)`, and `reads.rows(true total)` only when the true total differs;
   * without one, `reads.total()` then `reads.rows(it)`. Remembers the true total.
   * @returns the page's rows (those `withTotal` or `rows` answered) and the true total.
   */
  async laterPage<R>(key: string, reads: LaterPageReads<R>): Promise<CountedRows<R>> {
    const guess = this.totals.get(key);
    let found: CountedRows<R>;
    if (guess === undefined) found = { rows: [], total: await reads.total() };
    else found = await reads.withTotal(guess);
    if (found.total !== guess) found = { rows: await reads.rows(found.total), total: found.total };
    // Most recently read last; the oldest filter is forgotten beyond the capacity.
    this.totals.delete(key);
    this.totals.set(key, found.total);
    if (this.totals.size > this.capacity) this.totals.delete(this.totals.keys().next().value as string);
    return found;
  }
}

/**
 * How a list reads its page's ids through its index, for {@link nearerEndIds}: `SELECT <columns> FROM <from> ORDER
 * BY <order>`, `order` written over the table's own columns (a window's ORDER BY cannot name an output column).
 */
export interface PageIdsRead {
  /** The columns answered: the row's `id` and the order's keys (aliased as the caller's outer statement reads them). */
  columns: SQL;
  /** The rows of the list's scope and filter: `<table> WHERE <condition>` (or a subquery with its alias). */
  from: SQL;
  /** The list's order, each key with its direction (and NULLS placement), ending with a unique key. */
  order: SQL;
}

/**
 * The statement of a page's ids for the list's total `n` (docs/api-database.md, "Which index a list reads", rules 3
 * and 5): page 1 (`offset` 0) forward whatever the total, `ORDER BY … LIMIT <limit>` with the page size written in
 * the text; a later page from the end nearer to it (`read(true)`: the list's order reversed, the caller's ORDER BY
 * turns the rows round), as the rows at positions `off` + 1 to `off` + `lim` numbered by row_number() over the
 * order, the positions parameters and the page size written in the text; none past the last row (positions 0).
 * No parameter changes a later page's plan, so PostgreSQL keeps one generic plan per connection: with `LIMIT $n
 * OFFSET $m` the generic plan assumed a tenth of the scope read and the statement was planned on every run.
 * `rn <= …` is the window's run condition: the scan stops after the page's last row, having read `off` + `lim`
 * index entries, as OFFSET and LIMIT did. `offset` and `limit` count rows. The rows answered carry `rn` too.
 * `perRunPlan`: a later page as `ORDER BY … LIMIT $n OFFSET $m` instead, planned on each run for its values. The
 * window's plan does not know where the page lies, and weighs reading about three pages' rows: a scope the planner
 * misjudges (an expression without statistics it reads) or whose leading column a narrower index also gives (a
 * scope written as a range, rule 6, and the owner's own index) can then be sorted whole under the window; those
 * lists keep the plan for the values. The `rows` of {@link CountedListStatements} reads through it.
 */
export function nearerEndIds(read: (reversed: boolean) => PageIdsRead, offset: number, limit: number, perRunPlan = false): (n: number) => SQL {
  const positions = (reversed: boolean, lim: number, off: number) => {
    const { columns, from, order } = read(reversed);
    if (perRunPlan) return sql`SELECT ${columns} FROM ${from} ORDER BY ${order} LIMIT ${lim}::int OFFSET ${off}::int`;
    return sql`SELECT * FROM (SELECT ${columns}, row_number() OVER (ORDER BY ${order}) AS rn FROM ${from}) w
      WHERE rn > ${off}::int AND rn <= ${off}::int + ${lim}::int LIMIT ${literalInt(limit)}`;
  };
  return (n) => {
    if (offset === 0) {
      const { columns, from, order } = read(false);
      return sql`SELECT ${columns} FROM ${from} ORDER BY ${order} LIMIT ${literalInt(limit)} OFFSET 0`;
    }
    if (offset >= n) return positions(false, 0, 0);
    return n - offset - limit < offset
      ? positions(true, Math.min(limit, n - offset), Math.max(0, n - offset - limit))
      : positions(false, limit, offset);
  };
}

/** The statements of a list counted in one statement, for {@link countedListPage}. */
export interface CountedListStatements {
  /**
   * The statements' names (`named()`): `<name>` page 1, `<name>_page` a later page with its total,
   * `<name>_total` the total alone, `<name>_rows` the page alone.
   */
  name: string;
  /** The total: a SELECT answering one row whose `total` is the list's total (the counters' sum). */
  total: SQL;
  /** The page's rows, one per row answered (an `id` column among them), read for the list's total `n`. */
  rows: (n: number) => SQL;
  /** ORDER BY of the list over those rows, aliased `r`. */
  order: SQL;
}

/**
 * One page of a list whose total the counters give (docs/api-database.md, "Which index a list reads", rule 5):
 * `WITH c AS MATERIALIZED (<total>) SELECT c.total, r.* FROM c LEFT JOIN LATERAL (<rows>) r ON true ORDER BY
 * <order>`, one named statement (a row of nulls but the total when the page has no row). Page 1 (`offset` 0) is that
 * statement alone; a later page goes through `remembered`.{@link RememberedTotals.laterPage} under `key`, its rows
 * read alone (none past the last row) when the total differs from the remembered one.
 * @returns the page's rows as the driver answers them (each with the `total` column too) and the list's total.
 */
export async function countedListPage<R extends { id: unknown }>(
  db: Db,
  list: CountedListStatements,
  offset: number,
  remembered: RememberedTotals,
  key: string,
): Promise<CountedRows<R>> {
  const withTotal = async (name: string, n: number): Promise<CountedRows<R>> => {
    const rows = rowsOf<R & { total: number }>(
      await db.execute(
        named(
          name,
          sql`WITH c AS MATERIALIZED (${list.total}) SELECT c.total, r.* FROM c LEFT JOIN LATERAL (${list.rows(n)}) r ON true ORDER BY ${list.order}`,
        ),
      ),
    );
    return { rows: rows[0]?.id ? rows : [], total: rows[0]?.total ?? 0 };
  };
  if (offset === 0) return withTotal(list.name, 0);
  return remembered.laterPage(key, {
    withTotal: (guess) => withTotal(`${list.name}_page`, guess),
    total: async () => rowsOf<{ total: number }>(await db.execute(named(`${list.name}_total`, list.total)))[0]?.total ?? 0,
    rows: async (n) =>
      offset >= n
        ? []
        : rowsOf<R>(await db.execute(named(`${list.name}_rows`, sql`SELECT r.* FROM (${list.rows(n)}) r ORDER BY ${list.order}`))),
  });
}
