/**
 * The audit trail's writer (docs/api-database.md, "Audit trail"; docs/areas/platform.md): one line in a repository
 * method, inside the transaction of the change it records, so that the event and the change are committed or
 * rolled back together:
 *
 * ```ts
 * return this.db.transaction(async (tx) => {
 *   const [before] = await tx.select(...).for('update');      // only `tx` inside: with the embedded database's
 *   const [after] = await tx.update(...).returning();          // pool of one, `this.db` here would wait forever
 *   await audit(tx, actor, { action: 'ticket.status', entityType: 'ticket', entityId, ...changedFields(b, a) });
 * });
 * ```
 */
import type { AuditedEntityType } from '@backoffice/contracts';
import type { Db, Tx } from '../db/database';
import { auditEvents } from '../db/server.schema';
import type { Actor } from './actor';
import { collectChange } from './changes';

/** A record's fields under their wire names (JSON values), or null (before a create, after a delete). */
export type AuditFields = Record<string, unknown> | null;

/** What one event says; who and from where come from the {@link Actor}. */
export interface AuditEntry {
  /** `<entityType>.<verb>`, e.g. `ticket.status`, `department.update`, `user.sign_in_failed`. */
  action: string;
  /** One of the contracts' AUDIT_ENTITY_TYPES (a new area adds its own there) or UNLISTED_AUDIT_ENTITY_TYPES. */
  entityType: AuditedEntityType;
  /** The record's id (a uuid), or for a sign-in of an unknown address the lower-cased e-mail. */
  entityId: string;
  /** The changed fields as they were (null on a create). */
  before?: AuditFields;
  /** The changed fields as they are now (null on a delete). */
  after?: AuditFields;
}

/**
 * Field names that never reach the trail, whatever a caller passes: password hashes, passwords, PINs, tokens
 * (docs/api-database.md, "Audit trail"). Compared case-insensitively.
 */
export const AUDIT_SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'passwordhash',
  'currentpassword',
  'newpassword',
  'confirmpassword',
  'pin',
  'pinhash',
  'otp',
  'token',
  'jti',
  'secret',
  'jwtsecret',
]);

/** A copy of `fields` without the secret names (top level: the trail stores flat records). */
function withoutSecrets(fields: AuditFields | undefined): AuditFields {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !AUDIT_SECRET_FIELDS.has(key.toLowerCase())));
}

/** JSON form of a value as jsonb stores it (a Date becomes its ISO string), to compare two values. */
const jsonOf = (value: unknown) => JSON.stringify(value === undefined ? null : value);

/**
 * The fields whose values differ between two snapshots of a record (compared as JSON), each side with only those
 * fields. A field missing on one side counts as null there. Nothing changed: both `{}`.
 * @example changedFields({ name: 'A', code: 1 }, { name: 'B', code: 1 }) // { before: { name: 'A' }, after: { name: 'B' } }
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (jsonOf(before[key]) === jsonOf(after[key])) continue;
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

/**
 * Records one event. Call it with the transaction of the change (`tx`), never with the database while a
 * transaction is open. Secret field names are dropped (AUDIT_SECRET_FIELDS). The record joins the actor's change
 * list (a live change once the request succeeded: docs/areas/platform.md, "Live changes").
 * @param actor who and from where (`actorOf(request)`), or null for a write with no request (seed, scripts).
 */
export async function audit(db: Db | Tx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values(auditRow(actor, entry));
  collectChange(actor?.changes, entry);
}

/**
 * Records several events by the same actor in one insert, in the order given (what {@link audit} does for each,
 * one round trip instead of one per event: bulk writes such as the users upload). Nothing when `entries` is empty.
 */
export async function auditMany(db: Db | Tx, actor: Actor | null, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditEvents).values(entries.map((entry) => auditRow(actor, entry)));
  for (const entry of entries) collectChange(actor?.changes, entry);
}

/** The audit_events row of one event. */
function auditRow(actor: Actor | null, entry: AuditEntry) {
  return {
    actorId: actor?.userId ?? null,
    actorRole: actor?.role ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
    requestId: actor?.requestId ?? null,
    ip: actor?.ip ?? null,
  };
}
