/**
 * Who hears of the help desk's live changes (docs/areas/platform.md, "Live changes"; ticket visibility:
 * docs/areas/helpdesk.md): registers the rooms of `ticket` and `department` changes on `app.changeRooms`. The
 * SuperAdmins' room is the registry's default for every record.
 */
import { ChangeRooms, Roles } from '@backoffice/contracts';
import type { Db } from '@backoffice/api-server';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tickets } from '../helpdesk.schema';

/**
 * The rooms of each ticket beyond the SuperAdmins': its department's room (the Department users who work it) and
 * its raiser's own room, as `ticketsVisibleTo` lets them see it. A ticket no longer found (none is deleted today)
 * is left out, so only the SuperAdmins hear of it.
 */
export async function ticketChangeRooms(db: Db, ids: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: tickets.id, departmentId: tickets.departmentId, userId: tickets.userId })
    .from(tickets)
    .where(inArray(tickets.id, [...ids]));
  return new Map(rows.map((r) => [r.id, [ChangeRooms.department(r.departmentId), ChangeRooms.user(r.userId)]]));
}

/**
 * The rooms of a department change: every role's. Department names are public (the new-ticket form lists them), and
 * every console user's ticket lists show them.
 */
export async function departmentChangeRooms(ids: readonly string[]): Promise<Map<string, string[]>> {
  const rooms = [ChangeRooms.role(Roles.SuperAdmin), ChangeRooms.role(Roles.Department), ChangeRooms.role(Roles.Employee)];
  return new Map(ids.map((id) => [id, rooms]));
}

/** Registers the help desk's change rooms (register it with the area's routes). */
export default async function helpdeskChangeRooms(app: FastifyInstance): Promise<void> {
  app.changeRooms.register('ticket', (ids) => ticketChangeRooms(app.db, ids));
  app.changeRooms.register('department', departmentChangeRooms);
}
