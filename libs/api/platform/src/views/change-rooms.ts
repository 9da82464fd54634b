/**
 * Who hears of a saved view's live change (docs/areas/platform.md, "Live changes" and "Saved views"): its owner's own
 * room and, for a view shared with a role, that role's room; instead of the SuperAdmins' room (a private view is its
 * owner's business). A deleted view is found through its `view.delete` audit event (the owner and the role it was
 * shared with, as the event recorded them).
 */
import { ALL_ROLES, ChangeRooms, type Role } from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { auditEvents } from '@backoffice/api-server/schema';
import { and, eq, inArray } from 'drizzle-orm';
import { savedViews } from '../platform.schema';

const isRole = (value: unknown): value is Role => (ALL_ROLES as readonly unknown[]).includes(value);

/** The rooms of a view: its owner's and, when shared, its role's. */
const roomsOf = (ownerId: string, sharedRole: Role | null): string[] =>
  sharedRole ? [ChangeRooms.user(ownerId), ChangeRooms.role(sharedRole)] : [ChangeRooms.user(ownerId)];

/** The rooms of each view of `ids` (a view neither stored nor deleted with an audit event is left out: no one hears). */
export async function viewChangeRooms(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: savedViews.id, ownerId: savedViews.ownerId, sharedRole: savedViews.sharedRole })
    .from(savedViews)
    .where(inArray(savedViews.id, [...ids]));
  const rooms = new Map(rows.map((r) => [r.id, roomsOf(r.ownerId, r.sharedRole ?? null)]));
  const gone = ids.filter((id) => !rooms.has(id));
  if (gone.length) {
    const deleted = await db
      .select({ id: auditEvents.entityId, actorId: auditEvents.actorId, before: auditEvents.before })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'view'), eq(auditEvents.action, 'view.delete'), inArray(auditEvents.entityId, gone)));
    for (const d of deleted) {
      const shared = d.before?.sharedRole;
      if (d.actorId) rooms.set(d.id, roomsOf(d.actorId, isRole(shared) ? shared : null));
    }
  }
  return rooms;
}
