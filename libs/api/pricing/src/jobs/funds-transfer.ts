/**
 * The funds transfer job (docs/areas/pricing.md, "Jobs"): FUNDS_TRANSFER_HOURS_BEFORE (24) hours before check-in,
 * a paid reservation's money less the platform's commission and its GST moves to the hotel's payment account.
 * Each payout is a money action of docs/api-database.md, "Money actions" (`runMoneyAction`): its claim is implicit
 * (a due reservation without a `fund_transfers` row, its reservation row locked; the job's queue runs one run at
 * a time), its attempt is one more than the refusals kept in `payout_attempts` (key `transfer:<reservation id>:<n>`,
 * 1 until a refusal), and it is recorded in `fund_transfers` (one per reservation) with its audit event. A run
 * after a crash or a lost answer asks the provider again with the same key and gets the same transfer back, so a
 * reservation is paid once; a refusal is recorded with its audit event, and the next run makes one new attempt
 * under a new key (the provider would answer the old key's refusal again). Every run writes one cancellation
 * period log row with what it paid and what it skipped, and why.
 */
import {
  HttpError,
  PaymentOutcomeUnknownError,
  audit,
  conflict,
  moneyActionKey,
  rowsOf,
  runMoneyAction,
  type JobContext,
  type JobResult,
  type Tx,
} from '@backoffice/api-server';
import { FUNDS_TRANSFER_HOURS_BEFORE } from '@backoffice/contracts';
import { eq, sql } from 'drizzle-orm';
import { cancellationPeriodLogs, fundTransfers, payoutAttempts } from '../pricing.schema';
import { bookingLabel, jobActor, runClock, someOf, type JobDeps } from './common';

export const FUNDS_TRANSFER_JOB = 'funds-transfer';

/**
 * The provider's idempotency key of a reservation's payout at `attempt` (1, then one more after each refusal):
 * `transfer:<reservation id>:<attempt>` (docs/areas/pricing.md, "Jobs").
 */
export const transferKey = (reservationId: string, attempt = 1): string => moneyActionKey('transfer', reservationId, attempt);
/** The description a payout carries (part of the keyed request: the same on every attempt). */
export const transferDescription = (bookingNo: number): string => `Payout of reservation ${bookingLabel(bookingNo)}`;

/** Why a due reservation was not paid out when the hotel has no payment account. */
export const NO_PAYMENT_ACCOUNT = 'no payment account';
/** Why a due reservation was not paid out when nothing is left after the commission. */
export const NOTHING_TO_TRANSFER = 'nothing to transfer after the commission';
/** Why a due reservation was skipped when its payout was recorded meanwhile (another run). */
export const ALREADY_PAID_OUT = 'already paid out';

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
    let outcome: { transferId: string } | { refused: string };
    try {
      outcome = await payOut(deps, actor, clock, { ...r, bookingNo, amount, account: r.account });
    } catch (error) {
      // A lost answer leaves no record: the next run asks again under the same key. Another run's record: skipped.
      if (error instanceof PaymentOutcomeUnknownError) {
        skipped.push({ reservationId: r.id, bookingNo, reason: `The payment provider failed: ${(error.providerError as Error).message}` });
        continue;
      }
      if (error instanceof HttpError && error.statusCode === 409) {
        skipped.push({ reservationId: r.id, bookingNo, reason: error.message });
        continue;
      }
      throw error;
    }
    if ('refused' in outcome) {
      skipped.push({ reservationId: r.id, bookingNo, reason: outcome.refused });
      continue;
    }
    transferred.push({ reservationId: r.id, bookingNo, hotelId: r.hotel_id, amount, currency: r.currency, transferId: outcome.transferId });
  }

  await deps.db.insert(cancellationPeriodLogs).values({ start, end: clock(), transferred, skipped, jobRunId: context.runId });

  const paid = transferred.map((t) => bookingLabel(t.bookingNo));
  const parts = [transferred.length === 0 ? 'No reservation paid out' : `Paid out ${transferred.length} reservation${transferred.length === 1 ? '' : 's'}: ${someOf(paid)}`];
  if (skipped.length > 0) parts.push(`skipped ${skipped.length}: ${someOf(skipped.map((s) => `${bookingLabel(s.bookingNo)} (${s.reason})`), 3)}`);
  return { touched: transferred.length, summary: parts.join('; ') };
}

/**
 * One reservation's payout through the money-action protocol (docs/api-database.md, "Money actions"): the
 * reservation row locked, the claim implicit (no `fund_transfers` row yet) at the attempt after the last refusal
 * (`payout_attempts`), the transfer under {@link transferKey}, then the record and its audit event in one
 * transaction. A refusal adds one to `payout_attempts.refusals` with its text and `clock()`'s instant, audited as
 * `reservation.payout_refused`, so the next run's attempt has a new key.
 * @returns the transfer's id, or the provider's refusal (recorded, no payout).
 * @throws PaymentOutcomeUnknownError when the provider's answer was lost (nothing recorded: the next run keeps the
 *   attempt and its key); HttpError 409 when it was recorded meanwhile.
 */
async function payOut(
  deps: Pick<JobDeps, 'db' | 'payments'>,
  actor: ReturnType<typeof jobActor>,
  clock: () => Date,
  r: { id: string; hotel_id: string; bookingNo: number; amount: number; currency: string; account: string },
): Promise<{ transferId: string } | { refused: string }> {
  return runMoneyAction<{ paid: boolean }, { id: string }, { transferId: string } | { refused: string }>(deps.db, {
    action: 'transfer',
    busyMessage: ALREADY_PAID_OUT,
    lock: async (tx: Tx) => {
      await tx.execute(sql`select id from reservations where id = ${r.id} for update`);
      const [done] = await tx.select({ id: fundTransfers.reservationId }).from(fundTransfers).where(eq(fundTransfers.reservationId, r.id));
      const [tried] = await tx.select({ refusals: payoutAttempts.refusals }).from(payoutAttempts).where(eq(payoutAttempts.reservationId, r.id));
      const refusals = tried?.refusals ?? 0;
      // Always claimed (since null: taken over at once) at the attempt after the last refusal.
      return { row: { paid: Boolean(done) }, claim: { action: done ? null : 'transfer', since: null, attempt: refusals + 1 } };
    },
    idOf: () => r.id,
    check: (_tx, row) => {
      if (row.paid) throw conflict(ALREADY_PAID_OUT);
    },
    take: async (_tx, row) => row,
    call: (_row, key) => deps.payments.createTransfer({ destination: r.account, amount: r.amount, currency: r.currency, description: transferDescription(r.bookingNo) }, key),
    settle: async (tx, _row, transfer, attempt) => {
      await tx.insert(fundTransfers).values({ reservationId: r.id, hotelId: r.hotel_id, transferId: transfer.id, amount: r.amount, currency: r.currency });
      await audit(tx, actor, {
        action: 'reservation.payout',
        entityType: 'reservation',
        entityId: r.id,
        before: null,
        after: { transferId: transfer.id, amount: r.amount, currency: r.currency, attempt },
      });
      return { transferId: transfer.id };
    },
    // The refusal is counted, so the next run asks under a new key; the run's log says why it skipped.
    refused: async (tx, _row, error, attempt) => {
      const refused = { refusals: attempt, lastRefusal: error.message, refusedAt: clock() };
      await tx
        .insert(payoutAttempts)
        .values({ reservationId: r.id, ...refused })
        .onConflictDoUpdate({ target: payoutAttempts.reservationId, set: refused });
      await audit(tx, actor, {
        action: 'reservation.payout_refused',
        entityType: 'reservation',
        entityId: r.id,
        before: null,
        after: { attempt, reason: error.message, amount: r.amount, currency: r.currency },
      });
      return { refused: error.message };
    },
  });
}
