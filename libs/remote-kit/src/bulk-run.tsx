/**
 * Bulk runs in a page (docs/areas/platform.md, "Bulk runs"; docs/frontend-data.md, "Bulk actions"): a button that
 * starts one action on a selection or on every record matching a filter, after a confirmation, then shows the run's
 * progress in the page (a dialog the user may close: the run goes on, the top bar's jobs tray follows it), with
 * Cancel and the report (done, skipped with the reason, failed with the error, each linked to its record).
 *
 * Live: a run's queries sit under the root `['bulk-runs']`, which the shell invalidates on the live change
 * `{ type: 'bulk_run', id }` (libs/contracts `CHANGE_QUERY_ROOTS`); while a run is not ended they are also asked
 * again every second (`BULK_RUN_POLL_MS`), so progress moves even where no live change arrives.
 */
import { cancelBulkRun, getBulkRun, startBulkRun } from '@backoffice/api-client/work';
import {
  BULK_ACTION_LABELS,
  BULK_RUN_ENDED,
  BulkMessages,
  formatNumber,
  formatRelative,
  type BulkAction,
  type BulkItemOutcome,
  type BulkRun,
  type BulkRunDetailQuery,
  type BulkRunStatus,
  type StartBulkRunBody,
} from '@backoffice/contracts';
import { Box, Button, Dialog, HStack, Stack, Table, Text } from '@backoffice/ui';
import { Modal } from '@backoffice/ui/forms';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useConfirmedAction } from './confirmed-action';
import { RecordLink } from './page-frame';
import { EmptyState, LoadError, LoadingState, errorMessage } from './page-states';
import { TableHead } from './table-head';
import { useAction } from './use-action';

/**
 * What a bulk action runs on: the selected ids (any page), or every record matching the list's filter (`scope`: the
 * list's URL query without page and sort, or an action's own scope such as `{ periodId }`), `count` records.
 */
export type BulkSelection =
  | { kind: 'ids'; ids: readonly string[] }
  | { kind: 'all'; scope: Readonly<Record<string, string>>; count: number };

/** The number of records a selection holds. */
export const bulkSelectionCount = (selection: BulkSelection): number => (selection.kind === 'ids' ? selection.ids.length : selection.count);

/** How often (ms) a run that has not ended is asked again, live changes or not. */
export const BULK_RUN_POLL_MS = 1000;
/** Items per page of a run's report. */
export const BULK_REPORT_PAGE_SIZE = 100;

/** Query keys of the bulk runs, one tree under the live change's root `['bulk-runs']`. */
export const bulkRunKeys = {
  all: ['bulk-runs'] as const,
  /** A run and one page of its report, `['bulk-runs', id, query]`. */
  detail: (id: string, query: BulkRunDetailQuery = {}) => ['bulk-runs', id, query] as const,
};

/** Whether a run has ended (cancelled, done or failed): it never changes again. */
export const isBulkRunEnded = (status: BulkRunStatus): boolean => BULK_RUN_ENDED.includes(status);

/** The items worked so far (done, skipped or failed). */
export const bulkRunWorked = (run: Pick<BulkRun, 'done' | 'skipped' | 'failed'>): number => run.done + run.skipped + run.failed;

/** A run's state in a few words: "Running: 40 of 100", "Cancelling…", "Finished: 100 of 100". */
export function bulkRunStatusText(run: BulkRun): string {
  const of = `${formatNumber(bulkRunWorked(run))} of ${formatNumber(run.total)}`;
  switch (run.status) {
    case 'queued':
      return 'Queued: waiting to start';
    case 'running':
      return `Running: ${of}`;
    case 'cancelling':
      return 'Cancelling…';
    case 'cancelled':
      return `Cancelled after ${of}`;
    case 'done':
      return `Finished: ${of}`;
    case 'failed':
      return run.error ? `Failed: ${run.error}` : 'Failed';
  }
}

/**
 * A run's progress bar: `role="progressbar"`, its value the items worked (done + skipped + failed) of `total`,
 * named after the run's title. Orange once an item failed.
 */
export function BulkRunProgressBar({ run }: { run: BulkRun }) {
  const worked = bulkRunWorked(run);
  const width = run.total > 0 ? Math.min(100, (worked * 100) / run.total) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={`${run.title}: progress`}
      aria-valuemin={0}
      aria-valuemax={run.total}
      aria-valuenow={worked}
      aria-valuetext={`${formatNumber(worked)} of ${formatNumber(run.total)}`}
      h="2"
      w="full"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${width}%`} bg={run.failed > 0 || run.status === 'failed' ? 'orange.solid' : 'blue.solid'} transition="width 0.3s" />
    </Box>
  );
}

const OUTCOME_LABELS: Readonly<Record<BulkItemOutcome, string>> = { pending: 'Pending', done: 'Done', skipped: 'Skipped', failed: 'Failed' };
const FILTERS: readonly { label: string; outcome: BulkItemOutcome | null }[] = [
  { label: 'All', outcome: null },
  { label: 'Done', outcome: 'done' },
  { label: 'Skipped', outcome: 'skipped' },
  { label: 'Failed', outcome: 'failed' },
];

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
  /** Chakra size of the button (default 'sm', as in a list's bulk bar). */
  size?: 'xs' | 'sm' | 'md';
  /** Called with the queued run once the API accepted it. */
  onStarted?: (run: BulkRun) => void;
}

function bodyOf(action: BulkAction, selection: BulkSelection, params?: Readonly<Record<string, string>>): StartBulkRunBody {
  return {
    action,
    ...(selection.kind === 'ids' ? { ids: [...selection.ids] } : { scope: { ...selection.scope } }),
    ...(params ? { params: { ...params } } : {}),
  };
}

/**
 * Starts a bulk run after a confirmation and shows its progress and report in the page (docs/frontend-data.md,
 * "Bulk actions"). The confirmation says how many records it runs on (`bulkSelectionCount`) and `confirmBody`;
 * Start sends `POST /api/bulk-runs` with the `ids` or the `scope` (and `params`) through useAction: the toast
 * `BulkMessages.started`, or the API's 400/403 message (the question stays open to try again or cancel). Then a
 * dialog shows {@link BulkRunPanel}; closing it leaves the run going (the top bar's jobs tray shows it). Disabled
 * while the selection is empty.
 */
export function BulkRunButton({ action, label, selection, params, confirmTitle, confirmBody, disabled, colorPalette = 'blue', size = 'sm', onStarted }: BulkRunButtonProps) {
  const count = bulkSelectionCount(selection);
  const [asking, setAsking] = useState(false);
  const [run, setRun] = useState<BulkRun | null>(null);
  const queryClient = useQueryClient();
  const start = useAction(
    useMutation({
      mutationFn: (body: StartBulkRunBody) => startBulkRun(body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkRunKeys.all }),
    }),
    { success: (started) => BulkMessages.started(BULK_ACTION_LABELS[started.action], started.total), failure: 'The bulk run could not be started.' },
  );

  async function confirm() {
    const started = await start.run(bodyOf(action, selection, params));
    if (!started) return;
    setAsking(false);
    setRun(started);
    onStarted?.(started);
  }

  return (
    <>
      <Button size={size} colorPalette={colorPalette} disabled={disabled || count === 0} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <Modal open={asking} title={confirmTitle} onClose={() => (start.isPending ? undefined : setAsking(false))}>
        <Dialog.Body>
          <Stack gap="3">
            <Text>
              This runs on {formatNumber(count)} {count === 1 ? 'record' : 'records'} in the background; you may leave the page while it runs.
            </Text>
            {confirmBody ? <Box>{confirmBody}</Box> : null}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" disabled={start.isPending} onClick={() => setAsking(false)}>
            Cancel
          </Button>
          <Button colorPalette={colorPalette} loading={start.isPending} onClick={() => void confirm()}>
            Start
          </Button>
        </Dialog.Footer>
      </Modal>
      <Modal open={run !== null} size="lg" title={run ? BULK_ACTION_LABELS[run.action] : ''} onClose={() => setRun(null)}>
        <Dialog.Body>{run ? <BulkRunPanel runId={run.id} /> : null}</Dialog.Body>
        <Dialog.Footer justifyContent="space-between">
          <Text fontSize="sm" color="fg.muted">
            Closing this leaves the run going: the jobs tray in the top bar follows it.
          </Text>
          <Button variant="outline" onClick={() => setRun(null)}>
            Close
          </Button>
        </Dialog.Footer>
      </Modal>
    </>
  );
}

/** Props of {@link BulkRunPanel}. */
export interface BulkRunPanelProps {
  runId: string;
  /** Items per page of the report (default {@link BULK_REPORT_PAGE_SIZE}). */
  pageSize?: number;
}

/**
 * A run's progress and report (docs/frontend-data.md, "Bulk actions"): its title, who started it and when, the
 * progress bar, the count of each outcome, the status text, Cancel while it is queued or running (asks first, then
 * `POST /api/bulk-runs/:id/cancel`, and says 'Cancelling…' until the run stops after its current item), and the
 * report: each item's record (a RecordLink), outcome and message, filtered by outcome (All / Done / Skipped /
 * Failed), a page of `pageSize` at a time. Kept live: `['bulk-runs', id, query]` is invalidated by the run's live
 * change and asked again every second while the run has not ended.
 */
export function BulkRunPanel({ runId, pageSize = BULK_REPORT_PAGE_SIZE }: BulkRunPanelProps): ReactNode {
  const [outcome, setOutcome] = useState<BulkItemOutcome | null>(null);
  const [page, setPage] = useState(1);
  const query: BulkRunDetailQuery = { ...(outcome ? { outcome } : {}), page, limit: pageSize };
  const detail = useQuery({
    queryKey: bulkRunKeys.detail(runId, query),
    queryFn: ({ signal }) => getBulkRun(runId, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const status = q.state.data?.run.status;
      return status && isBulkRunEnded(status) ? false : BULK_RUN_POLL_MS;
    },
  });
  const queryClient = useQueryClient();
  const cancelMutation = useMutation({
    mutationFn: (id: string) => cancelBulkRun(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bulkRunKeys.all }),
  });
  const cancel = useConfirmedAction(useAction(cancelMutation, { success: BulkMessages.cancelRequested, failure: 'The bulk run could not be cancelled.' }), {
    title: 'Cancel the bulk run?',
    message: 'The run stops after the record it is working on. What is done stays done; the records not yet worked are left as they are.',
    confirmLabel: 'Cancel run',
    cancelLabel: 'Keep running',
    destructive: true,
  });

  if (detail.isPending) return <LoadingState label="Loading the bulk run…" />;
  if (detail.isError) return <LoadError title="The bulk run could not be loaded." message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  const { run, items } = detail.data;
  const ended = isBulkRunEnded(run.status);
  const cancelling = run.status === 'cancelling' || (!ended && cancelMutation.isSuccess);
  const pages = Math.max(1, Math.ceil(items.total / items.limit));

  return (
    <Stack gap="4" aria-label={run.title} role="region">
      <Stack gap="1">
        <Text fontWeight="semibold">{run.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          Started by {run.startedBy.name}, {formatRelative(run.createdAt)}
        </Text>
      </Stack>
      <BulkRunProgressBar run={run} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text role="status" fontWeight="medium">
          {cancelling ? 'Cancelling…' : bulkRunStatusText(run)}
        </Text>
        {!ended ? (
          <Button size="sm" variant="outline" colorPalette="red" disabled={cancelling} loading={cancelling} loadingText="Cancelling…" onClick={() => cancel.ask(run.id)}>
            Cancel run
          </Button>
        ) : null}
      </HStack>
      <HStack gap="4" wrap="wrap" fontSize="sm" aria-label="Counts by outcome" role="group">
        <Text>Done: {formatNumber(run.done)}</Text>
        <Text>Skipped: {formatNumber(run.skipped)}</Text>
        <Text>Failed: {formatNumber(run.failed)}</Text>
        <Text>Pending: {formatNumber(Math.max(0, run.total - bulkRunWorked(run)))}</Text>
      </HStack>
      <HStack gap="2" role="group" aria-label="Show items">
        {FILTERS.map((f) => (
          <Button
            key={f.label}
            size="xs"
            borderRadius="full"
            variant={outcome === f.outcome ? 'solid' : 'outline'}
            aria-pressed={outcome === f.outcome}
            onClick={() => {
              setOutcome(f.outcome);
              setPage(1);
            }}
          >
            {f.label}
          </Button>
        ))}
      </HStack>
      {items.data.length === 0 ? (
        <EmptyState text={outcome ? `No ${OUTCOME_LABELS[outcome].toLowerCase()} items.` : 'No items yet.'} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="24rem">
          <Table.Root size="sm" aria-label="Report" stickyHeader>
            <TableHead columns={['Record', 'Outcome', 'Message']} />
            <Table.Body>
              {items.data.map((item) => (
                <Table.Row key={item.position}>
                  <Table.Cell>
                    <RecordLink record={item.record} backLabel="Back to the bulk run" />
                  </Table.Cell>
                  <Table.Cell>{OUTCOME_LABELS[item.outcome]}</Table.Cell>
                  <Table.Cell>{item.message ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {items.total > items.limit ? (
        <HStack gap="2" justify="flex-end" role="navigation" aria-label="Report pages">
          <Text fontSize="sm">
            Page {formatNumber(items.page)} of {formatNumber(pages)}
          </Text>
          <Button size="xs" variant="outline" disabled={items.page <= 1} onClick={() => setPage(items.page - 1)}>
            Previous
          </Button>
          <Button size="xs" variant="outline" disabled={items.page >= pages} onClick={() => setPage(items.page + 1)}>
            Next
          </Button>
        </HStack>
      ) : null}
      {cancel.dialog}
    </Stack>
  );
}
