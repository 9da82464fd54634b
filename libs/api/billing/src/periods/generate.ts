/**
 * Billing periods (docs/areas/billing.md, "Billing periods"): the form's rules, and the generation that puts
 * each hotel's unbilled reservations of the period on a statement, all in one SQL statement inside the
 * caller's transaction.
 */
import {
  BillingMessages,
  endOfUtcDay,
  latestBillingEndDay,
  startOfUtcDay,
  type BillingScope,
  type GenerateReportBody,
} from '@backoffice/contracts';
import { badRequest, rowsOf, type Tx } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { billingPeriods } from '../billing.schema';

/** A checked billing form: `start` the first instant of its UTC day, `end` the last of its UTC day. */
export interface PeriodInput {
  name: string;
  start: Date;
  end: Date;
  scope: BillingScope;
  hotelIds: string[];
}

/**
 * The UTC day of a form date (`YYYY-MM-DD`, or an ISO instant), or null when it names no day of the calendar
 * (2026-02-30, month 13, a garbled time, year 0000: the database has none of them).
 */
function dayOf(value: string): string | null {
  const instant = value.length === 10 ? startOfUtcDay(value) : new Date(value);
  if (Number.isNaN(instant.getTime()) || instant.getUTCFullYear() < 1) return null;
  const day = instant.toISOString().slice(0, 10);
  return value.length === 10 && day !== value ? null : day;
}

/**
 * Checks the billing form in the order of its messages (docs/areas/billing.md, "Execute Billing"): name, start,
 * end (strictly after start, no later than yesterday UTC), scope hotels. @throws HttpError 400 with the message.
 */
export function parsePeriodForm(body: GenerateReportBody, now: Date = new Date()): PeriodInput {
  const name = body.periodName?.trim() ?? '';
  if (!name) throw badRequest(BillingMessages.period.nameRequired);
  if (!body.startDate) throw badRequest(BillingMessages.period.startRequired);
  if (!body.endDate) throw badRequest(BillingMessages.period.endRequired);
  const startDay = dayOf(body.startDate);
  if (!startDay) throw badRequest(BillingMessages.period.startRequired);
  const endDay = dayOf(body.endDate);
  if (!endDay) throw badRequest(BillingMessages.period.endRequired);
  if (endDay <= startDay) throw badRequest(BillingMessages.period.endAfterStart);
  if (endDay > latestBillingEndDay(now)) throw badRequest(BillingMessages.period.endNotAfterYesterday);
  const hotelIds = body.scope === 'hotel' ? [...new Set(body.scopeHotel ?? [])] : [];
  if (body.scope === 'hotel' && hotelIds.length === 0) throw badRequest(BillingMessages.period.selectHotel);
  return { name, start: startOfUtcDay(startDay), end: endOfUtcDay(endDay), scope: body.scope, hotelIds };
}

/** The SQL condition on `reservations r` of a period's scope: every hotel, or the chosen ones. */
const scopeOf = (input: PeriodInput) =>
  input.scope === 'all' ? sql`true` : sql`r.hotel_id = any(${`{${input.hotelIds.join(',')}}`}::uuid[])`;

/**
 * Why a generation billed nothing (docs/areas/billing.md, "Billing periods"): true when reservations of the
 * period's scope that started in it, not cancelled and not excluded, exist and were all billed before (the spec's
 * 'empty', 'Records already processed.'); false when there was none to bill at all.
 */
export async function billedBefore(tx: Tx, input: PeriodInput): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (
      select 1 from reservations r
       where r.reservation_start >= ${input.start} and r.reservation_start <= ${input.end}
         and r.status <> 'Cancelled' and not r.excluded and r.charge_status is not null and ${scopeOf(input)}
    ) as found`);
  return rowsOf<{ found: boolean }>(result)[0]?.found === true;
}

/** What a generation made. */
export interface GeneratedPeriod {
  id: string;
  name: string;
  start: Date;
  end: Date;
  createdAt: Date;
  hotels: number;
  reservations: number;
}

/**
 * Generates a billing period in `tx`: one statement per hotel holding that hotel's reservations that started in
 * the period and are not cancelled, not excluded and not billed before (`charge_status` null), each at what the
 * customer paid less what was refunded (partial refunds, docs/areas/bookings.md, "Refunds"), with the commission and
 * GST each owes as charged; the reservations get `charge_status = 'statement'`. Runs under a
 * transaction-scoped advisory lock, and `statement_reservations`' primary key refuses a reservation billed twice.
 * @returns the period, or null when nothing was left to bill (the caller rolls back; {@link billedBefore} tells
 * why).
 * @throws HttpError 400 when a scope hotel does not exist.
 */
export async function generatePeriod(tx: Tx, input: PeriodInput, createdBy: string | null, now: Date = new Date()): Promise<GeneratedPeriod | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('billing.generate'))`);
  if (input.scope === 'hotel') {
    const found = await tx.select({ id: hotels.id }).from(hotels).where(and(inArray(hotels.id, input.hotelIds), isNull(hotels.deletedAt)));
    if (found.length !== input.hotelIds.length) throw badRequest(BillingMessages.period.unknownHotel);
  }
  const [period] = await tx
    .insert(billingPeriods)
    .values({ name: input.name, start: input.start, end: input.end, scope: input.scope, scopeHotelIds: input.hotelIds, createdBy, createdAt: now })
    .returning();
  const inScope = scopeOf(input);
  const result = await tx.execute(sql`
    with picked as (
      update reservations r
         set charge_status = 'statement', statement_issue_date = ${now}, updated_at = ${now}
       where r.reservation_start >= ${input.start} and r.reservation_start <= ${input.end}
         and r.status <> 'Cancelled' and not r.excluded and r.charge_status is null and ${inScope}
      returning r.id, r.hotel_id, r.amount
    ), lines as (
      select p.id, p.hotel_id, coalesce(c.currency, 'AUD') as currency, coalesce(c.amount - c.refunded_amount, p.amount) as amount,
             coalesce(c.commission, 0) as commission, coalesce(c.commission_gst, 0) as commission_gst
        from picked p left join charges c on c.reservation_id = p.id
    ), made as (
      insert into statements (period_id, hotel_id, currency, reservation_count, gross, commission, commission_gst, created_at)
      select ${period.id}::uuid, hotel_id, min(currency), count(*)::int, sum(amount)::int, sum(commission)::int, sum(commission_gst)::int, ${now}
        from lines group by hotel_id
      returning id, hotel_id
    ), billed as (
      insert into statement_reservations (reservation_id, statement_id, amount, commission, commission_gst)
      select l.id, m.id, l.amount, l.commission, l.commission_gst from lines l join made m on m.hotel_id = l.hotel_id
      returning 1
    )
    select (select count(*) from made)::int as hotels, (select count(*) from billed)::int as reservations`);
  const [counts] = rowsOf<{ hotels: number; reservations: number }>(result);
  const made = { hotels: Number(counts?.hotels ?? 0), reservations: Number(counts?.reservations ?? 0) };
  if (made.hotels === 0) return null;
  return { id: period.id, name: period.name, start: period.start, end: period.end, createdAt: period.createdAt, ...made };
}
