/**
 * Four-eyes approval (docs/areas/bookings.md, "Four-eyes approval"): the gate the money actions ask before they run
 * (`app.approvals.needed`, then `request` instead of running), the requests, their decision and the thresholds per
 * currency. Decorated as `app.approvals` in the bookings area's context; the approve route (approvals/routes.ts)
 * runs the same repository method as the one-by-one action.
 *
 * A request's life: `pending` → (`claimForApproval`, a conditional UPDATE: exactly one approver wins) `approving` →
 * `approved` (written in the money action's settle transaction) or `failed` (the provider refused, or the action's
 * rule no longer holds). An unknown outcome (502) leaves it `approving` while the charge keeps its money-action
 * claim: a later approve runs the action again, which reuses the provider key (docs/api-database.md, "Money actions").
 * `pending` → `rejected` changes nothing else. Every step is audited (entity type 'reservation').
 */
import {
  APPROVAL_DEFAULT_AUD_CENTS,
  ApprovalMessages,
  BOOKING_ID_PREFIX,
  currencyCode,
  formatMoney,
  minorDigits,
  type Approval,
  type ApprovalKind,
  type ApprovalListQuery,
  type ApprovalListResponse,
  type ApprovalStatus,
  type ApprovalThreshold,
} from '@backoffice/contracts';
import { audit, badRequest, conflict, forbidden, isUuid, notFound, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { reservations, users, vatgst } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { approvalRequests, approvalThresholds } from '../bookings.schema';
import { approvalRequestCounts } from './approval-counts';

/** What a money action asks to be approved. Amounts in minor units of `currency` (the charge's). */
export interface ApprovalRequestInput {
  kind: ApprovalKind;
  chargeId: string;
  reservationId: string;
  amount: number;
  currency: string;
  reason?: string | null;
  note?: string | null;
  /** Cancel the reservation with the refund (Cancel and refund). */
  cancel?: boolean;
}

/** An approval request as stored (`status` may be `approving` while the approved action runs). */
export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** Where a notification about approvals leads (the shell opens the approvals page for this entity type). */
export const APPROVAL_ENTITY = 'approval';

/** The ISO 4217 codes this runtime knows (a well-formed code such as 'XYZ' is not enough). */
const ISO_CURRENCIES = new Set<string>(Intl.supportedValuesOf('currency'));

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || 'User';

/**
 * A currency's default threshold: APPROVAL_DEFAULT_AUD_CENTS converted with the stored exchange rate (`rate` units
 * of the currency per Australian dollar, vatgst.exchange_rate), rounded up to the currency's minor units.
 * @example defaultThreshold('JPY', 97.5) === 48_750 (¥48,750); defaultThreshold('AUD', 1) === 50_000
 */
export function defaultThreshold(currency: string, rate: number): number {
  const digits = minorDigits(currency);
  // Integer arithmetic (BigInt: a rate of 16,000 per AUD times 10^digits passes 2^53): the rate has at most 6
  // decimals (numeric(14, 6)); the division rounds up.
  const numerator = BigInt(APPROVAL_DEFAULT_AUD_CENTS) * BigInt(Math.round(rate * 1_000_000)) * 10n ** BigInt(digits);
  const denominator = 100n * 1_000_000n;
  return Number((numerator + denominator - 1n) / denominator);
}

export class ApprovalRepository {
  constructor(
    private readonly db: Db,
    private readonly notify: (userIds: readonly string[], text: string, subject?: { entityType: string; entityId: string }) => Promise<unknown>,
  ) {}

  /** The stored exchange rates (units per AUD) by ISO code, today's (vatgst, docs/areas/pricing.md). */
  private async rates(): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ code: vatgst.currencyFor, rate: vatgst.exchangeRate })
      .from(vatgst)
      .where(eq(vatgst.isDeleted, false))
      .orderBy(asc(vatgst.createdAt));
    const map = new Map<string, number>([['AUD', 1]]);
    for (const r of rows) {
      const code = r.code.toUpperCase();
      if (!map.has(code) && Number(r.rate) > 0) map.set(code, Number(r.rate));
    }
    return map;
  }

  /**
   * A currency's threshold (minor units): its `approval_thresholds` row, else the AUD default converted with the
   * stored exchange rate. A currency without a rate uses the AUD default's number as it is (no rate to convert).
   */
  async threshold(currency: string): Promise<number> {
    const code = currency.toUpperCase();
    const [own] = await this.db.select().from(approvalThresholds).where(eq(approvalThresholds.currency, code));
    if (own) return own.amount;
    const rate = (await this.rates()).get(code);
    return rate === undefined ? APPROVAL_DEFAULT_AUD_CENTS : defaultThreshold(code, rate);
  }

  /** True when `amount` (minor units of `currency`) is at or above the currency's threshold. */
  async needed(currency: string, amount: number): Promise<boolean> {
    return amount >= (await this.threshold(currency));
  }

  /**
   * Records a pending request (audited `approval.request` on the reservation), then notifies every other active
   * SuperAdmin. `settle(tx, approval)` runs in the request's transaction (the route stores its idempotent 202 there).
   * @throws HttpError 409 (ApprovalMessages.alreadyPending) when one waits for the same charge and kind.
   */
  async request(input: ApprovalRequestInput, actor: Actor, settle?: (tx: Tx, approval: Approval) => Promise<void>): Promise<Approval> {
    if (!actor.userId) throw forbidden(ApprovalMessages.ownRequest);
    const requestedBy = actor.userId;
    const approval = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(approvalRequests)
        .values({
          kind: input.kind,
          reservationId: input.reservationId,
          chargeId: input.chargeId,
          amount: input.amount,
          currency: input.currency,
          reason: input.reason ?? null,
          note: input.note ?? null,
          cancel: input.cancel ?? false,
          requestedBy,
        })
        .onConflictDoNothing()
        .returning({ id: approvalRequests.id });
      if (!row) throw conflict(ApprovalMessages.alreadyPending);
      await audit(tx, actor, {
        action: 'approval.request',
        entityType: 'reservation',
        entityId: input.reservationId,
        before: null,
        after: { approvalId: row.id, kind: input.kind, amount: input.amount, currency: input.currency, reason: input.reason ?? null, note: input.note ?? null, cancel: input.cancel ?? false },
      });
      const [wire] = await this.select(tx, eq(approvalRequests.id, row.id));
      await settle?.(tx, wire);
      return wire;
    });
    const others = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'SuperAdmin'), eq(users.disabled, false), ne(users.id, requestedBy)));
    await this.notify(
      others.map((u) => u.id),
      `${approval.requestedBy.name} asks for approval: ${describe(approval)} (${approval.record.name})`,
      { entityType: APPROVAL_ENTITY, entityId: approval.id },
    );
    return approval;
  }

  /**
   * Requests as the wire shows them, with the reservation's booking number and the people's names. The names are
   * looked up by their ids in a query of their own: joined, the planner hashed every user for a page of requests.
   */
  private async select(db: Db | Tx, where: SQL | undefined, order: SQL[] = [desc(approvalRequests.requestedAt), asc(approvalRequests.id)], limit?: number, offset?: number): Promise<Approval[]> {
    const q = db
      .select({ a: approvalRequests, bookingNo: reservations.bookingNo })
      .from(approvalRequests)
      .innerJoin(reservations, eq(reservations.id, approvalRequests.reservationId))
      .where(where)
      .orderBy(...order);
    const found = await (limit !== undefined ? q.limit(limit).offset(offset ?? 0) : q);
    const people = [...new Set(found.flatMap(({ a }) => (a.decidedBy ? [a.requestedBy, a.decidedBy] : [a.requestedBy])))];
    const names = new Map(
      (people.length ? await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, people)) : []).map((u) => [u.id, u]),
    );
    const rows = found.map(({ a, bookingNo }) => {
      const r = names.get(a.requestedBy);
      const d = a.decidedBy ? names.get(a.decidedBy) : undefined;
      return { a, bookingNo, rFirst: r?.first ?? null, rLast: r?.last ?? null, dFirst: d?.first ?? null, dLast: d?.last ?? null };
    });
    return rows.map(({ a, bookingNo, rFirst, rLast, dFirst, dLast }) => ({
      id: a.id,
      kind: a.kind as ApprovalKind,
      // `approving` is shown as pending: the decision is under way.
      status: (a.status === 'approving' ? 'pending' : a.status) as ApprovalStatus,
      amount: a.amount,
      currency: a.currency,
      record: { type: 'reservation' as const, id: a.reservationId, name: `${BOOKING_ID_PREFIX}${bookingNo}` },
      reason: a.reason,
      note: a.note,
      cancel: a.cancel,
      requestedBy: { id: a.requestedBy, name: nameOf(rFirst, rLast) },
      requestedAt: a.requestedAt.toISOString(),
      decidedBy: a.decidedBy ? { id: a.decidedBy, name: nameOf(dFirst, dLast) } : null,
      decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
      decisionNote: a.decisionNote,
      outcome: a.outcome,
    }));
  }

  /**
   * A page of requests: one status (`pending` includes those being approved; oldest first, the queue's order) or all
   * (newest first). `page` from 1, `limit` default 25. The total sums `approval_request_counts` (migration 0046); the
   * page's ids come from the index of the status then the order (bookings.schema.ts), read from the end nearer to
   * the page (docs/api-database.md, "Which index a list reads"), then only those requests are joined.
   */
  async list(query: ApprovalListQuery): Promise<ApprovalListResponse> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 25;
    const offset = (page - 1) * limit;
    const statuses = query.status === 'pending' ? ['pending', 'approving'] : query.status ? [query.status] : null;
    // Literal statuses: the pending queue's partial index (bookings.schema.ts) matches its predicate only so.
    const where = statuses ? sql`${approvalRequests.status} in (${sql.raw(statuses.map((s) => `'${s}'`).join(', '))})` : undefined;
    const ascending = query.status === 'pending';
    const order = (reversed: boolean) => {
      const dir = ascending !== reversed ? asc : desc;
      return [dir(approvalRequests.requestedAt), dir(approvalRequests.id)];
    };
    const [{ n }] = await this.db
      .select({ n: sql<number>`coalesce(sum(${approvalRequestCounts.n}), 0)::int` })
      .from(approvalRequestCounts)
      .where(statuses ? inArray(approvalRequestCounts.status, statuses) : undefined);
    const total = Number(n);
    if (offset >= total) return { data: [], total, page, limit };
    const fromEnd = total - offset - limit < offset;
    const ids = await this.db
      .select({ id: approvalRequests.id })
      .from(approvalRequests)
      .where(where)
      .orderBy(...order(fromEnd))
      .limit(fromEnd ? Math.min(limit, total - offset) : limit)
      .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
    // The page's ids as values (by primary key): as a subquery the planner hashed the whole table for a few rows.
    const data = ids.length ? await this.select(this.db, inArray(approvalRequests.id, ids.map((r) => r.id)), order(false)) : [];
    return { data, total, page, limit };
  }

  /** One request as the wire shows it; null when there is none. */
  async get(id: string): Promise<Approval | null> {
    if (!isUuid(id)) return null;
    const [one] = await this.select(this.db, eq(approvalRequests.id, id));
    return one ?? null;
  }

  /** One request as stored. @throws HttpError 404. */
  async row(id: string): Promise<ApprovalRow> {
    if (!isUuid(id)) throw notFound(ApprovalMessages.notFound);
    const [row] = await this.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    if (!row) throw notFound(ApprovalMessages.notFound);
    return row;
  }

  /**
   * The approver's claim: `pending` → `approving` by a conditional UPDATE, so that of concurrent approvals exactly
   * one wins (`fresh` true). A request still `approving` (being approved, or left so by an unknown outcome) is
   * answered with `fresh` false: running the action again is safe (the charge's claim answers 409 while another runs
   * it; after an unknown outcome the take-over reuses the provider key; the guard refuses once it is settled).
   * @throws HttpError 404, 403 (the requester's own request), 409 (decided).
   */
  async claimForApproval(id: string, note: string | null, actor: Actor): Promise<{ row: ApprovalRow; fresh: boolean }> {
    const row = await this.row(id);
    if (row.requestedBy === actor.userId) throw forbidden(ApprovalMessages.ownRequest);
    const [won] = await this.db
      .update(approvalRequests)
      .set({ status: 'approving', decidedBy: actor.userId, decidedAt: new Date(), decisionNote: note })
      .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')))
      .returning();
    if (won) return { row: won, fresh: true };
    const [now] = await this.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    // Being approved (or left so by an unknown outcome): the action runs again; its claim on the charge and the
    // request's guard make it take effect once (a concurrent one answers 409, a settled one is refused).
    if (now?.status === 'approving') return { row: now, fresh: false };
    throw conflict(ApprovalMessages.decided);
  }

  /**
   * Puts a request the approver claimed back to `pending` (the action could not start: another action on the charge
   * held its claim). Should a concurrent approver have run the action meanwhile, its settle marks the request
   * approved all the same ({@link markApproved}).
   */
  async release(id: string): Promise<void> {
    await this.db
      .update(approvalRequests)
      .set({ status: 'pending', decidedBy: null, decidedAt: null, decisionNote: null })
      .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'approving')));
  }

  /**
   * In the money action's claim transaction: refuses (409 ApprovalMessages.decided) unless the request is still
   * `approving` (row locked), so that a late approver never runs the action a second time after it was settled.
   */
  guard(id: string): (tx: Tx) => Promise<void> {
    return async (tx) => {
      const [row] = await tx.select({ status: approvalRequests.status }).from(approvalRequests).where(eq(approvalRequests.id, id)).for('update');
      if (row?.status !== 'approving') throw conflict(ApprovalMessages.decided);
    };
  }

  /**
   * In the money action's settle transaction: → `approved` with what ran (`outcome`), audited `approval.approve`.
   * Whatever the request's status meanwhile (released by a busy approver): the money moved, so it is approved.
   * @returns the request as the wire shows it.
   */
  async markApproved(tx: Tx, row: ApprovalRow, outcome: string, actor: Actor): Promise<Approval> {
    await tx
      .update(approvalRequests)
      .set({ status: 'approved', outcome, decidedBy: actor.userId, decidedAt: new Date() })
      .where(eq(approvalRequests.id, row.id));
    await audit(tx, actor, {
      action: 'approval.approve',
      entityType: 'reservation',
      entityId: row.reservationId,
      before: { approvalId: row.id, status: 'pending' },
      after: { approvalId: row.id, status: 'approved', outcome },
    });
    const [wire] = await this.select(tx, eq(approvalRequests.id, row.id));
    return wire;
  }

  /**
   * `approving` → `failed` with the refusal (the provider's text, or the rule that no longer holds), audited
   * `approval.fail`; in `tx` (the refusal's own transaction) or a new one. No-op unless the request is `approving`.
   */
  async markFailed(row: ApprovalRow, outcome: string, actor: Actor, tx?: Tx): Promise<void> {
    const run = async (t: Tx) => {
      const [done] = await t
        .update(approvalRequests)
        .set({ status: 'failed', outcome, decidedBy: actor.userId, decidedAt: new Date() })
        .where(and(eq(approvalRequests.id, row.id), eq(approvalRequests.status, 'approving')))
        .returning({ id: approvalRequests.id });
      if (!done) return;
      await audit(t, actor, {
        action: 'approval.fail',
        entityType: 'reservation',
        entityId: row.reservationId,
        before: { approvalId: row.id, status: 'pending' },
        after: { approvalId: row.id, status: 'failed', outcome },
      });
    };
    await (tx ? run(tx) : this.db.transaction(run));
  }

  /**
   * Rejects a pending request (nothing else changes), audited `approval.reject`, the requester notified.
   * @throws HttpError 404, 403 (own request), 409 (decided or being approved).
   */
  async reject(id: string, note: string | null, actor: Actor): Promise<Approval> {
    const row = await this.row(id);
    if (row.requestedBy === actor.userId) throw forbidden(ApprovalMessages.ownRequest);
    await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(approvalRequests)
        .set({ status: 'rejected', decidedBy: actor.userId, decidedAt: new Date(), decisionNote: note })
        .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')))
        .returning({ id: approvalRequests.id });
      if (!done) throw conflict(ApprovalMessages.decided);
      await audit(tx, actor, {
        action: 'approval.reject',
        entityType: 'reservation',
        entityId: row.reservationId,
        before: { approvalId: id, status: 'pending' },
        after: { approvalId: id, status: 'rejected', note },
      });
    });
    const approval = (await this.get(id)) as Approval;
    await this.notifyDecision(approval);
    return approval;
  }

  /** Tells the requester how their request was decided. */
  async notifyDecision(approval: Approval): Promise<void> {
    const by = approval.decidedBy?.name ?? 'A SuperAdmin';
    const what = `${describe(approval)} (${approval.record.name})`;
    const text =
      approval.status === 'approved'
        ? `${by} approved: ${what}`
        : approval.status === 'rejected'
          ? `${by} rejected: ${what}${approval.decisionNote ? ` (${approval.decisionNote})` : ''}`
          : `Approved by ${by} but it failed: ${what}: ${approval.outcome ?? ''}`;
    await this.notify([approval.requestedBy.id], text, { entityType: APPROVAL_ENTITY, entityId: approval.id });
  }

  /**
   * Every currency's threshold (minor units): each currency of the stored exchange rates (and AUD), plus any with
   * its own row; `own` false where it is the converted AUD default. Sorted by code.
   */
  async thresholds(): Promise<ApprovalThreshold[]> {
    const [rates, rows] = await Promise.all([
      this.rates(),
      this.db
        .select({ t: approvalThresholds, first: users.firstName, last: users.lastName })
        .from(approvalThresholds)
        .leftJoin(users, eq(users.id, approvalThresholds.updatedBy)),
    ]);
    const own = new Map(rows.map((r) => [r.t.currency, r]));
    const codes = [...new Set([...rates.keys(), ...own.keys()])].sort();
    return codes.map((currency) => {
      const o = own.get(currency);
      if (o) {
        return {
          currency,
          amount: o.t.amount,
          own: true,
          updatedBy: o.t.updatedBy ? { id: o.t.updatedBy, name: nameOf(o.first, o.last) } : null,
          updatedAt: o.t.updatedAt.toISOString(),
        };
      }
      return { currency, amount: defaultThreshold(currency, rates.get(currency) ?? 1), own: false, updatedBy: null, updatedAt: null };
    });
  }

  /**
   * Sets a currency's threshold (minor units), or removes it (`amount` null: back to the converted default); audited
   * `approval.threshold` (entity type 'approval_threshold', the currency).
   * @throws HttpError 400 (ApprovalMessages.badCurrency for a code that is not an ISO 4217 currency).
   */
  async setThreshold(currency: string, amount: number | null, actor: Actor): Promise<ApprovalThreshold> {
    const code = currency.toUpperCase();
    if (currencyCode(code) !== code || !ISO_CURRENCIES.has(code)) throw badRequest(ApprovalMessages.badCurrency);
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(approvalThresholds).where(eq(approvalThresholds.currency, code)).for('update');
      if (amount === null) await tx.delete(approvalThresholds).where(eq(approvalThresholds.currency, code));
      else {
        await tx
          .insert(approvalThresholds)
          .values({ currency: code, amount, updatedBy: actor.userId, updatedAt: new Date() })
          .onConflictDoUpdate({ target: approvalThresholds.currency, set: { amount, updatedBy: actor.userId, updatedAt: sql`now()` } });
      }
      await audit(tx, actor, {
        action: 'approval.threshold',
        entityType: 'approval_threshold',
        entityId: code,
        before: before ? { amount: before.amount } : null,
        after: amount === null ? null : { amount },
      });
    });
    const all = await this.thresholds();
    return all.find((t) => t.currency === code) ?? { currency: code, amount: await this.threshold(code), own: false, updatedBy: null, updatedAt: null };
  }
}

/** "Refund A$620.00" / "No-show charge A$50.00" (money through the format module). */
export function describe(a: Pick<Approval, 'kind' | 'amount' | 'currency' | 'cancel'>): string {
  const money = formatMoney(a.amount, a.currency, { locale: 'en-AU' });
  return a.kind === 'refund' ? `Refund ${money}${a.cancel ? ' and cancel' : ''}` : `No-show charge ${money}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Four-eyes approval of large money actions (bookings area). */
    approvals: ApprovalRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('approvals', new ApprovalRepository(app.db, (ids, text, subject) => app.notifications.notify(ids, text, subject)));
  },
  { name: 'approvals-repository' },
);
