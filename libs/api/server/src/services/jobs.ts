/**
 * Scheduled jobs (docs/api-database.md, "Jobs"): a queue in the database (pg-boss 10, its tables in the
 * `pgboss` schema), the same on the embedded PGlite and on a PostgreSQL server. Areas define their jobs
 * (`app.jobs.define`) when their routes register; the runner then
 * - schedules each on its cron expression in its time zone (pg-boss sends one job per tick whatever the number of
 *   instances);
 * - works the queues: a job is fetched by exactly one instance (`FOR UPDATE SKIP LOCKED`), a failure is retried
 *   with exponential back-off (`retryLimit`, `retryDelay` seconds doubled each time);
 * - writes a `job_runs` row for every attempt: start, end, outcome, what it touched, or the error.
 * Each queue is `stately`: at most one job queued and one running, so Run now while one waits is refused.
 *
 * A run's "now" is the job's `asOf` (set by Run now, or the tick's time): tests drive every job with a
 * controlled clock (`trigger(name, { asOf })` then `work(name)`) without sleeping. With `enabled` false (tests,
 * or an instance kept out of the work) nothing polls: `work()` is called by hand.
 *
 * On-demand queues (`defineQueue`, then `send`): work started by a request, such as a bulk run
 * (docs/areas/platform.md, "Bulk runs"), one job per piece of work carrying its data. No cron, policy `standard`
 * (any number queued, several running on the instances), not shown by `list()` (the Scheduled Jobs page) and no
 * `job_runs` row (the work keeps its own record). An enabled instance looks at them every
 * {@link ON_DEMAND_POLL_SECONDS} second and is woken at once by a `send` of its own, so a run starts within a second
 * or two whatever JOBS_POLL_SECONDS says; `work(name)` works them by hand like the scheduled ones.
 */
import type { FastifyBaseLogger } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import { rowsOf, type Database, type Db } from '../db/database';
import { jobRuns } from '../db/server.schema';

/** What a job is given: its clock and a way to say how far it got. */
export interface JobContext {
  /** The instant the run works as "now" (Run now's, or the schedule tick's). */
  now: Date;
  /** The `job_runs` row of this attempt (logs written by the job point to it). */
  runId: string;
  /** 1 for the first attempt, 2 for the first retry, … */
  attempt: number;
  log: FastifyBaseLogger;
}

/** What a job answers: how many records it touched and a line saying what. A throw is a failed attempt. */
export interface JobResult {
  touched: number;
  summary: string;
}

export interface JobDefinition {
  /** The queue name (letters, digits, `-`). */
  name: string;
  label: string;
  description: string;
  /** Cron expression (5 fields) and the IANA time zone it is read in. */
  cron: string;
  timezone: string;
  /** Retries after a failed attempt (default 3), the first after `retryDelaySeconds` (default 60), doubled after each. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  run(context: JobContext): Promise<JobResult>;
}

/** What an on-demand job is given: its queue's job id, its attempt and a logger. */
export interface QueueJobContext {
  /** The queue's job id. */
  jobId: string;
  /** 1 for the first attempt, 2 for the first retry, … (a retry resumes where the work stopped). */
  attempt: number;
  log: FastifyBaseLogger;
}

/** An on-demand queue: jobs sent by `send(name, data)`, each worked once by one instance. */
export interface QueueDefinition<T extends object = Record<string, unknown>> {
  /** The queue name (letters, digits, `-`); not one of a scheduled job. */
  name: string;
  /** Retries after a failed attempt (default 2), the first after `retryDelaySeconds` (default 5), doubled after each. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one attempt may run before the queue gives it up and retries it (default 4 hours). */
  expireInSeconds?: number;
  /** Works one job; a throw is a failed attempt (retried while retries remain). */
  run(data: T, context: QueueJobContext): Promise<void>;
}

/** Seconds between two looks at an on-demand queue on an enabled instance (whatever JOBS_POLL_SECONDS says). */
export const ON_DEMAND_POLL_SECONDS = 1;

export type JobTrigger = 'schedule' | 'manual';
export type JobRunRow = typeof jobRuns.$inferSelect;

interface JobData {
  trigger?: JobTrigger;
  asOf?: string;
  by?: string | null;
}

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Schedule and poll on this instance (JOBS_ENABLED); false: only `trigger` and `work` by hand. */
  enabled: boolean;
  /** Seconds between two looks at a queue when enabled (JOBS_POLL_SECONDS). */
  pollSeconds: number;
  /** The clock of scheduled runs (tests replace it). */
  clock?: () => Date;
}

/** PostgreSQL errors of two instances creating one queue at once: deadlock, unique violation, table exists. */
const QUEUE_RACE_CODES = ['40P01', '23505', '42P07'];

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * The adapter pg-boss runs its SQL through: the API's own connection (the PGlite client, or the pg pool), so
 * that the embedded database needs no second connection. PGlite's `query` takes one statement: text without
 * parameters (pg-boss's migrations, several statements) goes through `exec`.
 */
function bossDb(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: { query: (t: string, v?: unknown[]) => Promise<{ rows: unknown[] }>; exec?: (t: string) => Promise<{ rows: unknown[] }[]> } }).$client;
  const pglite = database.kind === 'pglite-memory' || database.kind === 'pglite-main';
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (pglite && values.length === 0 && client.exec) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

/**
 * The set-ups (pg-boss's install, a queue's creation) of the runners sharing one database client, one at a time.
 * Two API instances on one embedded database (tests of a cluster) would otherwise run pg-boss's install script twice
 * at once: the loser's script fails inside its `BEGIN`, leaving the one shared PGlite connection in an aborted
 * transaction for every query after it. Keyed by the client; a failure does not block the next set-up.
 */
const setups = new WeakMap<object, Promise<unknown>>();
function oneSetupAtATime<T>(database: Database, setup: () => Promise<T>): Promise<T> {
  const key = (database.db as unknown as { $client: object }).$client ?? database;
  const next = (setups.get(key) ?? Promise.resolve()).catch(() => undefined).then(setup);
  setups.set(key, next.catch(() => undefined));
  return next;
}

/** The runner (`app.jobs`). */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly onDemand = new Map<string, QueueDefinition<object>>();
  /** pg-boss worker ids of the on-demand queues polled here (woken by `send`). */
  private readonly workers = new Map<string, string>();
  private readonly queues = new Set<string>();
  private boss: PgBoss | undefined;
  private starting: Promise<PgBoss> | undefined;
  private readonly clock: () => Date;

  constructor(private readonly options: JobRunnerOptions) {
    this.clock = options.clock ?? (() => new Date());
  }

  private get db(): Db {
    return this.options.database.db;
  }

  /** Adds a job. @throws Error for a name defined twice or a cron expression that does not parse. */
  define(definition: JobDefinition): void {
    if (this.definitions.has(definition.name) || this.onDemand.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    cronParser.parseExpression(definition.cron, { tz: definition.timezone });
    this.definitions.set(definition.name, definition);
  }

  /**
   * Adds an on-demand queue (no schedule; not in `list()`). Define it when the routes register, before the app is
   * ready: an enabled instance starts polling it then. @throws Error for a name already defined.
   */
  defineQueue<T extends object>(definition: QueueDefinition<T>): void {
    if (this.definitions.has(definition.name) || this.onDemand.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.onDemand.set(definition.name, definition as unknown as QueueDefinition<object>);
  }

  /**
   * Queues a job of the on-demand queue `name` carrying `data` (JSON); answers its queue job id. On an enabled
   * instance its poller is woken at once. @throws Error for a queue not defined by `defineQueue`.
   */
  async send<T extends object>(name: string, data: T): Promise<string> {
    const definition = this.onDemand.get(name);
    if (!definition) throw new Error(`Unknown queue ${name}`);
    const boss = await this.queueOf(definition);
    const id = await boss.send(name, data as object);
    if (!id) throw new Error(`Queue ${name} refused the job`);
    const worker = this.workers.get(name);
    if (worker) boss.notifyWorker(worker);
    return id;
  }

  /** The defined jobs, in definition order. */
  list(): JobDefinition[] {
    return [...this.definitions.values()];
  }

  get(name: string): JobDefinition | undefined {
    return this.definitions.get(name);
  }

  /** The next tick of a job's schedule after `from`. */
  nextRun(definition: JobDefinition, from: Date = this.clock()): Date {
    return cronParser.parseExpression(definition.cron, { tz: definition.timezone, currentDate: from }).next().toDate();
  }

  /** Starts pg-boss (installing its tables the first time) and creates the queues; idempotent. */
  private async ensureStarted(): Promise<PgBoss> {
    if (this.boss) return this.boss;
    this.starting ??= (async () => {
      const boss = new PgBoss({
        db: bossDb(this.options.database),
        schema: JOBS_SCHEMA,
        // The schedule ticks only where the instance works; maintenance (archiving old jobs) likewise.
        schedule: this.options.enabled,
        supervise: this.options.enabled,
      });
      boss.on('error', (error) => this.options.log.error({ err: error }, '[jobs] queue error'));
      await oneSetupAtATime(this.options.database, () => boss.start());
      this.boss = boss;
      return boss;
    })();
    return this.starting;
  }

  /**
   * pg-boss with the queue of `definition` created (once per runner; createQueue is idempotent in the database): a
   * scheduled job's `stately`, an on-demand queue's `standard`.
   */
  private async queueOf(definition: JobDefinition | QueueDefinition<object>): Promise<PgBoss> {
    const scheduled = 'cron' in definition;
    const boss = await this.ensureStarted();
    if (!this.queues.has(definition.name)) {
      // Instances starting together race to create the same queue (a row and a partition): on a PostgreSQL server
      // the loser may see a deadlock or a duplicate; it looks again and tries once more.
      for (let attempt = 1; ; attempt++) {
        try {
          await oneSetupAtATime(this.options.database, async () => {
            if (await boss.getQueue(definition.name)) return;
            await boss.createQueue(definition.name, {
              name: definition.name,
              policy: scheduled ? 'stately' : 'standard',
              retryLimit: definition.retryLimit ?? (scheduled ? 3 : 2),
              retryDelay: definition.retryDelaySeconds ?? (scheduled ? 60 : 5),
              retryBackoff: true,
              expireInSeconds: scheduled ? 15 * 60 : ('expireInSeconds' in definition && definition.expireInSeconds) || 4 * 60 * 60,
            });
          });
          break;
        } catch (error) {
          const code = (error as { code?: string }).code ?? '';
          if (attempt >= 5 || !QUEUE_RACE_CODES.includes(code)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
        }
      }
      this.queues.add(definition.name);
    }
    return boss;
  }

  /** On an enabled instance: schedules every job and works its queue, and works the on-demand queues every second. */
  async start(): Promise<void> {
    if (!this.options.enabled || this.definitions.size + this.onDemand.size === 0) return;
    for (const q of this.onDemand.values()) {
      const boss = await this.queueOf(q);
      const worker = await boss.work<object>(q.name, { pollingIntervalSeconds: ON_DEMAND_POLL_SECONDS, includeMetadata: true }, async ([job]) => {
        await this.executeQueued(q, job);
      });
      this.workers.set(q.name, worker);
    }
    for (const d of this.definitions.values()) {
      const boss = await this.queueOf(d);
      await boss.schedule(d.name, d.cron, { trigger: 'schedule' } satisfies JobData, { tz: d.timezone });
      await boss.work<JobData>(d.name, { pollingIntervalSeconds: Math.max(0.5, this.options.pollSeconds), includeMetadata: true }, async ([job]) => {
        await this.execute(d, job);
      });
    }
  }

  /** Stops polling and waits for the runs under way. */
  async stop(): Promise<void> {
    const boss = this.boss ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(() => undefined);
    this.boss = undefined;
    this.starting = undefined;
    this.queues.clear();
    this.workers.clear();
  }

  /**
   * Queues a run of `name` working as of `asOf` (default now). Answers the queue's job id, or null when one is
   * already queued (the queue holds one at a time). @throws Error for an unknown job.
   */
  async trigger(name: string, options: { trigger?: JobTrigger; asOf?: Date; by?: string | null } = {}): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job ${name}`);
    const boss = await this.queueOf(definition);
    const data: JobData = { trigger: options.trigger ?? 'manual', asOf: (options.asOf ?? this.clock()).toISOString(), by: options.by ?? null };
    return boss.send(name, data);
  }

  /** True while a run of `name` is queued, waiting for a retry, or running (on any instance). */
  async busy(name: string): Promise<boolean> {
    await this.ensureStarted();
    const result = await this.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${name} and state in ('created', 'retry', 'active')`,
    );
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0;
  }

  /**
   * Fetches and runs the due jobs of `name` (every queue when omitted) on this instance, one at a time, until
   * none is due; answers how many ran. What pollers do, and what tests call instead of waiting.
   */
  async work(name?: string): Promise<number> {
    let ran = 0;
    const all: (JobDefinition | QueueDefinition<object>)[] = [...this.definitions.values(), ...this.onDemand.values()];
    for (const d of name ? all.filter((x) => x.name === name) : all) {
      const boss = await this.queueOf(d);
      for (;;) {
        const [job] = await boss.fetch<JobData>(d.name, { batchSize: 1, includeMetadata: true });
        if (!job) break;
        ran++;
        try {
          if ('cron' in d) await this.execute(d, job);
          else await this.executeQueued(d, job as PgBoss.JobWithMetadata<object>);
          await boss.complete(d.name, job.id);
        } catch (error) {
          await boss.fail(d.name, job.id, { message: (error as Error).message });
        }
      }
    }
    return ran;
  }

  /** Runs one attempt of an on-demand job; a failure is logged and thrown (the queue retries it). */
  private async executeQueued(definition: QueueDefinition<object>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const attempt = (job.retryCount ?? 0) + 1;
    const log = this.options.log.child({ job: definition.name, queueJobId: job.id, attempt });
    try {
      await definition.run(job.data ?? {}, { jobId: job.id, attempt, log });
    } catch (error) {
      log.error({ err: error }, `[jobs] ${definition.name} failed (attempt ${attempt})`);
      throw error;
    }
  }

  /** The queue's record of a job (its state, retries and when it may start again), for the jobs page and tests. */
  async queueJob(name: string, id: string): Promise<{ state: string; retryCount: number; startAfter: Date } | null> {
    const boss = await this.ensureStarted();
    const job = await boss.getJobById(name, id);
    return job ? { state: job.state, retryCount: job.retryCount, startAfter: new Date(job.startAfter) } : null;
  }

  /** Runs one attempt: its `job_runs` row written at the start and at the end; a failure is logged and thrown. */
  private async execute(definition: JobDefinition, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    const data = job.data ?? {};
    const asOf = data.asOf ? new Date(data.asOf) : this.clock();
    const attempt = (job.retryCount ?? 0) + 1;
    const [run] = await this.db
      .insert(jobRuns)
      .values({
        job: definition.name,
        queueJobId: job.id,
        trigger: data.trigger ?? 'schedule',
        asOf,
        attempt,
        startedBy: data.by ?? null,
      })
      .returning({ id: jobRuns.id });
    const log = this.options.log.child({ job: definition.name, runId: run.id, attempt });
    try {
      const result = await definition.run({ now: asOf, runId: run.id, attempt, log });
      await this.db
        .update(jobRuns)
        .set({ endedAt: new Date(), outcome: 'success', touched: result.touched, summary: result.summary.slice(0, 2000) })
        .where(eq(jobRuns.id, run.id));
      log.info({ touched: result.touched }, `[jobs] ${definition.name}: ${result.summary}`);
    } catch (error) {
      const message = (error as Error).message || String(error);
      await this.db.update(jobRuns).set({ endedAt: new Date(), outcome: 'fail', error: message.slice(0, 2000) }).where(eq(jobRuns.id, run.id));
      log.error({ err: error }, `[jobs] ${definition.name} failed (attempt ${attempt})`);
      throw error;
    }
  }

  /** The newest runs of a job, newest first (runs started in the same clock tick: the later as-of first). */
  async runs(name: string, limit = 20): Promise<JobRunRow[]> {
    return this.db.select().from(jobRuns).where(eq(jobRuns.job, name)).orderBy(desc(jobRuns.startedAt), desc(jobRuns.asOf), desc(jobRuns.id)).limit(limit);
  }

  /**
   * The newest run of each defined job (ended or running), by job name: one index lookup per job
   * (`job_runs_job_started_idx`), however long the history grows (the check-in job adds a run a minute).
   */
  async lastRuns(): Promise<Map<string, JobRunRow>> {
    const newest = await Promise.all(this.list().map(async (d) => (await this.runs(d.name, 1))[0]));
    return new Map(newest.filter((r): r is JobRunRow => r !== undefined).map((r) => [r.job, r]));
  }
}
