/**
 * `/jobs` (docs/areas/pricing.md, "Jobs"; SuperAdmin): the scheduled jobs with their last and next run, a job's
 * runs, and Run now. Run now queues a run as of now: an instance that works the jobs picks it up within
 * JOBS_POLL_SECONDS; while one is queued or running, another is refused (409). Each route is registered from its
 * operation of libs/contracts/src/pricing.ts (routeOperation).
 */
import { actorOf, audit, conflict, notFound, routeOperation, superAdminRoute, type JobRunRow } from '@backoffice/api-server';
import { JOB_NAMES, PricingMessages, PricingOperations as op, type Job, type JobRun } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** A run as the wire carries it (instants as ISO strings). */
export const jobRunWire = (r: JobRunRow): JobRun => ({
  _id: r.id,
  job: r.job,
  trigger: r.trigger,
  asOf: r.asOf.toISOString(),
  startedAt: r.startedAt.toISOString(),
  endedAt: r.endedAt ? r.endedAt.toISOString() : null,
  outcome: r.outcome,
  attempt: r.attempt,
  touched: r.touched,
  summary: r.summary,
  error: r.error,
});

/** Runs listed per job. */
export const JOB_RUNS_LISTED = 20;

const isPricingJob = (name: string): name is Job['name'] => (JOB_NAMES as readonly string[]).includes(name);

export const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A defined job of this area by name. @throws HttpError 404. */
  const jobOf = (name: string) => {
    const definition = isPricingJob(name) ? app.jobs.get(name) : undefined;
    if (!definition) throw notFound(PricingMessages.jobs.notFound);
    return definition;
  };

  routeOperation(app, op.listJobs, superAdminRoute, async () => {
    const last = await app.jobs.lastRuns();
    const now = new Date();
    const data: Job[] = [];
    for (const d of app.jobs.list()) {
      if (!isPricingJob(d.name)) continue;
      const run = last.get(d.name);
      data.push({
        name: d.name,
        label: d.label,
        description: d.description,
        schedule: d.cron,
        timezone: d.timezone,
        lastRun: run ? jobRunWire(run) : null,
        nextRun: app.jobs.nextRun(d, now).toISOString(),
        busy: await app.jobs.busy(d.name),
      });
    }
    return { data };
  });

  routeOperation(app, op.listJobRuns, superAdminRoute, async (request) => {
    const definition = jobOf(request.params.name);
    return { data: (await app.jobs.runs(definition.name, JOB_RUNS_LISTED)).map(jobRunWire) };
  });

  routeOperation(app, op.runJobNow, superAdminRoute, async (request, reply) => {
    const definition = jobOf(request.params.name);
    const actor = actorOf(request);
    const jobId = await app.jobs.trigger(definition.name, { trigger: 'manual', by: actor.userId });
    if (!jobId) throw conflict(PricingMessages.jobs.busy);
    // The queue is pg-boss's own table: the event follows the queued run rather than sharing its transaction.
    await audit(app.db, actor, { action: 'job.run', entityType: 'job', entityId: definition.name, before: null, after: { jobId } });
    return reply.code(202).send({ message: PricingMessages.jobs.queued, data: { jobId } });
  });
};
