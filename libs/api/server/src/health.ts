/**
 * The health routes a balancer and the start scripts poll (docs/api-database.md, "Health"), mounted under /api by
 * apps/api: `GET /health/live` (the process answers), `GET /health/ready` (the readiness checks pass, the app is
 * not shutting down) and `GET /health`, the same as ready for the scripts that poll it. Each is an operation
 * (`HealthOperations`), registered from it like the areas' routes (operation.ts); no api-client calls them, so they
 * live here, not in libs/contracts.
 */
import { defineOperation } from '@backoffice/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { routeOperation, type TypeboxApp } from './operation';

const CheckStatusSchema = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('timed out')]);

/** `GET /health/live`: `{ status: 'ok' }`. */
export const LiveResponseSchema = Type.Object({ status: Type.Literal('ok') }, { description: 'The process answers.' });

/** `GET /health/ready` when ready: `{ status: 'ok', checks: { database: 'ok', storage: 'ok', … } }`. */
export const ReadyResponseSchema = Type.Object(
  { status: Type.Literal('ok'), checks: Type.Record(Type.String(), CheckStatusSchema) },
  { description: 'Every readiness check passed within its time limit.' },
);

/**
 * `GET /health/ready` when not ready (503): the error shape with which checks did not pass, e.g. `{ statusCode:
 * 503, error: 'Service Unavailable', message: 'Not ready: database timed out', status: 'unavailable', checks: {
 * database: 'timed out', storage: 'ok' } }`, or `message: 'Not ready: shutting down'` with no checks while the app
 * drains. Why a check failed goes to the log, not to the caller.
 */
export const NotReadyResponseSchema = Type.Object(
  {
    statusCode: Type.Literal(503),
    error: Type.String(),
    message: Type.String(),
    status: Type.Union([Type.Literal('unavailable'), Type.Literal('draining')]),
    checks: Type.Record(Type.String(), CheckStatusSchema),
  },
  { description: 'A check failed or timed out, or the app is shutting down.' },
);

const readyResponse = { 200: ReadyResponseSchema, 503: NotReadyResponseSchema } as const;

/** The health operations, paths under /api: liveness, readiness, and `/health`, readiness's alias. */
export const HealthOperations = {
  live: defineOperation({ method: 'GET', path: '/health/live', response: { 200: LiveResponseSchema } }),
  ready: defineOperation({ method: 'GET', path: '/health/ready', response: readyResponse }),
  readyAlias: defineOperation({ method: 'GET', path: '/health', response: readyResponse }),
};

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Registers the health routes on `app` (the /api context). Public; their request lines are logged at warn level
 * only, so that a balancer polling every few seconds does not fill the log; a failed check is logged (warn) with
 * its error.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app as TypeboxApp;
  const quiet = { config: { access: 'public' as const }, logLevel: 'warn' as const };
  routeOperation(api, HealthOperations.live, { ...quiet, schema: { summary: 'Liveness' } }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' as const };
  });
  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply);
    const report = await app.readiness.run();
    if (report.ready) return { status: 'ok' as const, checks: report.checks };
    const failed = Object.entries(report.checks).filter(([, status]) => status !== 'ok');
    for (const [name, status] of failed) request.log.warn({ check: name, status, err: report.errors[name] }, 'readiness check did not pass');
    return reply.status(503).send({
      statusCode: 503,
      error: 'Service Unavailable',
      message: report.draining ? 'Not ready: shutting down' : `Not ready: ${failed.map(([n, s]) => `${n} ${s}`).join(', ')}`,
      status: report.draining ? 'draining' : 'unavailable',
      checks: report.checks,
    });
  };
  routeOperation(api, HealthOperations.ready, { ...quiet, schema: { summary: 'Readiness' } }, ready);
  routeOperation(api, HealthOperations.readyAlias, { ...quiet, schema: { summary: 'Readiness (alias of /health/ready)' } }, ready);
}
