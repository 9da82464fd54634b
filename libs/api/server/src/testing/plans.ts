/**
 * Plan checks of a list (docs/api-database.md, "Which index a list reads"): the statements the API sent for one
 * request, run again under EXPLAIN ANALYZE, and the rows each read against the rows it answered. Used by the
 * areas' `list-plans.spec.ts` files and by tools/bench/skew.mjs, on PGlite and on PostgreSQL alike.
 */
import type { Db } from '../db/database';
import { observeStatements, type SentStatement } from '../db/database';

/** A plan node of EXPLAIN (FORMAT JSON): the fields read here. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The nodes that read a table's rows (a Bitmap Index Scan only finds them: its heap scan reads them). */
const SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan', 'Tid Scan', 'Tid Range Scan']);

/**
 * One statement's plan: `read` is the sum over every node that reads a table of its actual rows plus the rows its
 * filter or recheck removed, times its loops; `answered` the top node's rows; `nodes` each node's type with its
 * index or table and, for the reading ones, the rows read (`Index Scan reservations_hotel_start_idx (10)`);
 * `ms` the execution time.
 */
export interface StatementPlan {
  text: string;
  read: number;
  answered: number;
  ms: number;
  nodes: string[];
}

/** The statements that are not a list's reads: transaction control, LISTEN, the audit and session writes. */
const NOT_A_READ = /^\s*(begin|commit|rollback|savepoint|release|set|listen|insert|update|delete|with\s+\w+\s+as\s*\(\s*(insert|update|delete))/i;

/**
 * Runs `request` and answers it with the read statements every database of this process sent meanwhile (writes,
 * transaction control and LISTEN left out). Requests running beside it add theirs: call it with nothing else in
 * flight.
 */
export async function statementsDuring<T>(request: () => Promise<T>): Promise<{ result: T; statements: SentStatement[] }> {
  const statements: SentStatement[] = [];
  const stop = observeStatements((s) => {
    if (!NOT_A_READ.test(s.text.replace(/^\/\*.*?\*\/\s*/, ''))) statements.push(s);
  });
  try {
    return { result: await request(), statements };
  } finally {
    stop();
  }
}

/** The client under drizzle (a pg Pool or a PGlite): both answer `query(text, params) → { rows }`. */
type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/**
 * EXPLAIN (ANALYZE, FORMAT JSON) of one statement with its parameters, on `db` (the API's drizzle database).
 * @throws the database's error when the statement cannot be explained.
 */
export async function planOf(db: Db, statement: SentStatement): Promise<StatementPlan> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params);
  const raw = rows[0]['QUERY PLAN'];
  const top = (typeof raw === 'string' ? JSON.parse(raw) : raw)[0] as { Plan: PlanNode; 'Execution Time': number };
  let read = 0;
  const nodes: string[] = [];
  const walk = (n: PlanNode) => {
    const on = n['Index Name'] ?? n['Relation Name'];
    const label = on ? `${n['Node Type']} ${on}` : n['Node Type'];
    if (SCANS.has(n['Node Type'])) {
      const perLoop =
        (n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0);
      const rows = Math.round(perLoop * (n['Actual Loops'] ?? 1));
      read += rows;
      nodes.push(`${label} (${rows})`);
    } else nodes.push(label);
    n.Plans?.forEach(walk);
  };
  walk(top.Plan);
  const answered = Math.round((top.Plan['Actual Rows'] ?? 0) * (top.Plan['Actual Loops'] ?? 1));
  return { text: statement.text, read: Math.round(read), answered, ms: top['Execution Time'], nodes };
}

/**
 * The plans of every read statement `request` sent (see {@link statementsDuring}), with their rows read summed:
 * `{ result, plans, read }`. A list's budget compares `read` with the rows the answer holds (a page of 10 reads
 * about 10 index entries, its 10 rows and their joins, and a few counters' rows: at most 10 per row answered).
 */
export async function listReads<T>(db: Db, request: () => Promise<T>): Promise<{ result: T; plans: StatementPlan[]; read: number }> {
  const { result, statements } = await statementsDuring(request);
  const plans: StatementPlan[] = [];
  for (const s of statements) plans.push(await planOf(db, s));
  return { result, plans, read: plans.reduce((sum, p) => sum + p.read, 0) };
}

/** One line per statement, for a failing check's message: rows read, rows answered and the plan's nodes. */
export function describePlans(plans: StatementPlan[]): string {
  return plans
    .map((p) => `  read ${p.read}, answered ${p.answered}: ${p.nodes.join(' > ')}\n    ${p.text.slice(0, 300)}`)
    .join('\n');
}
