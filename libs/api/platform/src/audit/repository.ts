/**
 * The audit trail's reader (docs/areas/platform.md, "Audit trail"), decorated as `app.audit`: a record's history,
 * newest first, with each actor's name. The trail is written by `audit()` of @backoffice/api-server inside each
 * area's repositories; nothing here writes.
 */
import { AUDIT_HISTORY_LIMIT, type AuditEvent } from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { auditEvents, users } from '@backoffice/api-server/schema';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

export class AuditRepository {
  constructor(private readonly db: Db) {}

  /**
   * A record's events, newest first, at most AUDIT_HISTORY_LIMIT. `actorName` is "First Last" of the actor's
   * account as it is now, null when there is no actor (or no such account).
   */
  async history(entityType: string, entityId: string): Promise<AuditEvent[]> {
    const rows = await this.db
      .select({
        id: auditEvents.id,
        at: auditEvents.at,
        actorId: auditEvents.actorId,
        actorRole: auditEvents.actorRole,
        actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
        action: auditEvents.action,
        entityType: auditEvents.entityType,
        entityId: auditEvents.entityId,
        before: auditEvents.before,
        after: auditEvents.after,
        requestId: auditEvents.requestId,
        ip: auditEvents.ip,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
      // The (entity_type, entity_id, at DESC NULLS LAST, seq DESC NULLS LAST) index, in its own order (docs/api-database.md,
      // "Which index a list reads": a plain DESC is NULLS FIRST, which that index cannot give: the database read
      // every event of the record and sorted them); `seq` orders events of one millisecond. Both are never null.
      .orderBy(sql`${auditEvents.at} desc nulls last`, sql`${auditEvents.seq} desc nulls last`)
      .limit(AUDIT_HISTORY_LIMIT);
    return rows.map(({ id, at, ...r }) => ({ _id: id, at: at.toISOString(), ...r }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail's reader (platform area only). */
    audit: AuditRepository;
  }
}

export default fp(
  async function auditRepository(app) {
    app.decorate('audit', new AuditRepository(app.db));
  },
  { name: 'platform-audit-repository', dependencies: ['db'] },
);
