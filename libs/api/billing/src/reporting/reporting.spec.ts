/**
 * Reporting through inject (docs/areas/billing.md, "Reporting", "Property Chain reporting"): a row per hotel of
 * the reservations starting in the range, counted and summed in the database; a chain's hotels only.
 */
import { BillingMessages, OTHER_CHAIN_NAME, REPORTING_MAX_DAYS, type ReportRow } from '@backoffice/contracts';
import { charges, commissions } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { buildTestAppAsAdmin, insertHotel, insertReservation, noon, type App } from '../test/helper';

describe('reporting', () => {
  let app: App;
  let admin: Record<string, string>;
  let chainId: string;
  let chained: string;
  let independent: string;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
    [{ id: chainId }] = await app.db.insert(commissions).values({ clientTypeName: 'Report Chain' }).returning({ id: commissions.id });
    chained = (await insertHotel(app, 'Report Chain Hotel', { commissionId: chainId })).hotelId;
    independent = (await insertHotel(app, 'Report Independent Hotel')).hotelId;
    const day = (d: number) => noon(`2022-08-${String(d).padStart(2, '0')}`);
    await insertReservation(app, { hotelId: chained, start: day(1), status: 'BOOKED', amount: 10_000, commission: 1_000 });
    await insertReservation(app, { hotelId: chained, start: day(2), status: 'CHECKEDIN', amount: 20_000, commission: 2_000 });
    await insertReservation(app, { hotelId: chained, start: day(3), status: 'CHECKEDOUT', amount: 30_001, commission: 3_000 });
    await insertReservation(app, { hotelId: chained, start: day(4), status: 'Cancelled', amount: 50_000, commission: 5_000 });
    await insertReservation(app, { hotelId: chained, start: day(5), status: 'No show', amount: 7_000, commission: 700 });
    await insertReservation(app, { hotelId: chained, start: day(20), status: 'CHECKEDOUT', amount: 99_000 }); // outside
    await insertReservation(app, { hotelId: independent, start: day(6), status: 'CHECKEDOUT', amount: 4_000, commission: 400 });
  });
  afterAll(() => app.close());

  const report = (url: string, payload: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/reservation/${url}`, headers: admin, payload });

  it('counts and sums per hotel in the range, by name', async () => {
    const res = await report('reporting', { from: '2022-08-01', to: '2022-08-10' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as ReportRow[];
    expect(rows.map((r) => r.name)).toEqual(['Report Chain Hotel', 'Report Independent Hotel']);
    expect(rows[0]).toEqual({
      _id: chained,
      name: 'Report Chain Hotel',
      currency: 'AUD',
      bookings: 5,
      confirmedBooking: 3,
      bookingsStay: 2,
      avgRate: 20_000, // (10,000 + 20,000 + 30,001) / 3 rounded
      totalRevenue: 10_000 + 20_000 + 30_001 + 7_000,
      stayRevenue: 20_000 + 30_001,
      commission: (1_000 + 100) + (2_000 + 200) + (3_000 + 300) + (700 + 70),
      cancellation: 1,
      noShow: 1,
    });
  });

  it('sums revenue as what was paid less what was refunded (partial refunds)', async () => {
    const hotelId = (await insertHotel(app, 'Report Refunded Hotel')).hotelId;
    const day = noon('2011-09-02');
    const partly = await insertReservation(app, { hotelId, start: day, status: 'CHECKEDOUT', amount: 20_000, commission: 2_000 });
    await insertReservation(app, { hotelId, start: day, status: 'BOOKED', amount: 10_000, commission: 1_000 });
    await app.db.update(charges).set({ refundedAmount: 6_000 }).where(eq(charges.reservationId, partly.id));
    const rows = (await report('reporting', { from: '2011-09-01', to: '2011-09-03' })).json().data as ReportRow[];
    expect(rows.find((r) => r._id === hotelId)).toMatchObject({ totalRevenue: 14_000 + 10_000, stayRevenue: 14_000, commission: 2_200 + 1_100 });
  });

  it("narrows to a chain's hotels, or to hotels without a chain", async () => {
    const byChain = (await report('propertyTypeReporting', { from: '2022-08-01', to: '2022-08-31', commission: chainId })).json().data as ReportRow[];
    expect(byChain.map((r) => [r.name, r.bookings])).toEqual([['Report Chain Hotel', 6]]);
    const other = (await report('propertyTypeReporting', { from: '2022-08-01', to: '2022-08-31', commission: 'other' })).json().data as ReportRow[];
    expect(other.map((r) => r.name)).toEqual(['Report Independent Hotel']);
    expect((await report('propertyTypeReporting', { from: '2022-08-01', to: '2022-08-31', commission: 'nope' })).statusCode).toBe(404);
  });

  it("takes 'other' as the listing does: the hotels without a chain and those in the chain named Other", async () => {
    // The chain named Other is made by the migration.
    const [otherChain] = await app.db.select({ id: commissions.id }).from(commissions).where(eq(commissions.clientTypeName, OTHER_CHAIN_NAME));
    const inOther = (await insertHotel(app, 'Report Other Chain Hotel', { commissionId: otherChain.id })).hotelId;
    await insertReservation(app, { hotelId: inOther, start: noon('2023-09-02'), status: 'CHECKEDOUT', amount: 5_000 });
    await insertReservation(app, { hotelId: independent, start: noon('2023-09-03'), status: 'CHECKEDOUT', amount: 6_000 });
    const other = (await report('propertyTypeReporting', { from: '2023-09-01', to: '2023-09-30', commission: 'other' })).json().data as ReportRow[];
    expect(other.map((r) => r.name)).toEqual(['Report Independent Hotel', 'Report Other Chain Hotel']);
  });

  it('refuses a range backwards or too long, and answers an empty range with no rows', async () => {
    const back = await report('reporting', { from: '2022-08-10', to: '2022-08-01' });
    expect({ status: back.statusCode, message: back.json().message }).toEqual({ status: 400, message: BillingMessages.reporting.badRange });
    const tooLong = await report('reporting', { from: '2012-01-01', to: '2022-08-01' });
    expect({ status: tooLong.statusCode, message: tooLong.json().message }).toEqual({ status: 400, message: BillingMessages.reporting.rangeTooLong(REPORTING_MAX_DAYS) });
    expect((await report('reporting', { from: '2022-8-1', to: '2022-08-01' })).statusCode).toBe(400);
    expect((await report('reporting', { from: '1999-01-01', to: '1999-01-31' })).json()).toEqual({ data: [] });
  });

  it('reports over three years (up to ten), the same rows as the month that holds them', async () => {
    for (const url of ['reporting', 'propertyTypeReporting']) {
      const extra: Record<string, string> = url === 'reporting' ? {} : { commission: chainId };
      const month = (await report(url, { from: '2022-08-01', to: '2022-08-31', ...extra })).json().data as ReportRow[];
      const threeYears = await report(url, { from: '2020-01-01', to: '2022-12-31', ...extra });
      expect({ url, status: threeYears.statusCode }).toEqual({ url, status: 200 });
      expect(threeYears.json().data).toEqual(month);
      const tenYears = await report(url, { from: '2012-08-02', to: '2022-08-01', ...extra });
      expect({ url, status: tenYears.statusCode, days: REPORTING_MAX_DAYS }).toEqual({ url, status: 200, days: 3_660 });
    }
  });

  it('answers 400, not 500, for a day that is not in the calendar', async () => {
    for (const url of ['reporting', 'propertyTypeReporting']) {
      for (const day of ['2022-02-30', '2022-13-01', '8410-29-25', '0000-01-01']) {
        const res = await report(url, { from: day, to: '2022-08-10' });
        expect({ url, day, status: res.statusCode, message: res.json().message }).toEqual({ url, day, status: 400, message: expect.stringMatching(/^from must /) });
      }
    }
  });
});
