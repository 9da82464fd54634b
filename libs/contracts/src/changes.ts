/**
 * Live changes (docs/areas/platform.md, "Live changes"): after a write commits, the API emits one small event per
 * changed record over the socket already open for notifications, to the rooms allowed to see that record; the
 * console invalidates the TanStack Query families that may show it ({@link CHANGE_QUERY_ROOTS}) and a page open on
 * that record says who changed it. An event carries no field of the record: only its type, id and who wrote it,
 * which every member of those rooms may see anyway.
 *
 * TypeBox-free: exported from the constants entry (the shell and libs/api-client read it on every page).
 */
import type { AuditedEntityType } from './constants/audit';
import type { Role } from './roles';

/** The socket.io event name of a change. */
export const CHANGE_EVENT = 'change';

/**
 * Above this many changed records of one type in one write (an upload of 5,000 users, a bulk run), the API emits
 * one event for the type with `id: null` instead of one per record: the console reloads the type's lists.
 */
export const CHANGE_BATCH_LIMIT = 50;

/** One change, as the socket's `change` event carries it. */
export interface RecordChange {
  /** The record's type (the audit trail's entity type). */
  type: AuditedEntityType;
  /** The record's id; null for "many records of this type" ({@link CHANGE_BATCH_LIMIT}). */
  id: string | null;
  /** The audit action (`ticket.status`, `reservation.refund`, …). */
  action: string;
  /** Who wrote it (display name as the console shows users), null for the system (a job, a script). */
  by: { id: string; name: string } | null;
  /** When the write was answered, ISO 8601 UTC. */
  at: string;
}

/**
 * The socket rooms a change is sent to (docs/areas/platform.md, "Live changes"). Every socket joins its user's
 * room, its role's room and, for a Department user, its department's room when it connects.
 */
export const ChangeRooms = {
  user: (userId: string) => `user:${userId}`,
  role: (role: Role) => `role:${role}`,
  department: (departmentId: string) => `department:${departmentId}`,
} as const;

/**
 * The first elements of the TanStack Query keys (each feature's `keys.all`) that may show a record of each type: a
 * change invalidates these families (plus `audit`, every History panel, `views`, the saved views' counts, and
 * `dashboard`). A new feature whose lists show another area's records adds its root here.
 */
export const CHANGE_QUERY_ROOTS: Readonly<Record<AuditedEntityType, readonly string[]>> = {
  ticket: ['tickets', 'departments', 'search'],
  department: ['departments', 'tickets'],
  user: ['users', 'admins', 'search'],
  cms_block: ['cms'],
  banner_set: ['cms'],
  faq: ['faqs', 'cms'],
  hotel: ['hotels', 'billing', 'chains', 'bookings', 'search'],
  room: ['hotels'],
  commission: ['chains', 'billing'],
  reservation: ['bookings', 'billing', 'hotels', 'search'],
  review: ['bookings', 'hotels'],
  billing_period: ['billing'],
  statement: ['billing'],
  invoice: ['billing', 'search'],
  outbox: ['outbox'],
  expedia_report: ['chains'],
  coupon: ['pricing', 'bookings', 'search'],
  vatgst: ['pricing'],
  job: ['jobs'],
  view: ['views'],
  // The bulk runs page, a run's report and the top bar's jobs tray (docs/areas/platform.md, "Bulk runs").
  bulk_run: ['bulk-runs'],
  // The four-eyes thresholds page (docs/areas/bookings.md, "Four-eyes approval").
  approval_threshold: ['approvals'],
  // The canned replies page and the reply form's picker (docs/areas/helpdesk.md, "Canned replies").
  canned_reply: ['canned-replies'],
};

/** Roots every change invalidates, whatever its type: histories, saved views' counts, the dashboard. */
export const CHANGE_ALWAYS_ROOTS: readonly string[] = ['audit', 'views', 'dashboard'];

/** The query-key roots to invalidate for one change ({@link CHANGE_QUERY_ROOTS} and {@link CHANGE_ALWAYS_ROOTS}). */
export function changeQueryRoots(type: AuditedEntityType): readonly string[] {
  return [...(CHANGE_QUERY_ROOTS[type] ?? []), ...CHANGE_ALWAYS_ROOTS];
}
