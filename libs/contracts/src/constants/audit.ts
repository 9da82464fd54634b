/**
 * The kinds of record the audit trail records (docs/areas/platform.md, "Audit trail"), TypeBox-free: the live changes
 * (changes.ts) and the shell read them on every page.
 */

/** The kinds of record an event is about. A new area adds its own (e.g. 'hotel', 'reservation'). */
export const AUDIT_ENTITY_TYPES = [
  'ticket',
  'department',
  'user',
  'cms_block',
  'banner_set',
  'faq',
  'hotel',
  'room',
  'commission',
  'reservation',
  'review',
  'billing_period',
  'statement',
  'invoice',
  'outbox',
  'expedia_report',
  'coupon',
  'vatgst',
  'job',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * Kinds of record the trail records whose history no page shows (a user's saved views, docs/areas/platform.md,
 * "Saved views"; a bulk run, "Bulk runs": its own page is its report). Kept apart from AUDIT_ENTITY_TYPES, whose members every remote built for host contract 2.x knows:
 * a new member there is a new major contract (docs/releases.md, "The host contract").
 */
export const UNLISTED_AUDIT_ENTITY_TYPES = ['view', 'bulk_run', 'approval_threshold', 'canned_reply'] as const;
/** Every kind of record an audit event or a live change may be about. */
export type AuditedEntityType = AuditEntityType | (typeof UNLISTED_AUDIT_ENTITY_TYPES)[number];
