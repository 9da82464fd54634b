import { AREAS, type Notification, type Role } from '@backoffice/contracts';

/**
 * Where each kind of record opens (the audit trail's entity names; paths from libs/contracts areas.ts).
 * A ticket opens on the help desk's ticket view, which every role may open and which shows the ticket to whoever
 * may see it (its creator, its department, a SuperAdmin): the one place a notification about a ticket can send
 * an Employee, a Department user (whether the ticket came to its department or it raised it) and a SuperAdmin.
 * A user (a sign-up) opens on the users area's Edit User page (SuperAdmin).
 */
const RECORD_PAGES: Readonly<Record<string, { page: string; href: (id: string) => string }>> = {
  ticket: { page: '/view-ticket', href: (id) => `/view-ticket?ticketId=${encodeURIComponent(id)}` },
  user: { page: '/users-all/:userId', href: (id) => `/users-all/${encodeURIComponent(id)}` },
};

/**
 * The page of the record a notification is about, for a reader of `role`
 * (docs/areas/platform.md, notifications), or undefined when it names no record, a record of an unknown kind,
 * or one whose page `role` may not open: such an entry is shown as text only.
 *
 * @example notificationHref({ entityType: 'ticket', entityId: 't1' }, 'Employee') === '/view-ticket?ticketId=t1'
 */
export function notificationHref(
  n: Pick<Notification, 'entityType' | 'entityId'>,
  role: Role,
): string | undefined {
  if (!n.entityType || !n.entityId) return undefined;
  const target = RECORD_PAGES[n.entityType];
  if (!target) return undefined;
  const page = AREAS.flatMap((a) => a.pages).find((p) => p.path === target.page);
  if (!page || !page.roles.includes(role)) return undefined;
  return target.href(n.entityId);
}
