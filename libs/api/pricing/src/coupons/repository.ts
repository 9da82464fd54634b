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
import {
  audit,
  badRequest,
  changedFields,
  conflict,
  containsPattern,
  countedListPage,
  isUniqueViolation,
  isUuid,
  nearerEndIds,
  notFound,
  RememberedTotals,
  type Actor,
  type Db,
  type Tx,
} from '@backoffice/api-server';
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
   * from the end nearer to it. The total sums the coupon counters (`coupon_counts`: two rows, and for a status one
   * per day from today on that a coupon starts or ends on), never the coupons. Without a search, the total and the
   * page (each coupon's uses, author and scope names looked up by key) are ONE named statement (rule 5,
   * {@link CouponRepository.countedList}); a search counts its matches, then reads its page.
   */
  async list(query: CouponListQuery): Promise<CouponListResponse> {
    const today = this.today();
    const limit = query.limit ?? COUPON_PAGE_SIZE;
    const page = query.page ?? 1;
    const offset = (page - 1) * limit;
    const search = query.search?.trim();
    if (!search) return this.countedList(query.status, today, limit, offset);
    const condition = and(isNull(coupons.deletedAt), sql`${coupons.code} ilike ${containsPattern(search)}`, query.status ? statusIs(query.status, today) : undefined);
    const read = (reversed: boolean, count: number, from: number): Promise<CouponRow[]> =>
      this.db
        .select()
        .from(coupons)
        .where(condition)
        .orderBy(...(reversed ? [asc(coupons.createdAt), asc(coupons.id)] : [desc(coupons.createdAt), desc(coupons.id)]))
        .limit(count)
        .offset(from);
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(coupons).where(condition);
    const total = Number(n);
    let rows: CouponRow[] = [];
    if (offset < total) {
      rows =
        total - offset - limit < offset
          ? (await read(true, Math.min(limit, total - offset), Math.max(0, total - offset - limit))).reverse()
          : await read(false, limit, offset);
    }
    return { data: await this.wire(this.db, rows, today), total };
  }

  /**
   * A page of the list without a search and its total in ONE named statement (docs/api-database.md, "Which index a
   * list reads", rule 5; `countedListPage` of the server lib): `WITH c AS MATERIALIZED (<the counters' sum>)`, then
   * the page's coupons through the status's index (page 1's LIMIT and OFFSET written in the text; the rows come with
   * the index read: a lookup of each by key let the planner scan the small table once per row), with its uses
   * (`reservations_coupon_idx`), its author and its scope's names, each looked up by key (rule 4).
   * A later page reads from the end nearer to it for the total this status had at its last later page
   * (`RememberedTotals`), again alone when the true total differs. The statement's text depends on the status and
   * the page size only (today is a parameter).
   */
  private async countedList(status: CouponListQuery['status'], today: string, limit: number, offset: number): Promise<CouponListResponse> {
    // Upcoming and active coupons are among those not ended yet (`coupons_running_idx`, by end date): their pages
    // sort those (OFFSET 0 keeps the planner from walking every coupon of the past newest first to find them).
    const running = status === 'upcoming' || status === 'active';
    const where = and(isNull(coupons.deletedAt), status ? statusIs(status, today) : undefined);
    const ids = (reversed: boolean) => {
      const dir = sql.raw(reversed ? 'ASC' : 'DESC');
      return running
        ? { columns: sql`s.*, s.created_at AS k0`, from: sql`(SELECT * FROM ${coupons} WHERE ${where} OFFSET 0) s`, order: sql`s.created_at ${dir}, s.id ${dir}` }
        : { columns: sql`${coupons}.*, ${coupons.createdAt} AS k0`, from: sql`${coupons} WHERE ${where}`, order: sql`${coupons.createdAt} ${dir}, ${coupons.id} ${dir}` };
    };
    // Page 1 reads forward whatever the total; a later page from the nearer end; none past the last.
    const pageIds = nearerEndIds(ids, offset, limit);
    const rows = (n: number) => sql`
      SELECT c.id, c.code, c.value, c.start_date::text AS "startDate", c.end_date::text AS "endDate", c.ended_at AS "endedAt",
        c.applied_to AS "appliedTo", c.scope, c.created_by AS "createdBy", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
        u.used, a.author, ch.chains, ho.hotels, c.k0, c.id AS k1
      FROM (${pageIds(n)}) c
      CROSS JOIN LATERAL (SELECT count(*)::int AS used FROM reservations r
        WHERE upper(r.coupon_code) = upper(c.code) AND r.coupon_code IS NOT NULL) u
      LEFT JOIN LATERAL (SELECT trim(au.first_name || ' ' || au.last_name) AS author FROM users au WHERE au.id = c.created_by OFFSET 0) a ON true
      CROSS JOIN LATERAL (SELECT coalesce(json_agg(json_build_object('_id', cm.id, 'clientTypeName', cm.client_type_name) ORDER BY o.i), '[]'::json) AS chains
        FROM unnest(c.scope_chain) WITH ORDINALITY AS o(id, i)
        CROSS JOIN LATERAL (SELECT cm.id, cm.client_type_name FROM commissions cm WHERE cm.id = o.id OFFSET 0) cm) ch
      CROSS JOIN LATERAL (SELECT coalesce(json_agg(json_build_object('_id', h.id, 'name', h.name) ORDER BY o.i), '[]'::json) AS hotels
        FROM unnest(c.scope_hotel) WITH ORDINALITY AS o(id, i)
        CROSS JOIN LATERAL (SELECT h.id, h.name FROM hotels h WHERE h.id = o.id OFFSET 0) h) ho`;
    const total = sql`SELECT (${this.countersSql(status, today)})::int AS total`;
    const key = JSON.stringify([status ?? null, limit]);
    const found = await countedListPage<CountedCouponRow>(
      this.db,
      { name: `coupon_list_${status ?? 'all'}`, total, rows, order: sql.raw('r.k0 DESC, r.k1 DESC') },
      offset,
      lastTotals,
      key,
    );
    return { data: found.rows.map((r) => couponOf(countedCouponOf(r), today)), total: Number(found.total) };
  }

  /**
   * The number of coupons not deleted with `status` on `today` (all without one), from the coupon counters, as an
   * SQL expression (a bigint; the list's statement casts it):
   * upcoming = open ones starting after today; running = open ones ending today or later; active = running -
   * upcoming; ended = all - running (the same as `statusIs`, since a coupon ends after it starts).
   */
  private countersSql(status: CouponListQuery['status'], today: string): SQL {
    const sum = (kind: string, from?: SQL) =>
      sql`coalesce((select sum(${couponCounts.n}) from ${couponCounts} where ${couponCounts.kind} = ${kind}${from ? sql` and ${from}` : sql``}), 0)`;
    const all = sql`${sum('open')} + ${sum('stopped')}`;
    const upcoming = sum('open_start', sql`${couponCounts.day} > ${today}`);
    const running = sum('open_end', sql`${couponCounts.day} >= ${today}`);
    return status === 'upcoming' ? upcoming : status === 'active' ? sql`${running} - ${upcoming}` : status === 'ended' ? sql`${all} - ${running}` : all;
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
    return rows.map((r) =>
      couponOf(
        {
          ...r,
          used: used.get(r.code.toUpperCase()) ?? 0,
          author: r.createdBy ? authors.get(r.createdBy) : undefined,
          chains: r.scopeChain.filter((id) => chains.has(id)).map((id) => ({ _id: id, clientTypeName: chains.get(id) as string })),
          hotels: r.scopeHotel.filter((id) => hotelNames.has(id)).map((id) => ({ _id: id, name: hotelNames.get(id) as string })),
        },
        today,
      ),
    );
  }
}

/** The last total of each status (with the page size) at its later page (`RememberedTotals`): a few keys at most. */
const lastTotals = new RememberedTotals(64);

/**
 * A coupon with what the list shows beside it: `used`, the reservations that used its code; `author`, its creator's
 * full name (undefined when the user is gone); its scope's chains and hotels that exist, in the coupon's order.
 */
interface CouponListing extends Omit<CouponRow, 'scopeChain' | 'scopeHotel' | 'code' | 'deletedAt'> {
  code: string;
  used: number;
  author: string | undefined;
  chains: { _id: string; clientTypeName: string }[];
  hotels: { _id: string; name: string }[];
}

/** A coupon on the wire (`Coupon` of libs/contracts), its status computed for `today`: the one mapper of both reads. */
function couponOf(r: CouponListing, today: string): Coupon {
  const endedAt = r.endedAt?.toISOString() ?? null;
  return {
    _id: r.id,
    code: r.code,
    value: Number(r.value),
    startDate: r.startDate,
    endDate: r.endDate,
    endedAt,
    appliedTo: r.appliedTo,
    scope: r.scope,
    scopeChain: r.chains,
    scopeHotel: r.hotels,
    status: couponStatus({ startDate: r.startDate, endDate: r.endDate, endedAt }, today),
    used: r.used,
    createdBy: r.author !== undefined && r.createdBy ? { _id: r.createdBy, fullName: r.author } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A row of the list's one statement as the driver answers it (timestamps a string or a Date, JSON parsed or text). */
type CountedCouponRow = Record<keyof CouponListing | 'id', unknown>;

/** A timestamp as Drizzle maps the column (the drivers answer a string or a Date); null stays null. */
const instantOf = (v: unknown): Date | null => (v === null || v === undefined ? null : (coupons.createdAt.mapFromDriverValue(v as string) as Date));

/** JSON as the drivers answer it: parsed, or as text. */
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A {@link CountedCouponRow} as a {@link CouponListing}. */
const countedCouponOf = (r: CountedCouponRow): CouponListing => ({
  ...(r as unknown as CouponListing),
  used: Number(r.used),
  author: r.author === null || r.author === undefined ? undefined : String(r.author),
  endedAt: instantOf(r.endedAt),
  createdAt: instantOf(r.createdAt) as Date,
  updatedAt: instantOf(r.updatedAt) as Date,
  chains: jsonOf(r.chains),
  hotels: jsonOf(r.hotels),
});

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
