/**
 * The health routes a balancer and the start scripts poll (docs/api-database.md, "Health"), mounted under /api by
 * apps/api: `GET /health/live` (the process answers), `GET /health/ready` (the readiness checks pass, the app is
 * not shutting down) and `GET /health`, the same as ready for the scripts that poll it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

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

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Registers the health routes on `app` (the /api context). Public; their request lines are logged at warn level
 * only, so that a balancer polling every few seconds does not fill the log; a failed check is logged (warn) with
 * its error.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const quiet = { access: 'public' as const };
  app.get(
    '/health/live',
    { config: quiet, logLevel: 'warn', schema: { summary: 'Liveness', response: { 200: LiveResponseSchema } } },
    async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' as const };
    },
  );
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
  const readySchema = { response: { 200: ReadyResponseSchema, 503: NotReadyResponseSchema } };
  app.get('/health/ready', { config: quiet, logLevel: 'warn', schema: { summary: 'Readiness', ...readySchema } }, ready);
  app.get('/health', { config: quiet, logLevel: 'warn', schema: { summary: 'Readiness (alias of /health/ready)', ...readySchema } }, ready);
}
