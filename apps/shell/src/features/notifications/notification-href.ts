import { RECORD_TYPES, recordPath, type Notification, type RecordType, type Role } from '@backoffice/contracts';

/**
 * The page of the record a notification is about, for a reader of `role` (docs/areas/platform.md, notifications;
 * docs/frontend-data.md, "Links between records": the one table of record pages, `recordPath`), or undefined when
 * it names no record, a record of an unknown kind, or one whose page `role` may not open: such an entry is shown as
 * text only, with the records its text names as links. A ticket opens on the help desk's ticket view, which every
 * role may open and which shows the ticket to whoever may see it; a user (a sign-up) on Edit User (SuperAdmin).
 *
 * @example notificationHref({ entityType: 'ticket', entityId: 't1' }, 'Employee') === '/view-ticket?ticketId=t1'
 */
export function notificationHref(n: Pick<Notification, 'entityType' | 'entityId'>, role: Role): string | undefined {
  if (!n.entityType || !n.entityId) return undefined;
  if (!(RECORD_TYPES as readonly string[]).includes(n.entityType)) return undefined;
  return recordPath({ type: n.entityType as RecordType, id: n.entityId }, role) ?? undefined;
}
