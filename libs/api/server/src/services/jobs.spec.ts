/**
 * The job runner (docs/api-database.md, "Jobs") on the embedded database: a run works as of the instant it was
 * given and writes its `job_runs` row; a failure is written, then retried later with back-off; Run now while a
 * run waits is refused; two runners on one database run a job once. No test waits for a timer: each triggers
 * with a controlled "now" and calls `work()`.
 */
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/database';
import { jobRuns } from '../db/server.schema';
import { buildAreaTestApp, type App } from '../testing/helper';
import { createTestDatabase } from '../testing/test-database';
import { JobRunner, type JobContext } from './jobs';

describe('scheduled jobs', () => {
  let app: App;
  const seen: JobContext[] = [];
  let failNext = false;

  beforeAll(async () => {
    app = await buildAreaTestApp([], {}, {
      beforeReady: async (a) => {
        a.jobs.define({
          name: 'probe',
          label: 'Probe',
          description: 'Counts its runs',
          cron: '0 3 * * *',
          timezone: 'Australia/Sydney',
          retryLimit: 2,
          retryDelaySeconds: 30,
          async run(context) {
            seen.push(context);
            if (failNext) {
              failNext = false;
              throw new Error('the provider is down');
            }
            return { touched: 3, summary: 'three things' };
          },
        });
      },
    });
  });
  afterAll(async () => app?.close());

  /**
   * `work(name)` as a poller runs it: looks again (up to 2 s) while nothing was fetched, since the queue's fetch
   * skips a job row another session holds locked for a moment (its own maintenance). @returns how many ran.
   */
  async function workDue(name: string): Promise<number> {
    for (let waited = 0; ; waited += 50) {
      const ran = await app.jobs.work(name);
      if (ran || waited >= 2_000) return ran;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('runs as of the instant it was given and writes its run', async () => {
    const asOf = new Date('2026-03-01T10:00:00Z');
    const id = await app.jobs.trigger('probe', { asOf, by: null });
    expect(id).toEqual(expect.any(String));
    expect(await app.jobs.busy('probe')).toBe(true);
    expect(await workDue('probe')).toBe(1);
    expect(seen.at(-1)?.now.toISOString()).toBe(asOf.toISOString());
    const [run] = await app.db.select().from(jobRuns).where(eq(jobRuns.queueJobId, id as string));
    expect(run).toMatchObject({ job: 'probe', trigger: 'manual', outcome: 'success', touched: 3, summary: 'three things', attempt: 1, error: null });
    expect(run.asOf.toISOString()).toBe(asOf.toISOString());
    expect(run.endedAt).not.toBeNull();
    expect(await app.jobs.busy('probe')).toBe(false);
    expect((await app.jobs.queueJob('probe', id as string))?.state).toBe('completed');
  });

  it('refuses a second run while one waits', async () => {
    const first = await app.jobs.trigger('probe');
    expect(await app.jobs.trigger('probe')).toBeNull();
    expect(await workDue('probe')).toBe(1);
    expect(first).toEqual(expect.any(String));
  });

  it('writes a failure, then retries with back-off', async () => {
    failNext = true;
    const id = (await app.jobs.trigger('probe')) as string;
    const before = Date.now();
    expect(await workDue('probe')).toBe(1);
    const [run] = await app.db.select().from(jobRuns).where(eq(jobRuns.queueJobId, id));
    expect(run).toMatchObject({ outcome: 'fail', error: 'the provider is down', attempt: 1 });
    const queued = await app.jobs.queueJob('probe', id);
    expect(queued?.state).toBe('retry');
    // Not due before its delay: a look now runs nothing.
    expect(queued!.startAfter.getTime()).toBeGreaterThan(before + 20_000);
    expect(await app.jobs.work('probe')).toBe(0);
    // Once the delay has passed (moved here, not waited for), the retry runs as attempt 2 and succeeds.
    await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 minute' where id = ${id}`);
    expect(await workDue('probe')).toBe(1);
    const runs = await app.db.select().from(jobRuns).where(eq(jobRuns.queueJobId, id)).orderBy(jobRuns.attempt);
    expect(runs.map((r) => [r.attempt, r.outcome])).toEqual([
      [1, 'fail'],
      [2, 'success'],
    ]);
    expect(seen.at(-1)?.attempt).toBe(2);
  });

  it('tells the next tick of the schedule in its time zone', () => {
    const job = app.jobs.get('probe')!;
    // 03:00 in Sydney (UTC+11 in March) is 16:00 UTC the day before.
    expect(app.jobs.nextRun(job, new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('runs a job once when two instances work one database', async () => {
    const other = new JobRunner({ database: app.database, log: app.log, enabled: false, pollSeconds: 10 });
    let runs = 0;
    const count = async () => {
      runs++;
      return { touched: 0, summary: '' };
    };
    app.jobs.define({ name: 'once', label: 'Once', description: '', cron: '*/5 * * * *', timezone: 'UTC', run: count });
    other.define({ name: 'once', label: 'Once', description: '', cron: '*/5 * * * *', timezone: 'UTC', run: count });
    try {
      const asOf = new Date('2026-03-01T10:05:00Z');
      const ids = await Promise.all([app.jobs.trigger('once', { asOf, trigger: 'schedule' }), other.trigger('once', { asOf, trigger: 'schedule' })]);
      expect(ids.filter(Boolean)).toHaveLength(1);
      const ran = await Promise.all([app.jobs.work('once'), other.work('once')]);
      expect(ran[0] + ran[1]).toBe(1);
      expect(runs).toBe(1);
      expect(await app.db.select().from(jobRuns).where(eq(jobRuns.job, 'once'))).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  describe('on-demand queues', () => {
    const worked: { data: { n: number }; attempt: number }[] = [];
    let failOnce = false;

    beforeAll(() => {
      app.jobs.defineQueue<{ n: number }>({
        name: 'probe-on-demand',
        retryDelaySeconds: 30,
        async run(data, context) {
          worked.push({ data, attempt: context.attempt });
          if (failOnce) {
            failOnce = false;
            throw new Error('crashed mid-way');
          }
        },
      });
    });

    it('queues several jobs at once, each with its data, worked by work(name) and not listed as scheduled', async () => {
      const ids = await Promise.all([app.jobs.send('probe-on-demand', { n: 1 }), app.jobs.send('probe-on-demand', { n: 2 })]);
      expect(new Set(ids).size).toBe(2);
      expect(await app.jobs.busy('probe-on-demand')).toBe(true);
      let ran = 0;
      for (let waited = 0; ran < 2 && waited < 2_000; waited += 50) {
        ran += await app.jobs.work('probe-on-demand');
        if (ran < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(ran).toBe(2);
      expect(worked.map((w) => w.data.n).sort()).toEqual([1, 2]);
      expect(app.jobs.list().map((d) => d.name)).not.toContain('probe-on-demand');
      expect(await app.db.select().from(jobRuns).where(eq(jobRuns.job, 'probe-on-demand'))).toHaveLength(0);
      expect((await app.jobs.queueJob('probe-on-demand', ids[0]))?.state).toBe('completed');
    });

    it('retries a failed job as its next attempt', async () => {
      failOnce = true;
      worked.length = 0;
      const id = await app.jobs.send('probe-on-demand', { n: 3 });
      expect(await workDue('probe-on-demand')).toBe(1);
      expect((await app.jobs.queueJob('probe-on-demand', id))?.state).toBe('retry');
      await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 minute' where id = ${id}`);
      expect(await workDue('probe-on-demand')).toBe(1);
      expect(worked).toEqual([
        { data: { n: 3 }, attempt: 1 },
        { data: { n: 3 }, attempt: 2 },
      ]);
    });

    it('refuses a name defined twice and a send to an unknown queue', async () => {
      expect(() => app.jobs.defineQueue({ name: 'probe-on-demand', run: async () => undefined })).toThrow('defined twice');
      expect(() => app.jobs.defineQueue({ name: 'probe', run: async () => undefined })).toThrow('defined twice');
      await expect(app.jobs.send('nowhere', {})).rejects.toThrow('Unknown queue nowhere');
    });

    it('sets up pg-boss once when two instances share a fresh database and start together', async () => {
      const database = await createTestDatabase([]);
      const runners = [0, 1].map(() => new JobRunner({ database, log: app.log, enabled: false, pollSeconds: 10 }));
      for (const r of runners) r.defineQueue({ name: 'probe-fresh', run: async () => undefined });
      try {
        const ids = await Promise.all(runners.map((r) => r.send('probe-fresh', {})));
        expect(new Set(ids).size).toBe(2);
        // The shared connection is left usable (no install script aborted half-way inside its transaction).
        expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'probe-fresh'`))[0].n).toBe(2);
      } finally {
        for (const r of runners) await r.stop();
        await database.close();
      }
    });

    it('is worked within a second or two by an enabled instance, whatever its poll interval', async () => {
      const enabled = new JobRunner({ database: app.database, log: app.log, enabled: true, pollSeconds: 60 });
      const done: number[] = [];
      let heard: () => void = () => undefined;
      const ran = new Promise<void>((resolve) => (heard = resolve));
      enabled.defineQueue<{ n: number }>({
        name: 'probe-enabled',
        async run(data) {
          done.push(data.n);
          heard();
        },
      });
      try {
        await enabled.start();
        const sent = Date.now();
        await enabled.send('probe-enabled', { n: 7 });
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([ran, new Promise((resolve) => (timer = setTimeout(resolve, 3_000)))]);
        clearTimeout(timer);
        expect(done).toEqual([7]);
        expect(Date.now() - sent).toBeLessThan(2_500);
      } finally {
        await enabled.stop();
      }
    });
  });
});
