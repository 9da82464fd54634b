/**
 * The funds transfer job (docs/areas/pricing.md, "Jobs"): FUNDS_TRANSFER_HOURS_BEFORE (24) hours before check-in,
 * a paid reservation's money less the platform's commission and its GST moves to the hotel's payment account.
 * Each payout is made with the payment provider under the key `transfer:<reservation id>`, outside any
 * transaction, then recorded in `fund_transfers` (one per reservation): a run after a crash between the two asks
 * the provider again with the same key and gets the same transfer back, so a reservation is paid once. Every run
 * writes one cancellation period log row with what it paid and what it skipped, and why.
 */
import { PaymentError, audit, rowsOf, type JobContext, type JobResult } from '@backoffice/api-server';
import { FUNDS_TRANSFER_HOURS_BEFORE } from '@backoffice/contracts';
import { sql } from 'drizzle-orm';
import { cancellationPeriodLogs, fundTransfers } from '../pricing.schema';
import { bookingLabel, jobActor, runClock, someOf, type JobDeps } from './common';

export const FUNDS_TRANSFER_JOB = 'funds-transfer';

/** The provider's idempotency key of a reservation's payout. */
export const transferKey = (reservationId: string): string => `transfer:${reservationId}`;
/** The description a payout carries (part of the keyed request: the same on every attempt). */
export const transferDescription = (bookingNo: number): string => `Payout of reservation ${bookingLabel(bookingNo)}`;

/** Why a due reservation was not paid out when the hotel has no payment account. */
export const NO_PAYMENT_ACCOUNT = 'no payment account';
/** Why a due reservation was not paid out when nothing is left after the commission. */
export const NOTHING_TO_TRANSFER = 'nothing to transfer after the commission';

type Transferred = (typeof cancellationPeriodLogs.$inferInsert)['transferred'] & object;
type Skipped = (typeof cancellationPeriodLogs.$inferInsert)['skipped'] & object;

interface DueRow {
  id: string;
  booking_no: number;
  hotel_id: string;
  account: string | null;
  amount: number;
  currency: string;
}

/**
 * Pays out the reservations due as of `context.now`: not cancelled (BOOKED, or already CHECKEDIN), not refunded,
 * not paid at the hotel, with a paid charge (charged or success) and no payout yet, starting within the next 24
 * hours and not yet ended. The amount is the charge's total less its commission and GST, in its currency.
 * @returns the payouts made; reservations skipped are in the run's log.
 */
export async function runFundsTransfer(deps: Pick<JobDeps, 'db' | 'payments'>, context: Pick<JobContext, 'now' | 'runId'>): Promise<JobResult> {
  const clock = runClock(context.now);
  const actor = jobActor(FUNDS_TRANSFER_JOB, context.runId);
  const start = context.now;
  const horizon = new Date(context.now.getTime() + FUNDS_TRANSFER_HOURS_BEFORE * 3_600_000);
  const due = rowsOf<DueRow>(
    await deps.db.execute(sql`
      select r.id, r.booking_no::int as booking_no, r.hotel_id, h.payment_account_id as account,
        (c.total - c.commission - c.commission_gst)::int as amount, c.currency
      from reservations r
      join charges c on c.reservation_id = r.id
      join hotels h on h.id = r.hotel_id
      where r.status in ('BOOKED', 'CHECKEDIN') and not r.refund and not r.pay_at_hotel
        and c.status in ('charged', 'success') and c.refunded_amount = 0
        and r.reservation_start <= ${horizon} and r.reservation_end > ${context.now}
        and not exists (select 1 from fund_transfers f where f.reservation_id = r.id)
      order by r.reservation_start, r.booking_no`),
  );

  const transferred: Transferred = [];
  const skipped: Skipped = [];
  for (const r of due) {
    const bookingNo = Number(r.booking_no);
    const amount = Number(r.amount);
    if (!r.account) {
      skipped.push({ reservationId: r.id, bookingNo, reason: NO_PAYMENT_ACCOUNT });
      continue;
    }
    if (!(amount > 0)) {
      skipped.push({ reservationId: r.id, bookingNo, reason: NOTHING_TO_TRANSFER });
      continue;
    }
    let transferId: string;
    try {
      const transfer = await deps.payments.createTransfer(
        { destination: r.account, amount, currency: r.currency, description: transferDescription(bookingNo) },
        transferKey(r.id),
      );
      transferId = transfer.id;
    } catch (error) {
      // A refusal (or the provider unreachable) leaves no payout: the next run asks again under the same key.
      const reason = error instanceof PaymentError ? error.message : `The payment provider failed: ${(error as Error).message}`;
      skipped.push({ reservationId: r.id, bookingNo, reason });
      continue;
    }
    // The payout and its audit event (the reservation's history shows it) are written together.
    const recorded = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .insert(fundTransfers)
        .values({ reservationId: r.id, hotelId: r.hotel_id, transferId, amount, currency: r.currency })
        .onConflictDoNothing()
        .returning({ reservationId: fundTransfers.reservationId });
      if (rows.length > 0) {
        await audit(tx, actor, { action: 'reservation.payout', entityType: 'reservation', entityId: r.id, before: null, after: { transferId, amount, currency: r.currency } });
      }
      return rows;
    });
    if (recorded.length > 0) transferred.push({ reservationId: r.id, bookingNo, hotelId: r.hotel_id, amount, currency: r.currency, transferId });
  }

  await deps.db.insert(cancellationPeriodLogs).values({ start, end: clock(), transferred, skipped, jobRunId: context.runId });

  const paid = transferred.map((t) => bookingLabel(t.bookingNo));
  const parts = [transferred.length === 0 ? 'No reservation paid out' : `Paid out ${transferred.length} reservation${transferred.length === 1 ? '' : 's'}: ${someOf(paid)}`];
  if (skipped.length > 0) parts.push(`skipped ${skipped.length}: ${someOf(skipped.map((s) => `${bookingLabel(s.bookingNo)} (${s.reason})`), 3)}`);
  return { touched: transferred.length, summary: parts.join('; ') };
}
