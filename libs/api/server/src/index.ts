/**
 * @backoffice/api-server: what every API area shares (libs/api/README.md) — the Fastify build with its plugins
 * (errors, database, auth and access, providers, socket), the database and its migrations, the services
 * (storage, images, mail/SMS, tokens, passwords, rate limiter, HTML, multipart, notifications) and the shared
 * seed. An area imports from here and from @backoffice/contracts, never from another area. The shared tables
 * are at `@backoffice/api-server/schema`, the test harness at `@backoffice/api-server/testing`.
 */
import './types';

export * from './area';
export * from './build-server';
export * from './config';
export * from './db/database';
export * from './db/errors';
export * from './db/remembered-totals';
export { startPgliteWorker, type PgliteWorkerHandle } from './db/pglite-worker';
export * from './health';
export * from './operation';
export { prettyLogs, requestIdOf, writeLogLine } from './logging';
export type { AuditEventRow, DepartmentRow, OutboxAttachment, OutboxRow, OutboxStatus, UserRow } from './db/server.schema';
export { bearerToken, callerOf, SIGNED_IN } from './plugins/auth';
export { validationMessage } from './plugins/errors';
export { Readiness, READINESS_TIMEOUT_MS, STORAGE_PROBE_NAME, type CheckStatus, type ReadinessReport } from './plugins/readiness';
export { DOCS_PREFIX, fileAnswer, sentAsIs, textAnswer } from './plugins/openapi';
export * from './seed/seed';
export * from './services/actor';
export * from './services/audit';
export * from './services/bulk';
export * from './services/changes';
export * from './services/html';
export * from './services/http-errors';
export * from './services/ids';
export * from './services/idempotency';
export * from './services/images';
// The text rule every request has, for the readers of other inputs (an uploaded sheet's cells).
export { refusedTextKind, refusedTextMessage } from './services/input';
export * from './services/jobs';
export { LockTimeoutError, RedisLock, type KeyedLock, type RedisLockOptions } from './services/locks';
export * from './services/mail-delivery';
export * from './services/money-action';
export * from './services/multipart';
export * from './services/notifications';
export * from './services/passwords';
export * from './services/payments';
export type { StripeOptions } from './services/stripe-payments';
export * from './services/providers';
export * from './services/rate-limiter';
export * from './services/sheet-export';
export * from './services/sql-like';
export * from './services/storage';
export * from './services/tokens';
export * from './services/step-up';
export { Access, superAdminRoute } from './types';
