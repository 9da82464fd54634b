/**
 * A billing bulk action through the platform's runner (docs/areas/billing.md, "Bulk actions"; docs/areas/platform.md,
 * "Bulk runs"): POST /api/bulk-runs `statements.send` on a period, the `bulk-run` job worked by hand, the run's counts
 * and its report (each statement linked to its period, named by its hotel); a second run skips every statement
 * "Already sent" and sends nothing more. Two areas (billing, platform): hence here.
 */
import type { BulkRun, BulkRunDetail } from '@backoffice/contracts';
import { charges, hotels, outbox, reservations, users } from '@backoffice/api-server/schema';
import { inArray } from 'drizzle-orm';
import type { App } from '../app';
import { buildTestAppAsAdmin } from '../test/helper';

describe('bulk run statements.send (billing through the runner)', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // The job runner off: the test works the queue itself.
    ({ app, admin } = await buildTestAppAsAdmin({ jobs: { enabled: false, pollSeconds: 10 } }));
  });
  afterAll(() => app.close());

  /** Works the `bulk-run` queue, looking again (up to 2 s) while nothing was fetched. @returns the jobs run. */
  async function work(): Promise<number> {
    for (let waited = 0; ; waited += 50) {
      const ran = await app.jobs.work('bulk-run');
      if (ran || waited >= 2_000) return ran;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Three hotels (owners only, one without an e-mail) with a reservation each in March 2020, and their period. */
  async function period(): Promise<{ periodId: string; emails: string[] }> {
    const emails: string[] = [];
    const hotelIds: string[] = [];
    for (const [i, name] of ['Runner Hotel A', 'Runner Hotel B', 'Runner Hotel C'].entries()) {
      const email = i === 2 ? '' : `runner.owner.${i}@hotels.test`;
      const [owner] = await app.db.insert(users).values({ email, firstName: 'Run', lastName: 'Owner', userType: 'ADMIN', accessLevel: 'OWNER' }).returning({ id: users.id });
      const [hotel] = await app.db
        .insert(hotels)
        .values({ name, streetAddress: '1 Pitt Street', city: 'Sydney', state: 'NSW', postalCode: '2000', country: 'Australia', ownerId: owner.id, status: 'Live' })
        .returning({ id: hotels.id });
      const start = new Date(`2020-03-0${i + 2}T12:00:00Z`);
      const [r] = await app.db
        .insert(reservations)
        .values({ hotelId: hotel.id, status: 'CHECKEDOUT', duration: 3, reservationStart: start, reservationEnd: new Date(start.getTime() + 3 * 3_600_000), amount: 10_000 })
        .returning({ id: reservations.id });
      await app.db.insert(charges).values({ reservationId: r.id, currency: 'AUD', amount: 10_000, cost: 10_000, total: 10_000, commission: 1_500, commissionGst: 150, captured: true, status: 'charged' });
      hotelIds.push(hotel.id);
      if (email) emails.push(email);
    }
    const made = await app.inject({
      method: 'POST',
      url: '/api/reservation/generateReport',
      headers: admin,
      payload: { periodName: 'Runner March 2020', startDate: '2020-03-01', endDate: '2020-03-28', scope: 'hotel', scopeHotel: hotelIds },
    });
    expect(made.statusCode).toBe(201);
    return { periodId: made.json().data._id, emails };
  }
  const start = async (periodId: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/bulk-runs', headers: admin, payload: { action: 'statements.send', scope: { periodId } } });
    expect(res.statusCode).toBe(202);
    return res.json() as BulkRun;
  };
  const detail = async (id: string) => (await app.inject({ method: 'GET', url: `/api/bulk-runs/${id}`, headers: admin })).json() as BulkRunDetail;
  const counts = (r: BulkRun) => ({ status: r.status, total: r.total, done: r.done, skipped: r.skipped, failed: r.failed });

  it('sends a period’s statements with counts and a report; the second run skips them all, nothing sent again', async () => {
    const { periodId, emails } = await period();
    const run = await start(periodId);
    expect(run).toMatchObject({ title: 'Send statements: Runner March 2020', status: 'queued', total: 3 });
    expect(await work()).toBe(1);
    const report = await detail(run.id);
    expect(counts(report.run)).toEqual({ status: 'done', total: 3, done: 2, skipped: 0, failed: 1 });
    expect(report.items.data.map((i) => [i.record.type, i.record.parentId, i.record.name, i.outcome, i.message])).toEqual([
      ['statement', periodId, 'Runner Hotel A', 'done', `Sent to ${emails[0]}`],
      ['statement', periodId, 'Runner Hotel B', 'done', `Sent to ${emails[1]}`],
      ['statement', periodId, 'Runner Hotel C', 'failed', 'This hotel has no revenue manager or owner e-mail to send the statement to'],
    ]);
    expect((await app.db.select().from(outbox).where(inArray(outbox.recipient, emails))).length).toBe(2);

    const again = await start(periodId);
    await work();
    const second = await detail(again.id);
    expect(counts(second.run)).toEqual({ status: 'done', total: 3, done: 0, skipped: 2, failed: 1 });
    expect(second.items.data.slice(0, 2).map((i) => [i.outcome, i.message])).toEqual([
      ['skipped', 'Already sent'],
      ['skipped', 'Already sent'],
    ]);
    expect((await app.db.select().from(outbox).where(inArray(outbox.recipient, emails))).length).toBe(2);
  });

  it('answers 404 for a period that does not exist, and starts nothing', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/bulk-runs', headers: admin, payload: { action: 'statements.send', scope: { periodId: '00000000-0000-4000-8000-000000000000' } } });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: 'Billing period not found' });
  });
});
