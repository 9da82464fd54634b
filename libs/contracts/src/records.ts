import { findAreaPage } from './areas';
import type { Role } from './roles';

/**
 * Every kind of record the console shows a page for (docs/frontend-data.md, "Links between records"). The search
 * answers these types, RecordLink links them, the palette groups its results by them.
 */
export const RECORD_TYPES = [
  'reservation',
  'customer',
  'hotel',
  'room',
  'chain',
  'invoice',
  'statement',
  'billingPeriod',
  'coupon',
  'ticket',
  'department',
  'user',
  'admin',
  'job',
  'mail',
  'content',
  'approval',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** What each record type is called, singular and plural (the palette's group headings, a card's label). */
export const RECORD_TYPE_LABELS: Record<RecordType, { one: string; many: string }> = {
  reservation: { one: 'Reservation', many: 'Reservations' },
  customer: { one: 'Customer', many: 'Customers' },
  hotel: { one: 'Hotel', many: 'Hotels' },
  room: { one: 'Room', many: 'Rooms' },
  chain: { one: 'Chain', many: 'Chains' },
  invoice: { one: 'Invoice', many: 'Invoices' },
  statement: { one: 'Statement', many: 'Statements' },
  billingPeriod: { one: 'Billing period', many: 'Billing periods' },
  coupon: { one: 'Coupon', many: 'Coupons' },
  ticket: { one: 'Ticket', many: 'Tickets' },
  department: { one: 'Department', many: 'Departments' },
  user: { one: 'User', many: 'Users' },
  admin: { one: 'Admin', many: 'Admins' },
  job: { one: 'Scheduled job', many: 'Scheduled jobs' },
  mail: { one: 'Sent mail', many: 'Sent mail' },
  content: { one: 'Content page', many: 'Content pages' },
  approval: { one: 'Approval request', many: 'Approval requests' },
};

/**
 * A reference to a record.
 * - `id`: the record's id (a uuid), or for `job` its name and for `content` its page's path (`/faq`).
 * - `parentId`: the record a page needs beside the id: an invoice's or a room's hotel id, a statement's billing
 *   period id.
 * - `name`: what the record is called where it is shown (a booking number, a hotel's name, 'INV-000012').
 */
export interface RecordRef {
  type: RecordType;
  id: string;
  parentId?: string;
  name?: string;
}

const enc = encodeURIComponent;

/** The page of each record type (paths of the areas' route tables in areas.ts). */
const RECORD_PAGES: Record<RecordType, (ref: RecordRef, role?: Role) => string | null> = {
  reservation: (r) => `/reservationDetails/${enc(r.id)}`,
  customer: (r) => `/customerRecords/${enc(r.id)}`,
  hotel: (r) => `/editHotel/${enc(r.id)}`,
  // A room is edited on its hotel's page.
  room: (r) => (r.parentId ? `/editHotel/${enc(r.parentId)}` : null),
  chain: (r) => `/property/all?commissionID=${enc(r.id)}`,
  invoice: (r) => (r.parentId ? `/billingDetails/${enc(r.parentId)}/${enc(r.id)}` : null),
  statement: (r) => (r.parentId ? `/execute-billing/${enc(r.parentId)}?statement=${enc(r.id)}` : null),
  billingPeriod: (r) => `/execute-billing/${enc(r.id)}`,
  coupon: (r) => `/coupons/${enc(r.id)}`,
  ticket: (r) => `/view-ticket?ticketId=${enc(r.id)}`,
  department: (r, role) =>
    role === 'Department' ? `/department-details/${enc(r.id)}` : `/edit-department/${enc(r.id)}`,
  user: (r) => `/users-all/${enc(r.id)}`,
  admin: (r) => `/all-useradmins?search=${enc(r.name ?? r.id)}`,
  job: (r) => `/jobs?job=${enc(r.id)}`,
  mail: (r) => `/outbox?mail=${enc(r.id)}`,
  content: (r) => (r.id.startsWith('/') ? r.id : null),
  // A four-eyes request is decided on the approvals page (docs/areas/bookings.md, "Four-eyes approval").
  approval: () => '/approvals?status=all',
};

/**
 * The path of the page that shows a record (docs/frontend-data.md, "Links between records"), or null when there
 * is none or `role` (when given) may not open it: a link is then shown as plain text. Areas never write another
 * area's paths by hand; they call this (through remote-kit's RecordLink).
 */
export function recordPath(ref: RecordRef, role?: Role): string | null {
  const path = RECORD_PAGES[ref.type]?.(ref, role) ?? null;
  if (!path || !role) return path;
  const page = findAreaPage(path);
  return page && !page.page.roles.includes(role) ? null : path;
}

/**
 * The lists a count links to, filtered to what it counts ("Used 53" → the reservations that used the coupon).
 * Each list reads these query parameters from its URL (docs/frontend-data.md, "Links between records").
 */
export const FILTERED_LISTS = {
  /** /reservations filtered by hotel, coupon or customer (ids). */
  reservations: (by: { hotelId?: string; couponId?: string; customerId?: string }) => withQuery('/reservations', by),
  /** A hotel's invoices. */
  invoices: (hotelId: string) => `/billing/${enc(hotelId)}`,
  /** A hotel's reviews. */
  reviews: (hotelId: string) => `/reviews/${enc(hotelId)}`,
  /** /all-tickets filtered by department, or by the record a ticket is about (`about` = `type:id`). */
  tickets: (by: { departmentId?: string; about?: RecordRef }) =>
    withQuery('/all-tickets', {
      departmentId: by.departmentId,
      about: by.about ? `${by.about.type}:${by.about.id}` : undefined,
    }),
  /** A chain's hotels. */
  chainHotels: (chainId: string) => `/property/all?commissionID=${enc(chainId)}`,
} as const;

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Record types a text can name by a reference a person types (booking number, invoice number, ...). */
export type MentionType = 'reservation' | 'invoice' | 'ticket' | 'user';

/** A record named in a text: `text.slice(start, end) === reference`. */
export interface RecordMention {
  type: MentionType;
  reference: string;
  start: number;
  end: number;
}

/** How each reference looks: booking numbers TF…, invoice numbers INV-…, ticket numbers TK-…, e-mail addresses. */
export const MENTION_PATTERNS: ReadonlyArray<{ type: MentionType; pattern: RegExp }> = [
  { type: 'reservation', pattern: /\bTF\d{4,}\b/g },
  { type: 'invoice', pattern: /\bINV-\d{4,}\b/g },
  { type: 'ticket', pattern: /\bTK-\d{1,}\b/g },
  { type: 'user', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g },
];

/** A ticket's number as people write it: `TK-000123`. */
export const ticketReference = (n: number) => `TK-${String(n).padStart(6, '0')}`;

/** An invoice's number as printed on it and written by people: `INV-000012` (from the invoice's sequence number). */
export const invoiceReference = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/**
 * The records a plain text names, in order, never overlapping (docs/frontend-data.md, "Links between records").
 * Used on ticket messages, notes and notifications; the text itself is never changed.
 */
export function findRecordMentions(text: string): RecordMention[] {
  const found: RecordMention[] = [];
  for (const { type, pattern } of MENTION_PATTERNS) {
    for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
      const start = m.index ?? 0;
      found.push({ type, reference: m[0], start, end: start + m[0].length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: RecordMention[] = [];
  let end = 0;
  for (const m of found) {
    if (m.start < end) continue;
    kept.push(m);
    end = m.end;
  }
  return kept;
}

/**
 * The path that opens a mentioned record: the shell's `/open/:type/:reference` finds it through the search (an
 * exact match on its reference) and replaces itself by the record's page, or says that none was found.
 */
export const mentionPath = (type: MentionType, reference: string) => `/open/${type}/${enc(reference)}`;
