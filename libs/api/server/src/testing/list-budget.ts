/**
 * The list plans' budget check (docs/api-database.md, "Which index a list reads"): one request's read statements,
 * run again under EXPLAIN ANALYZE ({@link listReads}), may read at most 10 rows per row answered plus a constant.
 * Used by the areas' `list-plans.spec.ts` files.
 */
import type { Db } from '../db/database';
import { describePlans, listReads, type StatementPlan } from './plans';

/** What {@link readsWithinBudget} sends: an `app.inject(…)` call. */
export type InjectedRequest = () => Promise<{ statusCode: number; json: <T>() => T }>;

/** The budget of {@link readsWithinBudget}. */
export interface ReadBudget<B> {
  /** Rows allowed beyond `perRow` per row answered (the sign-in's row, the counters a total sums, lookups). */
  extra: number;
  /** Rows allowed per row answered; default 10. */
  perRow?: number;
  /** The rows the body answers; default the length of its `data`. */
  answered?: (body: B) => number;
}

/**
 * Sends `request`, expects a 200, and fails with an Error naming `label`, the rows read and answered and the
 * budget, followed by the plans ({@link describePlans}), when its statements read more than `perRow` rows per row
 * answered (counting at least one) plus `extra`.
 * @returns the JSON body and the plans, for the spec's further checks.
 */
export async function readsWithinBudget<B = { data: unknown[] }>(
  db: Db,
  label: string,
  request: InjectedRequest,
  budget: ReadBudget<B>,
): Promise<{ body: B; plans: StatementPlan[] }> {
  const r = await listReads(db, request);
  expect(r.result.statusCode).toBe(200);
  const body = r.result.json<B>();
  const answered = (budget.answered ?? ((b: B) => (b as { data: unknown[] }).data.length))(body);
  const allowed = (budget.perRow ?? 10) * Math.max(1, answered) + budget.extra;
  if (r.read > allowed) throw new Error(`${label}: read ${r.read} rows for ${answered} answered (budget ${allowed})\n${describePlans(r.plans)}`);
  return { body, plans: r.plans };
}
