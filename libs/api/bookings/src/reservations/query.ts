/**
 * The reservations list's SQL (docs/areas/bookings.md, "Reservations list"): filters, search, sort and paging
 * in the database. A list whose total comes from the counters is one named statement (its total and its page);
 * any other list one count and one page query (docs/api-database.md, "Which index a list reads"). The export
 * (export.ts) reads the same filtered set in batches. Every filter narrows `reservations` by an indexed column: the search first finds the few customers
 * and hotels whose names start with the text (prefix indexes), then the reservations by those ids.
 */
import {
  OTHER_CHAIN_FILTER,
  BOOKING_ID_PREFIX,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_TIMEZONE,
  billingDeducted,
  paymentStatus,
  type ReservationListItem,
  type ReservationListQuery,
} from '@backoffice/contracts';
import { isUuid, literalInt, named, prefixPattern, rowsOf, type Db, type Tx } from '@backoffice/api-server';
import { charges, hotels, reservations, users } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reservationChainCounts, reservationCounts, reservationCustomerCounts, reservationHotelCounts } from './reservation-counts';

/** The list's default page size. */
export const RESERVATIONS_PAGE_SIZE = 25;

/** `TF100001` or `100001` → 100001; anything else → null. */
export function bookingNoOf(text: string): number | null {
  const m = new RegExp(`^(?:${BOOKING_ID_PREFIX})?(\\d{1,9})$`, 'i').exec(text.trim());
  return m ? Number(m[1]) : null;
}

export const bookingIdOf = (no: number) => `${BOOKING_ID_PREFIX}${no}`;

/** A reservation's billing mark (excluded, yes = invoiced, no = the rest): the expression its counters and indexes use. */
const billingOf = sql`reservation_billing(${reservations.excluded}, ${reservations.chargeStatus})`;

/**
 * A reservation's chain: its hotel's `commission_id`, copied onto the reservation and kept by migration 0056's
 * triggers (not declared in the shared schema: drizzle-kit does not manage it). NULL: a hotel without a chain.
 */
const reservationChain = sql`"reservations"."commission_id"`;

/** The key of the chain counters of the list's `commission` filter (the nil uuid: the hotels without a chain). */
const NO_CHAIN = '00000000-0000-0000-0000-000000000000';

/**
 * The WHERE of a filtered set (everything but paging and sort). Search ids are looked up first, so that the
 * reservations are then found by index (`booked_by_id`, `hotel_id`, `booking_no`).
 */
export async function reservationFilter(db: Db | Tx, q: ReservationListQuery): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [];
  const search = q.search?.trim();
  if (search) {
    const matches: SQL[] = [];
    const no = bookingNoOf(search);
    if (no !== null) matches.push(eq(reservations.bookingNo, no));
    const prefix = prefixPattern(search.toLowerCase());
    // "first last": the first name, then the start of the last name (both by their prefix indexes).
    const [first, ...rest] = search.toLowerCase().split(/\s+/);
    const fullName = rest.length ? and(sql`lower(${users.firstName}) = ${first}`, sql`lower(${users.lastName}) like ${prefixPattern(rest.join(' '))}`) : undefined;
    const customers = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.userType, 'APP'),
          or(
            sql`lower(${users.lastName}) like ${prefix}`,
            sql`lower(${users.firstName}) like ${prefix}`,
            sql`${users.email} like ${prefix}`,
            fullName,
          ),
        ),
      )
      .limit(2000);
    if (customers.length) matches.push(inArray(reservations.bookedById, customers.map((c) => c.id)));
    const hotelRows = await db
      .select({ id: hotels.id })
      .from(hotels)
      .where(sql`lower(${hotels.name}) like ${prefix}`)
      .limit(500);
    if (hotelRows.length) matches.push(inArray(reservations.hotelId, hotelRows.map((h) => h.id)));
    where.push(matches.length ? or(...matches) : sql`false`);
  }
  // The reservation's own copy of its hotel's chain (migration 0056), the leading column of the chain's indexes.
  if (q.commission) where.push(q.commission === OTHER_CHAIN_FILTER ? sql`${reservationChain} is null` : isUuid(q.commission) ? sql`${reservationChain} = ${q.commission}` : sql`false`);
  if (q.hotelId) where.push(isUuid(q.hotelId) ? eq(reservations.hotelId, q.hotelId) : sql`false`);
  if (q.customer) where.push(isUuid(q.customer) ? eq(reservations.bookedById, q.customer) : sql`false`);
  // By the coupon's code, any case: the index on upper(coupon_code) (reservations name their coupon by its code).
  if (q.coupon) where.push(sql`upper(${reservations.couponCode}) = ${q.coupon.trim().toUpperCase()}`);
  if (q.status) where.push(eq(reservations.status, q.status));
  // One equality on the billing mark's expression (migration 0012's `reservation_billing`), the leading or second
  // column of the list's billing indexes (docs/api-database.md, "Which index a list reads").
  if (q.billing && q.billing !== 'All') where.push(sql`${billingOf} = ${q.billing}`);
  // Days of arrival in the marketplace's home zone, as half-open instants (an index range).
  if (q.from) where.push(sql`${reservations.reservationStart} >= (${q.from}::date::timestamp at time zone ${DEFAULT_TIMEZONE})`);
  if (q.to) where.push(sql`${reservations.reservationStart} < ((${q.to}::date + 1)::timestamp at time zone ${DEFAULT_TIMEZONE})`);
  return and(...where);
}

/** The columns of a list row. */
export const listColumns = {
  id: reservations.id,
  bookingNo: reservations.bookingNo,
  hotelId: reservations.hotelId,
  hotelName: hotels.name,
  roomId: reservations.roomId,
  duration: reservations.duration,
  reservationStart: reservations.reservationStart,
  reservationEnd: reservations.reservationEnd,
  createdAt: reservations.createdAt,
  timezone: reservations.timezone,
  status: reservations.status,
  chargeStatus: reservations.chargeStatus,
  statementIssueDate: reservations.statementIssueDate,
  invoiceIssueDate: reservations.invoiceIssueDate,
  excluded: reservations.excluded,
  refund: reservations.refund,
  customerId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  provider: users.provider,
  contactEmail: users.contactEmail,
  total: charges.total,
  chargeState: charges.status,
  refundedAmount: charges.refundedAmount,
  currencySymbol: charges.userCurrencySymbol,
};

/** The list rows' FROM: reservations with their hotel, customer and charge. */
export function listSelect(db: Db | Tx) {
  return db
    .select(listColumns)
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(users, eq(users.id, reservations.bookedById))
    .leftJoin(charges, eq(charges.reservationId, reservations.id));
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A list row on the wire, with its derived payment status and billing mark (computed in libs/contracts). */
export function listItemOf(r: ListRow): ReservationListItem {
  const billing = billingDeducted({ excluded: r.excluded, chargeStatus: r.chargeStatus, invoiceIssueDate: iso(r.invoiceIssueDate) });
  return {
    _id: r.id,
    bookingId: bookingIdOf(r.bookingNo),
    hotelId: { _id: r.hotelId, name: r.hotelName },
    roomId: r.roomId,
    duration: r.duration,
    reservationStart: r.reservationStart.toISOString(),
    reservationEnd: r.reservationEnd.toISOString(),
    createdAt: r.createdAt.toISOString(),
    timezone: r.timezone || DEFAULT_TIMEZONE,
    status: r.status,
    bookedBy: r.customerId
      ? {
          _id: r.customerId,
          firstName: r.firstName ?? '',
          lastName: r.lastName ?? '',
          fullName: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
          email: r.email ?? '',
          mobile: r.mobile ?? '',
          provider: r.provider ?? null,
          contactEmail: r.contactEmail ?? null,
        }
      : null,
    chargeStatus: r.chargeStatus,
    statementIssueDate: iso(r.statementIssueDate),
    invoiceIssueDate: iso(r.invoiceIssueDate),
    excluded: r.excluded,
    refund: r.refund,
    total: r.total ?? null,
    currencySymbol: r.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
    paymentStatus: paymentStatus({ refund: r.refund, charge: r.chargeState ? { status: r.chargeState, refundedAmount: r.refundedAmount } : null }),
    billingDeducted: billing.invoiceDate ?? billing.value,
  };
}

/**
 * ORDER BY of a list query: the chosen indexed column, then the id (a stable order across pages); `reversed` the
 * exact opposite (the same index read from its other end, for a page nearer the end of the list).
 */
export function listOrder(q: ReservationListQuery, reversed = false): SQL[] {
  const dir = (q.order === 'asc') !== reversed ? asc : desc;
  switch (q.sort) {
    case 'reservationStart':
      return [dir(reservations.reservationStart), dir(reservations.id)];
    case 'bookingId':
      return [dir(reservations.bookingNo)];
    default:
      return [dir(reservations.createdAt), dir(reservations.id)];
  }
}

/** The counters' rows of a query's status and billing filters (none: every row of the scope). */
const countedBy = (t: { status: AnyPgColumn; billing: AnyPgColumn }, q: ReservationListQuery) =>
  and(q.status ? eq(t.status, q.status) : undefined, q.billing && q.billing !== 'All' ? eq(t.billing, q.billing) : undefined);

/**
 * The number of reservations a query matches, from the trigger-kept counters whenever the query's scope has its
 * own (docs/api-database.md, "Which index a list reads", rule 2): none (`reservation_counts`), a chain
 * (`reservation_chain_counts`), one hotel (`reservation_hotel_counts`) or one customer (`reservation_customer_counts`),
 * each with the status and billing filters: at most 15 rows (5 statuses × 3 billing marks).
 * A search, a coupon, days of arrival or a hotel and a customer together count the filtered set.
 */
export async function countReservations(db: Db | Tx, q: ReservationListQuery, where: SQL | undefined): Promise<number> {
  const scopes = [q.commission, q.hotelId, q.customer].filter(Boolean).length;
  const counted = !(q.search?.trim() || q.coupon || q.from || q.to) && scopes <= 1;
  const sum = <T>(rows: { n: T }[]) => Number(rows[0]?.n ?? 0);
  if (counted && q.hotelId) {
    if (!isUuid(q.hotelId)) return 0;
    return sum(
      await db
        .select({ n: sql<number>`coalesce(sum(${reservationHotelCounts.n}), 0)::int` })
        .from(reservationHotelCounts)
        .where(and(eq(reservationHotelCounts.hotelId, q.hotelId), countedBy(reservationHotelCounts, q))),
    );
  }
  if (counted && q.customer) {
    if (!isUuid(q.customer)) return 0;
    return sum(
      await db
        .select({ n: sql<number>`coalesce(sum(${reservationCustomerCounts.n}), 0)::int` })
        .from(reservationCustomerCounts)
        .where(and(eq(reservationCustomerCounts.bookedById, q.customer), countedBy(reservationCustomerCounts, q))),
    );
  }
  if (counted && q.commission) {
    const chain = q.commission === OTHER_CHAIN_FILTER ? NO_CHAIN : q.commission;
    if (!isUuid(chain)) return 0;
    return sum(
      await db
        .select({ n: sql<number>`coalesce(sum(${reservationChainCounts.n}), 0)::int` })
        .from(reservationChainCounts)
        .where(and(eq(reservationChainCounts.chain, chain), countedBy(reservationChainCounts, q))),
    );
  }
  if (counted) {
    return sum(await db.select({ n: sql<number>`coalesce(sum(${reservationCounts.n}), 0)::int` }).from(reservationCounts).where(countedBy(reservationCounts, q)));
  }
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(reservations).where(where);
  return n;
}


/** A row of {@link countedPage}'s statement: the list's total (`listTotal`), then a {@link ListRow} as the driver answers it (all null: no row). */
type CountedPageRow = { listTotal: number } & { [K in keyof ListRow]: unknown };

/** A timestamp of a row read by raw SQL as Drizzle maps the column (the drivers answer a string or a Date); null stays null. */
const instantOf = (v: unknown): Date | null => (v === null || v === undefined ? null : (reservations.createdAt.mapFromDriverValue(v as string) as Date));

/** A {@link CountedPageRow} as the {@link ListRow} the query builder would have answered. */
function listRowOf(r: CountedPageRow): ListRow {
  return {
    ...(r as unknown as ListRow),
    reservationStart: instantOf(r.reservationStart) as Date,
    reservationEnd: instantOf(r.reservationEnd) as Date,
    createdAt: instantOf(r.createdAt) as Date,
    statementIssueDate: instantOf(r.statementIssueDate),
    invoiceIssueDate: instantOf(r.invoiceIssueDate),
  };
}

/**
 * The page and its total in ONE named statement, for a list whose total comes from the counters (docs/api-database.md,
 * "Which index a list reads", rule 2: no search, coupon or days of arrival, at most one of a chain, a hotel and a
 * customer); undefined for any other list. The statement's text is written with the tables' and columns' names and
 * only the values as parameters (`$n`: the scope's and the counters' ids, the status, the billing mark, a later
 * page's offset), one text per combination of filters and sort, so that `named()` has PostgreSQL parse and plan it
 * once per connection (as the ticket list, docs/api-database.md, "The ticket list under 100,000 tickets"):
 * - `c`: the total, summed from the scope's counters (at most 15 rows), materialised once;
 * - the page's ids, read from `reservations` alone through the index of the scope's and filters' columns then the
 *   order's (a hotel, a customer or a chain written as a range and leading the ORDER BY, so that no whole-list index
 *   can serve it: rule 6; the booking number's order has its indexes per scope and filter, migration 0063). Page 1 reads from the start, its LIMIT written in the text (one plan); a later page from the end nearer
 *   to it, which `c.total` decides inside the statement: of two branches, forward and backward, each gated on it,
 *   only one reads (the last page reads as few entries as the first);
 * - each row's reservation, hotel, customer and charge looked up by key (LATERAL … LIMIT 1), in the list's order.
 * Answers the same rows as the query builder's path (`listItemOf`); an id of a scope that is not a uuid: no row.
 */
async function countedPage(db: Db, q: ReservationListQuery, page: number, limit: number) {
  const scopes = [q.commission, q.hotelId, q.customer].filter(Boolean).length;
  if (q.search?.trim() || q.coupon || q.from || q.to || scopes > 1) return undefined;
  const empty = { data: [] as ReservationListItem[], total: 0, page, limit };
  const offset = (page - 1) * limit;
  // The scope: its counters' table and key, and its condition on reservations.
  let counters = sql.raw('reservation_counts');
  const counted: SQL[] = [];
  const filtered: SQL[] = [];
  // The scope's column may lead the page's ORDER BY, so that only the scope's own indexes give that order: its value
  // is then written as a range (`col >= $1 AND col <= $1`), which the planner does not treat as a constant (with an
  // equality the column drops out of the order), so the whole list's indexes cannot serve the page (docs/api-database.md,
  // "Which index a list reads", rule 6, as the hotel listing's chain). Where the planner chose a whole-list index: the
  // big hotel's billing "no" page 1 read the whole list's billing index newest first, skipping the other hotels' rows
  // (the skew bench: 147 rows read for 10), and a page by booking number the unique `booking_no` index. Not for a
  // later page sorted otherwise, nor for page 1 filtered by a status: there, with the range's estimate, the planner
  // read the scope's rows through 0011's (hotel_id, excluded, charge_status, status) index and sorted them (a later
  // page's backward LIMIT depends on `c.total`, so it prices a tenth of the scope; list-plans.spec.ts: 300-3,017 rows).
  const scopeLeads = q.sort === 'bookingId' || (offset === 0 && !q.status);
  let scopeColumn: string | undefined;
  const range = (column: string, value: string) =>
    scopeLeads ? sql`${sql.raw(column)} >= ${value}::uuid AND ${sql.raw(column)} <= ${value}::uuid` : sql`${sql.raw(column)} = ${value}::uuid`;
  if (q.hotelId) {
    if (!isUuid(q.hotelId)) return empty;
    counters = sql.raw('reservation_hotel_counts');
    counted.push(sql`hotel_id = ${q.hotelId}`);
    filtered.push(range('hotel_id', q.hotelId));
    scopeColumn = 'hotel_id';
  } else if (q.customer) {
    if (!isUuid(q.customer)) return empty;
    counters = sql.raw('reservation_customer_counts');
    counted.push(sql`booked_by_id = ${q.customer}`);
    filtered.push(range('booked_by_id', q.customer));
    scopeColumn = 'booked_by_id';
  } else if (q.commission) {
    const other = q.commission === OTHER_CHAIN_FILTER;
    if (!other && !isUuid(q.commission)) return empty;
    counters = sql.raw('reservation_chain_counts');
    counted.push(sql`chain = ${other ? NO_CHAIN : q.commission}`);
    // The reservation's copy of its hotel's chain (migration 0056), the leading column of the chain's indexes.
    filtered.push(other ? sql`commission_id IS NULL` : range('commission_id', q.commission));
    scopeColumn = 'commission_id';
  }
  if (q.status) {
    counted.push(sql`status = ${q.status}`);
    filtered.push(sql`status = ${q.status}`);
  }
  if (q.billing && q.billing !== 'All') {
    counted.push(sql`billing = ${q.billing}`);
    // The billing mark's expression (migration 0012), a column of the list's billing indexes.
    filtered.push(sql`reservation_billing(excluded, charge_status) = ${q.billing}`);
  }
  const where = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` AND `) : sql`true`);
  // The order's columns on reservations and on the answered rows (as listOrder: then the id, a stable order).
  const keys =
    q.sort === 'reservationStart'
      ? [['reservation_start', '"reservationStart"'], ['id', 'id']]
      : q.sort === 'bookingId'
        ? [['booking_no', '"bookingNo"']]
        : [['created_at', '"createdAt"'], ['id', 'id']];
  const ascending = q.order === 'asc';
  const order = (column: 0 | 1, prefix: string, reversed: boolean) =>
    sql.raw(keys.map((k) => `${prefix}${k[column]} ${ascending !== reversed ? 'ASC' : 'DESC'}`).join(', '));
  // The page's ids in the scope's index order: the scope's column first (one value: the list's order unchanged).
  const idsOrder = (reversed: boolean) =>
    scopeColumn && scopeLeads ? sql`${sql.raw(`${scopeColumn} ${ascending !== reversed ? 'ASC' : 'DESC'}`)}, ${order(0, '', reversed)}` : order(0, '', reversed);
  const ids = (reversed: boolean, gate: SQL | undefined, lim: SQL, off: SQL) =>
    sql`(SELECT id FROM reservations WHERE ${where(gate ? [...filtered, gate] : filtered)} ORDER BY ${idsOrder(reversed)} LIMIT ${lim} OFFSET ${off})`;
  // Page 1 does not depend on the total (its LIMIT and OFFSET in the text: PostgreSQL keeps one plan). A later page:
  // the forward branch when the page is in the first half, else the backward one, from the end, as listReservations
  // chose before (the rows [total - offset - limit, total - offset) of the reversed order, none beyond the total).
  const lim = literalInt(limit);
  const off = sql`${offset}::int`;
  const pageIds =
    offset === 0
      ? ids(false, undefined, lim, sql.raw('0'))
      : sql`${ids(false, sql`c.total - ${off} - ${lim} >= ${off}`, lim, off)} UNION ALL ${ids(
          true,
          sql`c.total - ${off} - ${lim} < ${off}`,
          sql`greatest(0, least(${lim}, c.total - ${off}))`,
          sql`greatest(0, c.total - ${off} - ${lim})`,
        )}`;
  const statement = sql`WITH c AS MATERIALIZED (SELECT coalesce(sum(n), 0)::int AS total FROM ${counters} WHERE ${where(counted)})
    SELECT c.total AS "listTotal", r.* FROM c LEFT JOIN LATERAL (
      SELECT x.id, x.booking_no AS "bookingNo", x.hotel_id AS "hotelId", h.name AS "hotelName", x.room_id AS "roomId",
        x.duration, x.reservation_start AS "reservationStart", x.reservation_end AS "reservationEnd",
        x.created_at AS "createdAt", x.timezone, x.status, x.charge_status AS "chargeStatus",
        x.statement_issue_date AS "statementIssueDate", x.invoice_issue_date AS "invoiceIssueDate", x.excluded,
        x.refund, u.id AS "customerId", u.first_name AS "firstName", u.last_name AS "lastName", u.email, u.mobile,
        u.provider, u.contact_email AS "contactEmail", ch.total, ch.status AS "chargeState",
        ch.refunded_amount AS "refundedAmount", ch.user_currency_symbol AS "currencySymbol"
      FROM (${pageIds}) p
      CROSS JOIN LATERAL (SELECT * FROM reservations x WHERE x.id = p.id LIMIT 1) x
      CROSS JOIN LATERAL (SELECT h.name FROM hotels h WHERE h.id = x.hotel_id LIMIT 1) h
      LEFT JOIN LATERAL (SELECT u.id, u.first_name, u.last_name, u.email, u.mobile, u.provider, u.contact_email
        FROM users u WHERE u.id = x.booked_by_id LIMIT 1) u ON true
      LEFT JOIN LATERAL (SELECT ch.total, ch.status, ch.refunded_amount, ch.user_currency_symbol
        FROM charges ch WHERE ch.reservation_id = x.id LIMIT 1) ch ON true
    ) r ON true
    ORDER BY ${order(1, 'r.', false)}`;
  const rows = rowsOf<CountedPageRow>(await db.execute(named(offset === 0 ? 'reservation_list' : 'reservation_later_page', statement)));
  const total = Number(rows[0]?.listTotal ?? 0);
  return { data: rows[0]?.id ? rows.map((r) => listItemOf(listRowOf(r))) : [], total, page, limit };
}

/**
 * One page of the filtered, sorted list and the filtered count. A list whose total comes from the counters is ONE
 * named statement ({@link countedPage}). Any other (a search, a coupon, days of arrival, a hotel and a customer
 * together): its count, then its page's ids read from reservations alone through the index of the scope's and
 * filters' columns then the order's (docs/api-database.md, "Which index a list reads"), from the end nearer to the
 * page (the total decides: the last page reads as few entries as the first), then only those rows are joined and
 * answered in the list's order.
 */
export async function listReservations(db: Db, q: ReservationListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? RESERVATIONS_PAGE_SIZE;
  const offset = (page - 1) * limit;
  const fromCounters = await countedPage(db, q, page, limit);
  if (fromCounters) return fromCounters;
  const where = await reservationFilter(db, q);
  const total = await countReservations(db, q, where);
  if (offset >= total) return { data: [], total, page, limit };
  const fromEnd = total - offset - limit < offset;
  const pageIds = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(where)
    .orderBy(...listOrder(q, fromEnd))
    .limit(fromEnd ? Math.min(limit, total - offset) : limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  const rows = await listSelect(db)
    .where(inArray(reservations.id, pageIds))
    .orderBy(...listOrder(q));
  return { data: rows.map(listItemOf), total, page, limit };
}
