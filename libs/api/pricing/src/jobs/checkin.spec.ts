/**
 * The check-in job with a controlled clock: a reservation BOOKED becomes CHECKEDIN exactly 5 minutes after its
 * check-in time (not at 4), others are left alone, and each change is audited as the system's.
 */
import { auditEventsOf, insertReservation } from '@backoffice/api-server/testing';
import { reservations } from '@backoffice/api-server/schema';
import { inArray } from 'drizzle-orm';
import { buildTestApp, type App } from '../test/helper';
import { insertHotel, runJob } from '../test/jobs-fixtures';

describe('reservation-checkin job', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const statusOf = async (ids: string[]) =>
    Object.fromEntries((await app.db.select({ id: reservations.id, status: reservations.status }).from(reservations).where(inArray(reservations.id, ids))).map((r) => [r.id, r.status]));

  it('checks in a BOOKED reservation 5 minutes after its start, not 4', async () => {
    const { hotelId } = await insertHotel(app, 'Checkin Hotel');
    const start = new Date('2026-05-01T10:00:00Z');
    const due = await insertReservation(app, { hotelId, start });
    const later = await insertReservation(app, { hotelId, start: new Date('2027-05-01T10:30:00Z') });
    const cancelled = await insertReservation(app, { hotelId, start, status: 'Cancelled' });
    const ids = [due.id, later.id, cancelled.id];

    const early = await runJob(app, 'reservation-checkin', new Date('2026-05-01T10:04:59Z'));
    expect(early).toMatchObject({ outcome: 'success', touched: 0, summary: 'No reservation to check in' });
    expect(await statusOf(ids)).toEqual({ [due.id]: 'BOOKED', [later.id]: 'BOOKED', [cancelled.id]: 'Cancelled' });

    const run = await runJob(app, 'reservation-checkin', new Date('2026-05-01T10:05:00Z'));
    expect(run).toMatchObject({ outcome: 'success', touched: 1, summary: `Checked in 1 reservation: TF${due.bookingNo}` });
    expect(await statusOf(ids)).toEqual({ [due.id]: 'CHECKEDIN', [later.id]: 'BOOKED', [cancelled.id]: 'Cancelled' });

    const [event] = await auditEventsOf(app, 'reservation', due.id);
    expect(event).toMatchObject({ action: 'reservation.checkin', actorId: null, actorRole: null, requestId: `job:reservation-checkin:${run.id}`, before: { status: 'BOOKED' }, after: { status: 'CHECKEDIN' } });
    expect(await auditEventsOf(app, 'reservation', later.id)).toEqual([]);

    // A second run at the same instant changes nothing more.
    expect(await runJob(app, 'reservation-checkin', new Date('2026-05-01T10:05:00Z'))).toMatchObject({ touched: 0 });
    expect(await auditEventsOf(app, 'reservation', due.id)).toHaveLength(1);
  });

  it('checks in every reservation due in one run and lists a few booking numbers', async () => {
    const { hotelId } = await insertHotel(app, 'Checkin Many Hotel');
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await insertReservation(app, { hotelId, start: new Date(`2026-05-02T0${i}:00:00Z`) }));
    const run = await runJob(app, 'reservation-checkin', new Date('2026-05-02T08:00:00Z'));
    expect(run.touched).toBe(7);
    expect(run.summary).toBe(`Checked in 7 reservations: ${made.slice(0, 5).map((r) => `TF${r.bookingNo}`).join(', ')} (+2 more)`);
    expect(Object.values(await statusOf(made.map((r) => r.id)))).toEqual(Array(7).fill('CHECKEDIN'));
  });
});
