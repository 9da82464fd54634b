/**
 * The reservations list's SQL (docs/areas/bookings.md, "Reservations list"): filters, search, sort and paging
 * in the database, one page query and one count. The export (export.ts) reads the same filtered set in
 * batches. Every filter narrows `reservations` by an indexed column: the search first finds the few customers
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
import { isUuid, prefixPattern, type Db, type Tx } from '@backoffice/api-server';
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

/**
 * One page of the filtered, sorted list and the filtered count. The page's ids are read from reservations alone
 * through the index of the scope's and filters' columns then the order's (docs/api-database.md, "Which index a list
 * reads"), from the end nearer to the page (the total decides: the last page reads as few entries as the first),
 * then only those rows are joined and answered in the list's order.
 */
export async function listReservations(db: Db, q: ReservationListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? RESERVATIONS_PAGE_SIZE;
  const offset = (page - 1) * limit;
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
