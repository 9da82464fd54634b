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
 * The statement of a page's ids for the list's total `n` (docs/api-database.md, "Which index a list reads", rules 3
 * and 5): page 1 (`offset` 0) forward whatever the total, its LIMIT written in the text (one plan per page size); a
 * later page forward when it lies in the first half, else backward from the last row (`reversed`: the caller's
 * ORDER BY turns the rows round); none past the last row (LIMIT 0). `ids(reversed, limit, offset)` writes the index
 * read; `offset` and `limit` count rows. The `rows` of {@link CountedListStatements} reads through it.
 */
export function nearerEndIds(
  ids: (reversed: boolean, limit: SQL, offset: SQL) => SQL,
  offset: number,
  limit: number,
): (n: number) => SQL {
  const param = (v: number) => sql`${v}::int`;
  return (n) => {
    if (offset === 0) return ids(false, literalInt(limit), sql.raw('0'));
    if (offset >= n) return ids(false, param(0), param(0));
    return n - offset - limit < offset
      ? ids(true, param(Math.min(limit, n - offset)), param(Math.max(0, n - offset - limit)))
      : ids(false, param(limit), param(offset));
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
