import { formatRelative, type AuditedEntityType, type RecordChange } from '@backoffice/contracts';
import { useRecordChange } from '@backoffice/shell-sdk';
import { Alert, Text } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { UNSAVED_FORMS_KEY } from './unsaved-changes';

/** The record a page shows or edits, by its audit entity type and id (docs/areas/platform.md, "Live changes"). */
export interface LiveRecord {
  type: AuditedEntityType;
  id: string;
}

/** Below this age (ms) a change reads "just now"; later, the format module's relative time ("5 minutes ago"). */
const JUST_NOW_MS = 60_000;
/** How often a shown change's age is written again, in ms. */
const AGE_TICK_MS = 30_000;

/** Who made a change, as a sentence's middle ("the system" for a job or a script). */
const authorOf = (change: RecordChange) => change.by?.name || 'the system';

/** "Updated by Ravi Kumar just now" / "… 5 minutes ago" (the format module's relative time, in the user's locale). */
export function updatedByText(change: RecordChange, now = Date.now()): string {
  const age = now - new Date(change.at).getTime();
  return `Updated by ${authorOf(change)} ${Math.abs(age) < JUST_NOW_MS ? 'just now' : formatRelative(change.at, { now: new Date(now) })}`;
}

/** The warning over a form whose record someone else changed while it was open. */
export function overwriteWarningText(change: RecordChange): string {
  const who = authorOf(change);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} changed this record while you were editing. Saving will overwrite their changes.`;
}

/**
 * The latest change of `record` by someone other than the signed-in user (shell-sdk's feed) that arrived while the
 * page was open: a change made before the page opened is already in what the page loaded. Null without a record.
 */
export function useLiveRecordChange(record: LiveRecord | undefined): RecordChange | null {
  const change = useRecordChange(record?.type, record?.id);
  const key = record ? `${record.type}:${record.id}` : '';
  const [opened, setOpened] = useState({ key, change });
  if (opened.key !== key) setOpened({ key, change });
  return change && opened.key === key && change !== opened.change ? change : null;
}

const subscribeUnsaved = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [`data-${camelToKebab(UNSAVED_FORMS_KEY)}`] });
  return () => observer.disconnect();
};
const camelToKebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const readUnsaved = () => Number(document.documentElement.dataset[UNSAVED_FORMS_KEY] ?? 0) > 0;

/**
 * Whether a form of the page holds unsaved changes: the count useUnsavedChangesWarning keeps on `<html>` (any form
 * that warns before its changes are lost, FormPage's among them), read again when it changes.
 */
export function useUnsavedForms(): boolean {
  return useSyncExternalStore(subscribeUnsaved, readUnsaved, () => false);
}

/** Re-renders its caller every {@link AGE_TICK_MS} ms while `active`, so that an age shown stays true. */
function useAgeTick(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((t) => t + 1), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
}

/**
 * The line a record's page shows about a live change (docs/areas/platform.md, "Live changes"): "Updated by {name}
 * just now" (a status, read out politely) after the page reloaded, or, while `conflict`, the warning that saving
 * will overwrite that user's changes (an alert). Nothing without a change.
 */
export function LiveRecordNote({ change, conflict }: { change: RecordChange | null; conflict: boolean }) {
  useAgeTick(Boolean(change) && !conflict);
  if (!change) return null;
  if (conflict) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{overwriteWarningText(change)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Text role="status" fontSize="sm" color="fg.muted">
      {updatedByText(change)}
    </Text>
  );
}

/** What {@link useOverwriteGuard} answers. */
export interface OverwriteGuard {
  /** Whether a save now asks first. */
  asks: boolean;
  /** Opens the question; `proceed` runs when the user confirms. */
  ask: (proceed: () => void) => void;
  /** For the element around the page's forms: a submit while `change` is set asks first. */
  onSubmitCapture: (event: FormEvent<HTMLElement>) => void;
  /** The ConfirmDialog to render once. */
  dialog: ReactNode;
}

/**
 * Asks before a save overwrites someone else's change (docs/areas/platform.md, "Live changes"): while `change` is
 * set, a form submitted inside the element given `onSubmitCapture` is held and a ConfirmDialog says who changed the
 * record; "Save anyway" submits that form again (its own handler then runs, validation first), Cancel keeps the
 * edits on screen.
 */
export function useOverwriteGuard(change: RecordChange | null): OverwriteGuard {
  const [proceed, setProceed] = useState<(() => void) | null>(null);
  const passing = useRef(false);
  const ask = (next: () => void) => setProceed(() => next);
  const onSubmitCapture = (event: FormEvent<HTMLElement>) => {
    if (passing.current) {
      passing.current = false;
      return;
    }
    const form = event.target;
    if (!change || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    ask(() => {
      passing.current = true;
      form.requestSubmit();
    });
  };
  const dialog = (
    <ConfirmDialog
      open={proceed !== null && change !== null}
      title="Save over their changes?"
      message={change ? overwriteWarningText(change) : ''}
      confirmLabel="Save anyway"
      onConfirm={() => {
        const next = proceed;
        setProceed(null);
        next?.();
      }}
      onCancel={() => setProceed(null)}
    />
  );
  return { asks: change !== null, ask, onSubmitCapture, dialog };
}
