/**
 * Reporting by hotel (docs/areas/billing.md, "Reporting", "Property Chain reporting"): one row per hotel with
 * reservations starting in the range, computed in the database with one grouped query over the reservations'
 * start index. Money in minor units of the hotel's currency; revenue is what customers paid less what was refunded
 * (partial refunds, docs/areas/bookings.md, "Refunds").
 */
import { BillingMessages, OTHER_CHAIN_FILTER, OTHER_CHAIN_NAME, REPORTING_MAX_DAYS, daysBetween, endOfUtcDay, startOfUtcDay, type ReportRow } from '@backoffice/contracts';
import { badRequest, isUuid, notFound, rowsOf, type Db } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';

/**
 * The report rows for reservations starting from the start of `from` to the end of `to` (UTC days), by hotel
 * name; `chain` narrows to a chain's hotels (`other`: no chain, or the chain named Other). @throws HttpError 400 (range backwards or too long), 404 (chain id
 * malformed).
 */
export async function reportByHotel(db: Db, range: { from: string; to: string }, chain?: string): Promise<ReportRow[]> {
  const days = daysBetween(range.from, range.to);
  if (days < 0) throw badRequest(BillingMessages.reporting.badRange);
  if (days > REPORTING_MAX_DAYS) throw badRequest(BillingMessages.reporting.rangeTooLong(REPORTING_MAX_DAYS));
  let chainFilter = sql``;
  if (chain !== undefined) {
    // As the property listing's filter (docs/areas/hotels.md, "Property listing"): no chain, or the chain named Other.
    if (chain === OTHER_CHAIN_FILTER) {
      chainFilter = sql` and (h.commission_id is null or h.commission_id in (select id from commissions where lower(client_type_name) = lower(${OTHER_CHAIN_NAME})))`;
    }
    else if (isUuid(chain)) chainFilter = sql` and h.commission_id = ${chain}::uuid`;
    else throw notFound(BillingMessages.reporting.chainNotFound);
  }
  const result = await db.execute(sql`
    select h.id, h.name, coalesce(min(c.currency), 'AUD') as currency,
      count(*)::int as bookings,
      count(*) filter (where r.status in ('BOOKED', 'CHECKEDIN', 'CHECKEDOUT'))::int as confirmed,
      count(*) filter (where r.status in ('CHECKEDIN', 'CHECKEDOUT'))::int as stays,
      coalesce(round(avg(coalesce(c.amount, r.amount)) filter (where r.status in ('BOOKED', 'CHECKEDIN', 'CHECKEDOUT'))), 0)::int as avg_rate,
      coalesce(sum(coalesce(c.amount - c.refunded_amount, r.amount)) filter (where r.status <> 'Cancelled'), 0)::bigint as total_revenue,
      coalesce(sum(coalesce(c.amount - c.refunded_amount, r.amount)) filter (where r.status in ('CHECKEDIN', 'CHECKEDOUT')), 0)::bigint as stay_revenue,
      coalesce(sum(c.commission + c.commission_gst) filter (where r.status <> 'Cancelled'), 0)::bigint as commission,
      count(*) filter (where r.status = 'Cancelled')::int as cancellation,
      count(*) filter (where r.status = 'No show')::int as no_show
    from reservations r
    join hotels h on h.id = r.hotel_id
    left join charges c on c.reservation_id = r.id
    where r.reservation_start >= ${startOfUtcDay(range.from)} and r.reservation_start <= ${endOfUtcDay(range.to)}${chainFilter}
    group by h.id, h.name
    order by lower(h.name), h.id`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    _id: String(r.id),
    name: String(r.name),
    currency: String(r.currency),
    bookings: Number(r.bookings),
    confirmedBooking: Number(r.confirmed),
    bookingsStay: Number(r.stays),
    avgRate: Number(r.avg_rate),
    totalRevenue: Number(r.total_revenue),
    stayRevenue: Number(r.stay_revenue),
    commission: Number(r.commission),
    cancellation: Number(r.cancellation),
    noShow: Number(r.no_show),
  }));
}
