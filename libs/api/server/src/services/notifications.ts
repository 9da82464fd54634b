/**
 * In-app notifications: stored first, then pushed live to each recipient's socket.io room `user:<id>`
 * (ARCHITECTURE.md, "How a live notification flows"; docs/areas/helpdesk.md, "Notifications").
 */
import type { LiveNotification, Notification } from '@backoffice/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications } from '../db/server.schema';

/** Where live events go; the socket plugin provides it (and a no-op before it is ready). */
export interface LivePublisher {
  emitToUser(userId: string, event: 'message', payload: LiveNotification): void;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** The record a notification is about (the audit trail's entity names): the bell opens it. */
export interface NotificationSubject {
  entityType: string;
  entityId: string;
}

export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly live: () => LivePublisher | undefined,
  ) {}

  /**
   * Stores one notification per recipient, about `subject` when given, then emits `message` to each one's room.
   * @returns the stored notifications.
   */
  async notify(userIds: readonly string[], text: string, subject?: NotificationSubject): Promise<Notification[]> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return [];
    const about = { entityType: subject?.entityType ?? null, entityId: subject?.entityId ?? null };
    const rows = await this.db
      .insert(notifications)
      .values(unique.map((userId) => ({ userId, name: text, ...about })))
      .returning();
    const live = this.live();
    const stored = rows.map((r) => ({ userId: r.userId, wire: toWire(r) }));
    for (const { userId, wire } of stored) live?.emitToUser(userId, 'message', { ...wire, message: wire.name });
    return stored.map((s) => s.wire);
  }

  /**
   * The user's notifications, newest first: read from `notifications_user_created_idx` (user_id, created_at DESC
   * NULLS LAST) in its own order, so that a user with thousands reads about `limit` of them (a plain DESC is NULLS
   * FIRST, which that index cannot give: every notification of the user was read and sorted).
   */
  async list(userId: string, limit = 100): Promise<Notification[]> {
    const rows = await this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(sql`${notifications.createdAt} desc nulls last`, desc(notifications.id))
      .limit(limit);
    return rows.map(toWire);
  }

  /** Marks all the user's notifications read. @returns how many changed. */
  async markAllRead(userId: string): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }
}

function toWire(r: typeof notifications.$inferSelect): Notification {
  return {
    _id: r.id,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    isRead: r.isRead,
    entityType: r.entityType,
    entityId: r.entityId,
  };
}
