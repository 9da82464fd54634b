/**
 * Bulk runs in a page (docs/areas/platform.md, "Bulk runs"; docs/frontend-data.md, "Bulk actions"): a button that
 * starts one action on a selection or on every record matching a filter, after a confirmation, then shows the run's
 * progress in the page (a dialog the user may close: the run goes on, the top bar's jobs tray follows it), with
 * Cancel and the report (done, skipped with the reason, failed with the error, each linked to its record).
 *
 * STUB written by the lead: the interface pages code against. Its owner replaces the bodies (and keeps the props).
 */
import type { BulkAction, BulkRun } from '@backoffice/contracts';
import type { ReactNode } from 'react';

/**
 * What a bulk action runs on: the selected ids (any page), or every record matching the list's filter (`scope`: the
 * list's URL query without page and sort, or an action's own scope such as `{ periodId }`), `count` records.
 */
export type BulkSelection =
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'all'; scope: Readonly<Record<string, string>>; count: number };

/** The number of records a selection holds. */
export const bulkSelectionCount = (selection: BulkSelection): number => (selection.kind === 'ids' ? selection.ids.length : selection.count);

export interface BulkRunButtonProps {
  action: BulkAction;
  /** The button's text ("Send all statements", "Approve selected"). */
  label: string;
  selection: BulkSelection;
  /** The action's options (`{ status: 'Live' }` for hotels.setStatus). */
  params?: Readonly<Record<string, string>>;
  /** The confirmation's title ("Send 59 statements?") and body (what will happen; nothing is undone). */
  confirmTitle: string;
  confirmBody?: ReactNode;
  disabled?: boolean;
  /** Chakra colour palette of the button (default the primary one). */
  colorPalette?: string;
  /** Called with the queued run once the API accepted it. */
  onStarted?: (run: BulkRun) => void;
}

/** Starts a bulk run after a confirmation and shows its progress and report in the page. */
export function BulkRunButton(props: BulkRunButtonProps): ReactNode {
  return <button type="button" disabled>{props.label}</button>;
}

/** A run's progress (bar, counts, Cancel while it runs) and its report, kept live while it runs. */
export function BulkRunPanel({ runId }: { runId: string }): ReactNode {
  return <div data-run={runId} />;
}
