/**
 * The shared tables (Drizzle, PostgreSQL), split by concern into the files beside this one:
 * - identity.schema.ts: departments, users, revoked tokens, the admin PIN, step-ups, password and e-mail links;
 * - infrastructure.schema.ts: notifications, the SMS/e-mail outbox, the audit trail, idempotency keys, job runs;
 * - ledger.schema.ts: the embedded payment provider's ledger;
 * - marketplace.schema.ts: the tables several areas read (chains, hotels, rooms, reservations, charges, reviews,
 *   VAT/GST, managers' chains and hotels): an area never imports another (libs/api/README.md).
 * This file (the `@backoffice/api-server/schema` entry) re-exports them all, so importers name one module. Each
 * area keeps its own tables in its folder (`libs/api/<area>/src/<area>.schema.ts`); drizzle-kit reads them all
 * through the globs of apps/api/drizzle.config.ts, and one migration set serves PGlite and a PostgreSQL server.
 * Ids are uuids, exposed on the wire as `_id` strings.
 */
import { auditEvents, idempotencyKeys, jobRuns, notifications, outbox } from './infrastructure.schema';
import {
  authPins,
  departments,
  emailVerifications,
  passwordResets,
  revokedTokens,
  stepUps,
  users,
} from './identity.schema';
import {
  ledgerCustomers,
  ledgerIntents,
  ledgerPaymentMethods,
  ledgerRefunds,
  ledgerRequests,
  ledgerTransfers,
} from './ledger.schema';
import {
  charges,
  commissions,
  hotelEmployees,
  hotels,
  managerChains,
  managerHotels,
  reservations,
  reviews,
  rooms,
  vatgst,
  vatgstVersions,
} from './marketplace.schema';

export { createdAt, id, updatedAt } from './columns';
export * from './identity.schema';
export * from './infrastructure.schema';
export * from './ledger.schema';
export * from './marketplace.schema';

/** The shared tables, for the composed Drizzle schema (apps/api/src/areas.ts and the test harness). */
export const serverSchema = {
  hotelEmployees,
  departments,
  users,
  revokedTokens,
  authPins,
  stepUps,
  managerChains,
  managerHotels,
  notifications,
  outbox,
  auditEvents,
  idempotencyKeys,
  ledgerCustomers,
  ledgerPaymentMethods,
  ledgerIntents,
  ledgerRefunds,
  ledgerRequests,
  commissions,
  hotels,
  rooms,
  reservations,
  charges,
  reviews,
  vatgst,
  vatgstVersions,
  jobRuns,
  ledgerTransfers,
  passwordResets,
  emailVerifications,
};
