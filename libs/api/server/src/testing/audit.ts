/**
 * Reading the audit trail in tests (docs/api-database.md, "Audit trail"): an area's specs run without the platform
 * area and its GET /audit, so they read the table directly.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ApiServer } from '../build-server';
import { auditEvents, type AuditEventRow } from '../db/server.schema';

/** A record's events, newest first (as GET /audit orders them). */
export function auditEventsOf(app: ApiServer, entityType: string, entityId: string): Promise<AuditEventRow[]> {
  return app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.seq));
}

/** Every event, newest first (to prove that a refused write left none). */
export function allAuditEvents(app: ApiServer): Promise<AuditEventRow[]> {
  return app.db.select().from(auditEvents).orderBy(desc(auditEvents.at), desc(auditEvents.seq));
}
