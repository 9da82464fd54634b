/**
 * Coupons' data layer, `app.coupons` (docs/areas/pricing.md, "Coupons"): the list with its status computed on
 * today's UTC day and the count of reservations that used each code, create and update with the form's rules in
 * order (contracts `couponProblem`: a 400 naming its field), end now, and delete (refused once reservations used
 * the code: end it instead).
 * Codes are stored upper-case, unique (case-insensitive) among coupons not deleted. Every write is audited.
 */
import {
  PricingMessages,
  couponProblem,
  couponStatus,
  utcDay,
  type Coupon,
  type CouponBody,
  type CouponListQuery,
  type CouponListResponse,
  type CouponScope,
  type CouponAppliedTo,
} from '@backoffice/contracts';
import { audit, badRequest, changedFields, conflict, containsPattern, isUniqueViolation, isUuid, notFound, rowsOf, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { commissions, hotels, reservations, users } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { coupons } from '../pricing.schema';
import { couponCounts } from './coupon-counts';

type CouponRow = typeof coupons.$inferSelect;

/** Rows per page of the coupon list when the query gives no `limit`. */
export const COUPON_PAGE_SIZE = 10;

/** The status filter in SQL, the same as contracts `couponStatus` on `today`. */
function statusIs(status: CouponListQuery['status'], today: string): SQL {
  const ended = sql`(${coupons.endedAt} is not null or ${coupons.endDate} < ${today})`;
  if (status === 'ended') return ended;
  const running = sql`(${coupons.endedAt} is null and ${coupons.endDate} >= ${today})`;
  return status === 'upcoming' ? sql`${running} and ${coupons.startDate} > ${today}` : sql`${running} and ${coupons.startDate} <= ${today}`;
}

/** The fields of a coupon the audit trail records, under their wire names. */
const audited = (r: CouponRow) => ({
  code: r.code,
  value: r.value,
  startDate: r.startDate,
  endDate: r.endDate,
  endedAt: r.endedAt?.toISOString() ?? null,
  appliedTo: r.appliedTo,
  scope: r.scope,
  scopeChain: r.scopeChain,
  scopeHotel: r.scopeHotel,
});

/** A body that passed the rules, normalised: code upper-case, lists deduplicated and kept only for their scope. */
interface CouponFields {
  code: string;
  value: number;
  startDate: string;
  endDate: string;
  appliedTo: CouponAppliedTo;
  scope: CouponScope;
  scopeChain: string[];
  scopeHotel: string[];
}

function normalised(body: CouponBody): CouponFields {
  const scope = body.scope as CouponScope;
  return {
    code: (body.code as string).trim().toUpperCase(),
    value: Math.round((body.value as number) * 100) / 100,
    startDate: body.startDate as string,
    endDate: body.endDate as string,
    appliedTo: body.appliedTo as CouponAppliedTo,
    scope,
    scopeChain: scope === 'chain' ? [...new Set(body.scopeChain ?? [])] : [],
    scopeHotel: scope === 'hotel' ? [...new Set(body.scopeHotel ?? [])] : [],
  };
}

export class CouponRepository {
  constructor(
    private readonly db: Db,
    /** Today's UTC day (tests may fix it). */
    private readonly today: () => string = () => utcDay(new Date()),
  ) {}

  /**
   * The list (GET /coupons): coupons not deleted, `search` a case-insensitive part of the code, `status`
   * upcoming, active or ended on today's UTC day; newest first, one page (`page` from 1, `limit` default 10).
   *
   * Cost (docs/api-database.md, "Which index a list reads"): the page reads `coupons_list_idx` (created_at, id),
   * `ended` filtering the coupons as read; `upcoming` and `active` sort the coupons not ended yet, read through
   * `coupons_running_idx` (their cost grows with the coupons running now, not with the past); a later page reads
   * its total first, then the page from the end nearer to it. The total sums the coupon counters (`coupon_counts`: two rows, and for a status one per day
   * from today on that a coupon starts or ends on), never the coupons; a search counts its matches.
   */
  async list(query: CouponListQuery): Promise<CouponListResponse> {
    const today = this.today();
    const where: SQL[] = [isNull(coupons.deletedAt)];
    const search = query.search?.trim();
    if (search) where.push(sql`${coupons.code} ilike ${containsPattern(search)}`);
    if (query.status) where.push(statusIs(query.status, today));
    const limit = query.limit ?? COUPON_PAGE_SIZE;
    const page = query.page ?? 1;
    const condition = and(...where);
    // Upcoming and active coupons are among those not ended yet (`coupons_running_idx`, by end date): their pages
    // sort those (OFFSET 0 keeps the planner from walking every coupon of the past newest first to find them).
    const running = query.status === 'upcoming' || query.status === 'active';
    const from = running ? this.db.select().from(coupons).where(condition).offset(0).as('c') : coupons;
    const read = (reversed: boolean, count: number, offset: number): Promise<CouponRow[]> =>
      this.db
        .select()
        .from(from)
        .where(running ? undefined : condition)
        .orderBy(...(reversed ? [asc(from.createdAt), asc(from.id)] : [desc(from.createdAt), desc(from.id)]))
        .limit(count)
        .offset(offset);
    const total = async (): Promise<number> => {
      if (search) {
        const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(condition);
        return Number(n);
      }
      return this.countersTotal(query.status, today);
    };
    const offset = (page - 1) * limit;
    let rows: CouponRow[];
    let n: number;
    if (offset === 0) [rows, n] = await Promise.all([read(false, limit, 0), total()]);
    else {
      n = await total();
      if (offset >= n) rows = [];
      else if (n - offset - limit < offset) rows = (await read(true, Math.min(limit, n - offset), Math.max(0, n - offset - limit))).reverse();
      else rows = await read(false, limit, offset);
    }
    return { data: await this.wire(this.db, rows, today), total: n };
  }

  /**
   * The number of coupons not deleted with `status` on `today` (all without one), from the coupon counters:
   * upcoming = open ones starting after today; running = open ones ending today or later; active = running -
   * upcoming; ended = all - running (the same as `statusIs`, since a coupon ends after it starts).
   */
  private async countersTotal(status: CouponListQuery['status'], today: string): Promise<number> {
    const sum = (kind: string, from?: SQL) =>
      sql`coalesce((select sum(${couponCounts.n}) from ${couponCounts} where ${couponCounts.kind} = ${kind}${from ? sql` and ${from}` : sql``}), 0)`;
    const all = sql`${sum('open')} + ${sum('stopped')}`;
    const upcoming = sum('open_start', sql`${couponCounts.day} > ${today}`);
    const running = sum('open_end', sql`${couponCounts.day} >= ${today}`);
    const expr = status === 'upcoming' ? upcoming : status === 'active' ? sql`${running} - ${upcoming}` : status === 'ended' ? sql`${all} - ${running}` : all;
    const [{ n }] = rowsOf<{ n: number }>(await this.db.execute(sql`select (${expr})::int as n`));
    return Number(n);
  }

  /** One coupon not deleted. @throws HttpError 404. */
  async get(id: string): Promise<Coupon> {
    const row = await this.row(this.db, id);
    return (await this.wire(this.db, [row], this.today()))[0];
  }

  /**
   * Adds a coupon (POST /coupons): the rules in order, the chosen chains or hotels existing, the code free.
   * @throws HttpError 400 (a rule, or an unknown chain or hotel), 409 (the code is taken).
   */
  async create(body: CouponBody, actor: Actor): Promise<Coupon> {
    const today = this.today();
    const problem = couponProblem(body, today);
    if (problem) throw badRequest(problem.message, problem.field);
    const f = normalised(body);
    return this.uniqueCode(() =>
      this.db.transaction(async (tx) => {
        await this.scopeExists(tx, f);
        await this.codeFree(tx, f.code, null);
        const [row] = await tx
          .insert(coupons)
          .values({ ...f, createdBy: actor.userId })
          .returning();
        await audit(tx, actor, { action: 'coupon.create', entityType: 'coupon', entityId: row.id, before: null, after: audited(row) });
        return (await this.wire(tx, [row], today))[0];
      }),
    );
  }

  /**
   * Changes a coupon (PUT /coupons/{id}): the same rules, but a start date left as stored is not checked
   * against today (a running coupon keeps its start). An ended coupon is locked, and so is the code of a
   * coupon reservations used (they name it by its code).
   * @throws HttpError 400, 404, 409 (ended, code of a used coupon, code taken).
   */
  async update(id: string, body: CouponBody, actor: Actor): Promise<Coupon> {
    const today = this.today();
    return this.uniqueCode(() =>
      this.db.transaction(async (tx) => {
        const before = await this.row(tx, id, true);
        if (couponStatus(this.dates(before), today) === 'ended') throw conflict(PricingMessages.coupon.endedLocked);
        const problem = couponProblem(body, today, body.startDate === before.startDate);
        if (problem) throw badRequest(problem.message, problem.field);
        const f = normalised(body);
        if (f.code !== before.code.toUpperCase()) {
          const used = await this.usedCount(tx, before.code);
          if (used > 0) throw conflict(PricingMessages.coupon.codeLocked, 'code');
        }
        await this.scopeExists(tx, f);
        await this.codeFree(tx, f.code, id);
        const [row] = await tx
          .update(coupons)
          .set({ ...f, updatedAt: new Date() })
          .where(eq(coupons.id, id))
          .returning();
        await audit(tx, actor, { action: 'coupon.update', entityType: 'coupon', entityId: id, ...changedFields(audited(before), audited(row)) });
        return (await this.wire(tx, [row], today))[0];
      }),
    );
  }

  /**
   * Ends a coupon now (POST /coupons/{id}/end): `ended_at` set, the coupon ended from then on whatever its end
   * date. @throws HttpError 404, 409 (already ended).
   */
  async end(id: string, actor: Actor): Promise<Coupon> {
    const today = this.today();
    return this.db.transaction(async (tx) => {
      const before = await this.row(tx, id, true);
      if (couponStatus(this.dates(before), today) === 'ended') throw conflict(PricingMessages.coupon.alreadyEnded);
      const now = new Date();
      const [row] = await tx.update(coupons).set({ endedAt: now, updatedAt: now }).where(eq(coupons.id, id)).returning();
      await audit(tx, actor, { action: 'coupon.end', entityType: 'coupon', entityId: id, ...changedFields(audited(before), audited(row)) });
      return (await this.wire(tx, [row], today))[0];
    });
  }

  /**
   * Deletes a coupon (DELETE /coupons/{id}, soft: `deleted_at`), refused while reservations used its code
   * (the answer says how many; nothing changes): such a coupon can only be ended.
   * @throws HttpError 404, 409.
   */
  async remove(id: string, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.row(tx, id, true);
      const used = await this.usedCount(tx, before.code);
      if (used > 0) throw conflict(PricingMessages.coupon.used(used));
      await tx.update(coupons).set({ deletedAt: new Date() }).where(eq(coupons.id, id));
      await audit(tx, actor, { action: 'coupon.delete', entityType: 'coupon', entityId: id, before: audited(before), after: null });
    });
  }

  private dates(r: CouponRow) {
    return { startDate: r.startDate, endDate: r.endDate, endedAt: r.endedAt?.toISOString() ?? null };
  }

  private async row(db: Db | Tx, id: string, lock = false): Promise<CouponRow> {
    if (!isUuid(id)) throw notFound(PricingMessages.coupon.notFound);
    const q = db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
    const [row] = await (lock ? q.for('update') : q);
    if (!row) throw notFound(PricingMessages.coupon.notFound);
    return row;
  }

  /** Reservations whose coupon code is `code` (case-insensitive), cancelled or not. */
  private async usedCount(db: Db | Tx, code: string): Promise<number> {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(sql`upper(${reservations.couponCode}) = ${code.toUpperCase()}`);
    return Number(n);
  }

  /** @throws HttpError 409 when a coupon not deleted (other than `exceptId`) has the code. */
  private async codeFree(tx: Tx, code: string, exceptId: string | null): Promise<void> {
    const same = sql`upper(${coupons.code}) = ${code} and ${coupons.deletedAt} is null`;
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(exceptId ? and(same, ne(coupons.id, exceptId)) : same);
    if (taken) throw conflict(PricingMessages.coupon.codeTaken, 'code');
  }

  /** A write racing another for the same code: the unique index answers, the caller gets the same 409. */
  private async uniqueCode<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(PricingMessages.coupon.codeTaken, 'code');
      throw e;
    }
  }

  /** @throws HttpError 400 when a chosen chain or hotel (not deleted) does not exist, naming `scopeChain` or `scopeHotel`. */
  private async scopeExists(tx: Tx, f: CouponFields): Promise<void> {
    const unknown = (field: 'scopeChain' | 'scopeHotel') => badRequest(PricingMessages.coupon.unknownScope, field);
    if (f.scopeChain.length) {
      if (!f.scopeChain.every(isUuid)) throw unknown('scopeChain');
      const found = await tx.select({ id: commissions.id }).from(commissions).where(inArray(commissions.id, f.scopeChain));
      if (found.length !== f.scopeChain.length) throw unknown('scopeChain');
    }
    if (f.scopeHotel.length) {
      if (!f.scopeHotel.every(isUuid)) throw unknown('scopeHotel');
      const found = await tx
        .select({ id: hotels.id })
        .from(hotels)
        .where(and(inArray(hotels.id, f.scopeHotel), isNull(hotels.deletedAt)));
      if (found.length !== f.scopeHotel.length) throw unknown('scopeHotel');
    }
  }

  /** Rows to the wire: their status on `today`, use counts, author and scope names in three queries. */
  private async wire(db: Db | Tx, rows: CouponRow[], today: string): Promise<Coupon[]> {
    if (!rows.length) return [];
    const codes = [...new Set(rows.map((r) => r.code.toUpperCase()))];
    const used = new Map<string, number>();
    const counted = await db
      .select({ code: sql<string>`upper(${reservations.couponCode})`, n: sql<number>`count(*)::int` })
      .from(reservations)
      .where(sql`upper(${reservations.couponCode}) in ${codes}`)
      .groupBy(sql`upper(${reservations.couponCode})`);
    for (const c of counted) used.set(c.code, Number(c.n));
    const authorIds = [...new Set(rows.map((r) => r.createdBy).filter((v): v is string => !!v))];
    const authors = new Map(
      (authorIds.length ? await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, authorIds)) : []).map(
        (u) => [u.id, `${u.first} ${u.last}`.trim()],
      ),
    );
    const chainIds = [...new Set(rows.flatMap((r) => r.scopeChain))];
    const chains = new Map(
      (chainIds.length ? await db.select({ id: commissions.id, name: commissions.clientTypeName }).from(commissions).where(inArray(commissions.id, chainIds)) : []).map((c) => [c.id, c.name]),
    );
    const hotelIds = [...new Set(rows.flatMap((r) => r.scopeHotel))];
    const hotelNames = new Map(
      (hotelIds.length ? await db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(inArray(hotels.id, hotelIds)) : []).map((h) => [h.id, h.name]),
    );
    return rows.map((r) => {
      const endedAt = r.endedAt?.toISOString() ?? null;
      const author = r.createdBy ? authors.get(r.createdBy) : undefined;
      return {
        _id: r.id,
        code: r.code,
        value: Number(r.value),
        startDate: r.startDate,
        endDate: r.endDate,
        endedAt,
        appliedTo: r.appliedTo,
        scope: r.scope,
        scopeChain: r.scopeChain.filter((id) => chains.has(id)).map((id) => ({ _id: id, clientTypeName: chains.get(id) as string })),
        scopeHotel: r.scopeHotel.filter((id) => hotelNames.has(id)).map((id) => ({ _id: id, name: hotelNames.get(id) as string })),
        status: couponStatus({ startDate: r.startDate, endDate: r.endDate, endedAt }, today),
        used: used.get(r.code.toUpperCase()) ?? 0,
        createdBy: author !== undefined && r.createdBy ? { _id: r.createdBy, fullName: author } : null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Coupons (pricing area). */
    coupons: CouponRepository;
  }
}

export default fp(
  async function couponRepository(app) {
    app.decorate('coupons', new CouponRepository(app.db));
  },
  { name: 'coupon-repository' },
);
