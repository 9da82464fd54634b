import type { AuditedEntityType, RecordChange } from '@backoffice/contracts';
import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from './lib/shell-context';

/**
 * The console's feed of live changes (docs/areas/platform.md, "Live changes"): the shell publishes every `change`
 * event its socket receives; a remote's page reads the latest change of the record it shows. A module-level store:
 * `@backoffice/shell-sdk` is a shared singleton under module federation, so the shell and every remote read the
 * same one. Without a shell (a remote on its own) nothing is published and every record reads null.
 */

/** How many records' latest changes are kept (the oldest forgotten first): a long session stays small. */
export const RECORD_CHANGES_KEPT = 500;

const latest = new Map<string, RecordChange>();
const listeners = new Set<(change: RecordChange) => void>();

const keyOf = (type: AuditedEntityType, id: string) => `${type}:${id}`;

/**
 * Publishes one change to the feed (the shell calls it for each socket `change` event). A change with an id
 * becomes its record's latest; a change of many records (`id: null`) only reaches the listeners.
 */
export function publishRecordChange(change: RecordChange): void {
  if (change.id !== null) {
    const key = keyOf(change.type, change.id);
    latest.delete(key); // re-inserted last: the Map's order is the age order the trim below reads
    latest.set(key, change);
    if (latest.size > RECORD_CHANGES_KEPT) latest.delete(latest.keys().next().value as string);
  }
  for (const listener of [...listeners]) listener(change);
}

/**
 * Calls `listener` with every change published from now on (also the signed-in user's own).
 * @returns a function that stops it.
 */
export function subscribeRecordChanges(listener: (change: RecordChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The latest change of one record (`type` the audit trail's entity type, `id` the record's id) when someone other
 * than the signed-in user made it (another user, or the system: `by: null`); null when there is none or the
 * latest is the user's own (their page already shows it). Re-renders its caller when that record changes only.
 * An absent `type` or `id` (a page that names no record) reads null.
 */
export function useRecordChange(type: AuditedEntityType | null | undefined, id: string | null | undefined): RecordChange | null {
  const { user } = useAuth();
  const key = type && id ? keyOf(type, id) : null;
  const read = useCallback(() => (key ? (latest.get(key) ?? null) : null), [key]);
  const change = useSyncExternalStore(subscribeStore, read, read);
  if (!change) return null;
  return change.by && user && change.by.id === user.id ? null : change;
}

const subscribeStore = (onStoreChange: () => void) => subscribeRecordChanges(onStoreChange);

/** Forgets every change (the specs; a sign-out need not: the next user's pages read their own records' changes). */
export function resetRecordChanges(): void {
  latest.clear();
}
