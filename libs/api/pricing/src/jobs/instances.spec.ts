/**
 * Two API instances on one database (this app's runner and a second JobRunner with the same job definitions):
 * a schedule tick sent by both queues each job once, and working both queues at once runs each job once, so a
 * reservation is checked in and paid out once.
 */
import { JobRunner } from '@backoffice/api-server';
import { jobRuns, ledgerTransfers, reservations } from '@backoffice/api-server/schema';
import { JOB_NAMES } from '@backoffice/contracts';
import { eq, inArray } from 'drizzle-orm';
import { providersFromConfig } from '../providers';
import { buildTestApp, type App } from '../test/helper';
import { insertReservation } from '@backoffice/api-server/testing';
import { insertHotel } from '../test/jobs-fixtures';
import { jobDefinitions } from './definitions';
import { transferDescription } from './funds-transfer';

describe('jobs on two instances', () => {
  let app: App;
  let other: JobRunner;

  beforeAll(async () => {
    app = await buildTestApp();
    other = new JobRunner({ database: app.database, log: app.log, enabled: false, pollSeconds: 10 });
    for (const d of jobDefinitions({ db: app.db, payments: app.payments, providers: providersFromConfig(app.config) })) other.define(d);
  });
  afterAll(async () => {
    await other?.stop();
    await app?.close();
  });

  it('runs each job once', async () => {
    const asOf = new Date('2026-09-01T03:00:00Z');
    const { hotelId } = await insertHotel(app, 'Two Instances Hotel', { paymentAccountId: 'acct_two', rooms: [{ availableRooms: 2, overnightRate: 20_000, three: true }] });
    const checkin = await insertReservation(app, { hotelId, start: new Date(asOf.getTime() - 10 * 60_000) });
    const upcoming = await insertReservation(app, { hotelId, start: new Date(asOf.getTime() + 3_600_000) });

    const ids = await Promise.all(JOB_NAMES.flatMap((name) => [app.jobs.trigger(name, { asOf, trigger: 'schedule' }), other.trigger(name, { asOf, trigger: 'schedule' })]));
    const queued = ids.filter((id): id is string => !!id);
    expect(queued).toHaveLength(JOB_NAMES.length);

    const ran = await Promise.all([app.jobs.work(), other.work()]);
    expect(ran[0] + ran[1]).toBe(JOB_NAMES.length);
    const runs = await app.db.select().from(jobRuns).where(inArray(jobRuns.queueJobId, queued));
    expect(runs.map((r) => r.job).sort()).toEqual([...JOB_NAMES].sort());
    expect(runs.every((r) => r.outcome === 'success' && r.attempt === 1)).toBe(true);

    expect((await app.db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, checkin.id)))[0].status).toBe('CHECKEDIN');
    // Both reservations (the one under way and the upcoming one) paid out, each once.
    const paid = await app.db.select().from(ledgerTransfers).where(eq(ledgerTransfers.destination, 'acct_two'));
    expect(paid.map((t) => t.description).sort()).toEqual([transferDescription(checkin.bookingNo), transferDescription(upcoming.bookingNo)].sort());
    for (const name of JOB_NAMES) expect(await app.jobs.busy(name)).toBe(false);
  });
});
