/**
 * `/jobs` through inject: the list with schedules and last and next runs, Run now (202, then 409 while queued,
 * audited), a job's runs newest first (at most 20), 404 for an unknown job, and SuperAdmin only.
 */
import { JOB_NAMES, PricingMessages, type Job, type JobRun } from '@backoffice/contracts';
import { auditEventsOf, userIdOf } from '@backoffice/api-server/testing';
import { bearer, buildTestAppAsAdmin, demo, loginAs, type App } from '../test/helper';

describe('/jobs', () => {
  let app: App;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const list = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/jobs', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json().data as Job[];
  };

  it('lists the five jobs with their schedule, no run yet, and their next run', async () => {
    const before = Date.now();
    const jobs = await list();
    expect(jobs.map((j) => j.name)).toEqual([...JOB_NAMES]);
    expect(jobs.map((j) => [j.schedule, j.timezone])).toEqual([
      ['* * * * *', 'UTC'],
      ['*/15 * * * *', 'UTC'],
      ['0 1 * * *', 'UTC'],
      ['0 2 * * *', 'UTC'],
      ['0 3 * * *', 'UTC'],
    ]);
    expect(jobs[0]).toMatchObject({ label: 'Reservation check-in', lastRun: null, busy: false });
    expect(jobs[0].description).toMatch(/CHECKEDIN 5 minutes after/);
    const next = new Date(jobs[2].nextRun as string);
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime()).toBeLessThanOrEqual(before + 86_400_000);
    expect(next.toISOString()).toMatch(/T01:00:00\.000Z$/);
  });

  it('queues a run (202), refuses another while it waits (409), then shows it as the last run', async () => {
    const url = '/api/jobs/reservation-checkin/run';
    const res = await app.inject({ method: 'POST', url, headers: admin });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: PricingMessages.jobs.queued, data: { jobId: expect.any(String) } });
    const { jobId } = res.json().data;

    const again = await app.inject({ method: 'POST', url, headers: admin });
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 409, message: PricingMessages.jobs.busy });
    expect((await list()).find((j) => j.name === 'reservation-checkin')?.busy).toBe(true);

    const [event] = await auditEventsOf(app, 'job', 'reservation-checkin');
    expect(event).toMatchObject({ action: 'job.run', actorId: await userIdOf(app, demo.admin.email), after: { jobId } });
    expect(await auditEventsOf(app, 'job', 'reservation-checkin')).toHaveLength(1);

    // An instance that works the jobs picks it up (by hand here: nothing polls in tests).
    expect(await app.jobs.work('reservation-checkin')).toBe(1);
    const job = (await list()).find((j) => j.name === 'reservation-checkin') as Job;
    expect(job.busy).toBe(false);
    expect(job.lastRun).toMatchObject({ job: 'reservation-checkin', trigger: 'manual', outcome: 'success', attempt: 1, touched: 0, error: null });
    expect(new Date(job.lastRun?.endedAt as string).getTime()).toBeGreaterThanOrEqual(new Date(job.lastRun?.startedAt as string).getTime());
    expect(job.lastRun?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it("lists a job's runs newest first, at most 20", async () => {
    for (let i = 0; i < 21; i++) {
      await app.jobs.trigger('availability-snapshot', { asOf: new Date(Date.UTC(2026, 0, 1 + i, 3)) });
      await app.jobs.work('availability-snapshot');
    }
    const res = await app.inject({ method: 'GET', url: '/api/jobs/availability-snapshot/runs', headers: admin });
    expect(res.statusCode).toBe(200);
    const runs = res.json().data as JobRun[];
    expect(runs).toHaveLength(20);
    expect(runs[0].asOf).toBe('2026-01-21T03:00:00.000Z');
    expect(runs[19].asOf).toBe('2026-01-02T03:00:00.000Z');
    expect(runs[0]).toMatchObject({ job: 'availability-snapshot', trigger: 'manual', outcome: 'success', summary: 'Snapshot 2026-01-21 of 0 hotels' });
    const none = await app.inject({ method: 'GET', url: '/api/jobs/market-rates/runs', headers: admin });
    expect(none.json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown job', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobs/nope/runs'],
      ['POST', '/api/jobs/nope/run'],
    ] as const) {
      const res = await app.inject({ method, url, headers: admin });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: PricingMessages.jobs.notFound });
    }
    expect(await auditEventsOf(app, 'job', 'nope')).toEqual([]);
  });

  it('is for the SuperAdmin only', async () => {
    const employee = bearer(await loginAs(app, demo.employee));
    for (const [method, url] of [
      ['GET', '/api/jobs'],
      ['GET', '/api/jobs/market-rates/runs'],
      ['POST', '/api/jobs/market-rates/run'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: employee })).statusCode).toBe(403);
    }
    expect(await app.jobs.busy('market-rates')).toBe(false);
  });
});
