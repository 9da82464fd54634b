/**
 * The funds transfer job with a controlled clock: a paid reservation starting within 24 hours is paid out to its
 * hotel once (less the commission and its GST), even when run twice or after a crash between the provider's
 * transfer and its record; hotels without a payment account and reservations not due are skipped or left; a
 * refused payout is tried again by the next run under a new key; each run writes its cancellation period log.
 */
import { PaymentError, type PaymentProvider } from '@backoffice/api-server';
import { ledgerTransfers } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { PAYMENT_BACKINGS, auditEventsOf, injectPaymentFault, insertReservation, onPaymentBacking, type FakeStripe, type PaymentFault } from '@backoffice/api-server/testing';
import { cancellationPeriodLogs, fundTransfers, payoutAttempts } from '../pricing.schema';
import { buildTestApp, type App } from '../test/helper';
import { insertHotel, runJob } from '../test/jobs-fixtures';
import { NOTHING_TO_TRANSFER, NO_PAYMENT_ACCOUNT, transferDescription, transferKey } from './funds-transfer';

const ledgerOf = (app: App, destination: string) => app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.destination, destination));
const logOf = async (app: App, runId: string) => {
  const [log] = await app.db.select().from(cancellationPeriodLogs).where(eq(cancellationPeriodLogs.jobRunId, runId));
  return log;
};

/** The refusal of a transfer to a closed account, as the provider words it here. */
const accountClosed = (destination: string) => `The destination account ${destination} is closed.`;

/**
 * Makes the provider refuse every transfer to `destination` (a closed account) until `reopen()`. As both
 * providers do (docs/api-database.md, "Payments"), a key once refused answers the same refusal again, even after
 * the account is fixed; a new key goes to the provider. `keys()`: the key of every transfer asked for.
 */
function closeAccount(payments: PaymentProvider, destination: string) {
  const createTransfer = payments.createTransfer.bind(payments);
  const refusedKeys = new Set<string>();
  let closed = true;
  const spy = jest.spyOn(payments, 'createTransfer').mockImplementation(async (input, key) => {
    if (input.destination === destination && (closed || refusedKeys.has(key))) {
      refusedKeys.add(key);
      throw new PaymentError('invalid_request', accountClosed(destination));
    }
    return createTransfer(input, key);
  });
  return {
    keys: () => spy.mock.calls.map((c) => c[1]),
    reopen: () => {
      closed = false;
    },
    restore: () => spy.mockRestore(),
  };
}

describe('funds-transfer job', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('pays a due reservation once, less the commission, and skips a hotel without an account', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const hour = 3_600_000;
    const { hotelId } = await insertHotel(app, 'Payout Hotel', { paymentAccountId: 'acct_payout' });
    const { hotelId: noAccount } = await insertHotel(app, 'No Account Hotel', { paymentAccountId: null });
    const due = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 20 * hour), charge: { cost: 10_000, commission: 1_500, commissionGst: 150 } });
    const dueNzd = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 24 * hour), charge: { cost: 20_000, commission: 2_000, commissionGst: 300, currency: 'NZD' } });
    const unpaid = await insertReservation(app, { hotelId: noAccount, start: new Date(now.getTime() + 10 * hour) });
    // Not due: too far ahead, cancelled, refunded, paid at the hotel, authorised only, already ended.
    await insertReservation(app, { hotelId, start: new Date(now.getTime() + 25 * hour) });
    await insertReservation(app, { hotelId, start: new Date(now.getTime() + 2 * hour), status: 'Cancelled' });
    await insertReservation(app, { hotelId, start: new Date(now.getTime() + 2 * hour), refund: true });
    await insertReservation(app, { hotelId, start: new Date(now.getTime() + 2 * hour), payAtHotel: true, charge: { status: 'success' } });
    await insertReservation(app, { hotelId, start: new Date(now.getTime() + 2 * hour), charge: { status: 'requires_capture' } });
    await insertReservation(app, { hotelId, start: new Date(now.getTime() - 4 * hour) });

    const run = await runJob(app, 'funds-transfer', now);
    expect(run).toMatchObject({ outcome: 'success', touched: 2 });
    expect(run.summary).toBe(`Paid out 2 reservations: TF${due.bookingNo}, TF${dueNzd.bookingNo}; skipped 1: TF${unpaid.bookingNo} (${NO_PAYMENT_ACCOUNT})`);

    const ledger = await ledgerOf(app, 'acct_payout');
    expect(ledger.map((t) => [t.amount, t.currency, t.description]).sort()).toEqual([
      [17_700, 'NZD', transferDescription(dueNzd.bookingNo)],
      [8_350, 'AUD', transferDescription(due.bookingNo)],
    ]);
    const recorded = await app.db.select().from(fundTransfers).where(eq(fundTransfers.hotelId, hotelId));
    expect(recorded.map((f) => [f.reservationId, f.amount, f.currency]).sort()).toEqual(
      [
        [due.id, 8_350, 'AUD'],
        [dueNzd.id, 17_700, 'NZD'],
      ].sort(),
    );
    const [payout] = await auditEventsOf(app, 'reservation', due.id);
    expect(payout).toMatchObject({ action: 'reservation.payout', actorId: null, requestId: `job:funds-transfer:${run.id}`, after: { transferId: recorded.find((f) => f.reservationId === due.id)?.transferId, amount: 8_350, currency: 'AUD' } });
    expect(await auditEventsOf(app, 'reservation', unpaid.id)).toEqual([]);

    const log = await logOf(app, run.id);
    expect(log.start.toISOString()).toBe(now.toISOString());
    expect(log.end.getTime()).toBeGreaterThanOrEqual(now.getTime());
    const transferId = ledger.find((t) => t.currency === 'AUD')?.id;
    expect(log.transferred).toEqual([
      { reservationId: due.id, bookingNo: due.bookingNo, hotelId, amount: 8_350, currency: 'AUD', transferId },
      expect.objectContaining({ reservationId: dueNzd.id, amount: 17_700, currency: 'NZD' }),
    ]);
    expect(log.skipped).toEqual([{ reservationId: unpaid.id, bookingNo: unpaid.bookingNo, reason: NO_PAYMENT_ACCOUNT }]);

    // Run again 15 minutes later: nothing paid twice, the hotel without an account is still skipped.
    const again = await runJob(app, 'funds-transfer', new Date(now.getTime() + 15 * 60_000));
    expect(again).toMatchObject({ outcome: 'success', touched: 0 });
    expect(await ledgerOf(app, 'acct_payout')).toHaveLength(2);
    const second = await logOf(app, again.id);
    expect(second.transferred).toEqual([]);
    expect(second.skipped).toEqual([{ reservationId: unpaid.id, bookingNo: unpaid.bookingNo, reason: NO_PAYMENT_ACCOUNT }]);
  });

  it('pays once when a run crashed after the provider transferred and before it was recorded', async () => {
    const now = new Date('2026-07-01T12:00:00Z');
    const { hotelId } = await insertHotel(app, 'Crash Hotel', { paymentAccountId: 'acct_crash' });
    const r = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 3 * 3_600_000) });
    // The crashed run's call: the provider made the transfer, the job never recorded it.
    const first = await app.payments.createTransfer({ destination: 'acct_crash', amount: 8_350, currency: 'AUD', description: transferDescription(r.bookingNo) }, transferKey(r.id));

    const run = await runJob(app, 'funds-transfer', now);
    expect(run.touched).toBe(1);
    const ledger = await ledgerOf(app, 'acct_crash');
    expect(ledger.map((t) => t.id)).toEqual([first.id]);
    const [recorded] = await app.db.select().from(fundTransfers).where(eq(fundTransfers.reservationId, r.id));
    expect(recorded).toMatchObject({ transferId: first.id, amount: 8_350 });
    expect((await logOf(app, run.id)).transferred).toEqual([expect.objectContaining({ reservationId: r.id, transferId: first.id })]);
  });

  it('skips a reservation the provider refuses, with its message, and one with nothing left after the commission', async () => {
    const now = new Date('2026-08-01T12:00:00Z');
    const { hotelId } = await insertHotel(app, 'Refused Hotel', { paymentAccountId: 'acct_refused' });
    const nothing = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 3_600_000), charge: { cost: 1_000, commission: 1_000, commissionGst: 100 } });
    const refused = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 2 * 3_600_000), charge: { currency: 'aud' } });
    const run = await runJob(app, 'funds-transfer', now);
    expect(run).toMatchObject({ outcome: 'success', touched: 0 });
    expect((await logOf(app, run.id)).skipped).toEqual([
      { reservationId: nothing.id, bookingNo: nothing.bookingNo, reason: NOTHING_TO_TRANSFER },
      { reservationId: refused.id, bookingNo: refused.bookingNo, reason: 'Invalid currency: aud' },
    ]);
    expect(await ledgerOf(app, 'acct_refused')).toEqual([]);
    expect(await app.db.select().from(fundTransfers).where(eq(fundTransfers.hotelId, hotelId))).toEqual([]);
  });
});

/**
 * Payouts when the provider's answer is lost or the provider refuses (docs/api-database.md, "Money actions"), on
 * both providers: a lost answer keeps its attempt and key, a refusal makes the next run's attempt a new one.
 */
describe.each(PAYMENT_BACKINGS)('funds-transfer job under provider faults: %s', (_name, backing) => {
  let app: App;
  let fake: FakeStripe | undefined;
  onPaymentBacking(backing, async (overrides, started) => {
    fake = started;
    app = await buildTestApp(overrides);
    return app;
  });

  const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
  /** Transfers the fake Stripe made (0 on the ledger). */
  const fakeTransfers = () => fake?.effects.get('POST /v1/transfers') ?? 0;
  /**
   * Checks that the reservation was paid out once: one record, one transfer at the provider (on the fake Stripe,
   * one more than `fakeBefore`), one payout event. @returns the payout event.
   */
  const expectPaidOnce = async (reservationId: string, destination: string, fakeBefore: number) => {
    const recorded = await app.db.select().from(fundTransfers).where(eq(fundTransfers.reservationId, reservationId));
    expect(recorded).toHaveLength(1);
    if (fake) expect(fakeTransfers() - fakeBefore).toBe(1);
    else expect((await ledgerOf(app, destination)).map((t) => t.id)).toEqual([recorded[0].transferId]);
    const payouts = (await auditEventsOf(app, 'reservation', reservationId)).filter((e) => e.action === 'reservation.payout');
    expect(payouts).toHaveLength(1);
    return payouts[0];
  };

  /** The reservation's refused payout attempts (`payout_attempts`), or undefined when none was refused. */
  const refusalsOf = async (reservationId: string) => (await app.db.select().from(payoutAttempts).where(eq(payoutAttempts.reservationId, reservationId)))[0];
  /**
   * A reservation due 20 hours after `now` at a hotel whose account `destination` is closed ({@link closeAccount}).
   * @returns the reservation, the account's handle and the fake Stripe's transfers so far.
   */
  const dueAtClosedAccount = async (hotelName: string, destination: string, now: Date) => {
    const { hotelId } = await insertHotel(app, hotelName, { paymentAccountId: destination });
    const r = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 20 * 3_600_000) });
    return { r, fakeBefore: fakeTransfers(), account: closeAccount(app.payments, destination) };
  };

  it.each<PaymentFault>(['timeout-after-effect', 'error-after-effect'])(
    'a payout that took effect but answered %s is skipped, then recorded once by the next run under the same key',
    async (fault) => {
      const now = new Date('2026-09-01T12:00:00Z');
      const { hotelId } = await insertHotel(app, `Lost Answer Hotel ${fault}`, { paymentAccountId: `acct_lost_${fault}` });
      const r = await insertReservation(app, { hotelId, start: new Date(now.getTime() + 3 * 3_600_000) });
      const before = fakeTransfers();
      const spy = jest.spyOn(app.payments, 'createTransfer');
      const injected = injectPaymentFault(app.payments, 'createTransfer', fault);
      try {
        const lost = await runJob(app, 'funds-transfer', now);
        expect(lost).toMatchObject({ outcome: 'success', touched: 0 });
        expect(await app.db.select().from(fundTransfers).where(eq(fundTransfers.reservationId, r.id))).toEqual([]);
        const again = await runJob(app, 'funds-transfer', minutesAfter(now, 15));
        expect(again).toMatchObject({ outcome: 'success', touched: 1 });
        expect(spy.mock.calls.map((c) => c[1])).toEqual([transferKey(r.id), transferKey(r.id)]);
      } finally {
        injected.restore();
        spy.mockRestore();
      }
      await expectPaidOnce(r.id, `acct_lost_${fault}`, before);
    },
  );

  it('a refused payout is recorded and skipped, each run asks once more under a new key, and once the account is fixed the next run pays it once', async () => {
    const now = new Date('2026-10-01T12:00:00Z');
    const { r, fakeBefore, account } = await dueAtClosedAccount('Closed Account Hotel', 'acct_closed', now);
    try {
      for (const at of [now, minutesAfter(now, 15)]) {
        const refused = await runJob(app, 'funds-transfer', at);
        expect(refused).toMatchObject({ outcome: 'success', touched: 0 });
        expect((await logOf(app, refused.id)).skipped).toEqual([{ reservationId: r.id, bookingNo: r.bookingNo, reason: accountClosed('acct_closed') }]);
      }
      account.reopen();
      expect(await runJob(app, 'funds-transfer', minutesAfter(now, 30))).toMatchObject({ outcome: 'success', touched: 1 });
      expect(await runJob(app, 'funds-transfer', minutesAfter(now, 45))).toMatchObject({ outcome: 'success', touched: 0 });
      expect(account.keys()).toEqual([transferKey(r.id), transferKey(r.id, 2), transferKey(r.id, 3)]);
    } finally {
      account.restore();
    }
    const payout = await expectPaidOnce(r.id, 'acct_closed', fakeBefore);
    expect(payout.after).toMatchObject({ attempt: 3 });
    // Each refusal recorded with its audit event (newest first); the record keeps the last one.
    const refusals = (await auditEventsOf(app, 'reservation', r.id)).filter((e) => e.action === 'reservation.payout_refused');
    expect(refusals.map((e) => e.after)).toEqual([2, 1].map((attempt) => ({ attempt, reason: accountClosed('acct_closed'), amount: 8_350, currency: 'AUD' })));
    const record = await refusalsOf(r.id);
    expect(record).toMatchObject({ refusals: 2, lastRefusal: accountClosed('acct_closed') });
    expect(record.refusedAt.getTime()).toBeGreaterThanOrEqual(minutesAfter(now, 15).getTime());
    expect(record.refusedAt.getTime()).toBeLessThan(minutesAfter(now, 16).getTime());
  });

  it('a lost answer after a refusal keeps its attempt: the next run asks under the same new key and pays once', async () => {
    const now = new Date('2026-11-01T12:00:00Z');
    const { r, fakeBefore, account } = await dueAtClosedAccount('Reopened Account Hotel', 'acct_reopened', now);
    try {
      expect(await runJob(app, 'funds-transfer', now)).toMatchObject({ outcome: 'success', touched: 0 });
      account.reopen();
      const injected = injectPaymentFault(app.payments, 'createTransfer', 'timeout-after-effect');
      try {
        const lost = await runJob(app, 'funds-transfer', minutesAfter(now, 15));
        expect(lost).toMatchObject({ outcome: 'success', touched: 0 });
        expect((await logOf(app, lost.id)).skipped).toEqual([
          { reservationId: r.id, bookingNo: r.bookingNo, reason: 'The payment provider failed: The payment provider did not answer in time' },
        ]);
      } finally {
        injected.restore();
      }
      expect(await runJob(app, 'funds-transfer', minutesAfter(now, 30))).toMatchObject({ outcome: 'success', touched: 1 });
      expect(account.keys()).toEqual([transferKey(r.id), transferKey(r.id, 2), transferKey(r.id, 2)]);
    } finally {
      account.restore();
    }
    const payout = await expectPaidOnce(r.id, 'acct_reopened', fakeBefore);
    expect(payout.after).toMatchObject({ attempt: 2 });
    expect(await refusalsOf(r.id)).toMatchObject({ refusals: 1 });
  });
});
