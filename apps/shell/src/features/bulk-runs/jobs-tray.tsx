/**
 * The top bar's jobs tray (docs/areas/platform.md, "Bulk runs"; SuperAdmin only): a button with the number of
 * active bulk runs and a popover listing them and the last few ended runs, each with its progress, who started it
 * and a link to its page `/bulk-runs/:id`. It reads the API (`GET /api/bulk-runs`), so it survives a reload and
 * every SuperAdmin sees the same runs; it follows them through the live changes and a 2 s refetch while a run is
 * active (./api.ts). A chunk of its own, loaded by the top bar for a SuperAdmin once signed in: nothing of it is on
 * the sign-in page. The progress bar and status text are small twins of remote-kit's (libs/remote-kit bulk-run.tsx),
 * which the shell keeps out of its always-loaded chunks.
 */
import { formatNumber, formatRelative, type BulkRun } from '@backoffice/contracts';
import { Box, Link, Spinner, Stack, Text } from '@backoffice/ui';
import { useState, type SVGProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountBadge, TopBarPopover } from '../../components/top-bar-popover';
import { isEnded, useJobsTray } from './api';

const JobsIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden {...p}>
    <rect x="3" y="4" width="18" height="4" rx="1" />
    <rect x="3" y="10" width="18" height="4" rx="1" />
    <rect x="3" y="16" width="18" height="4" rx="1" />
  </svg>
);

const worked = (run: BulkRun) => run.done + run.skipped + run.failed;

/** A run's state in a few words, as remote-kit's `bulkRunStatusText` says it ("Running: 40 of 100"). */
export function runStatusText(run: BulkRun): string {
  const of = `${formatNumber(worked(run))} of ${formatNumber(run.total)}`;
  switch (run.status) {
    case 'queued':
      return 'Queued';
    case 'running':
      return `Running: ${of}`;
    case 'cancelling':
      return 'Cancelling…';
    case 'cancelled':
      return `Cancelled after ${of}`;
    case 'done':
      return run.failed > 0 ? `Finished: ${formatNumber(run.failed)} failed` : `Finished: ${of}`;
    case 'failed':
      return 'Failed';
  }
}

/** A run's progress bar: items worked (done + skipped + failed) of `total`, as remote-kit's BulkRunProgressBar. */
export function RunProgressBar({ run }: { run: BulkRun }) {
  const value = worked(run);
  const width = run.total > 0 ? Math.min(100, (value * 100) / run.total) : 0;
  return (
    <Box
      role="progressbar"
      aria-label={`${run.title}: progress`}
      aria-valuemin={0}
      aria-valuemax={run.total}
      aria-valuenow={value}
      aria-valuetext={`${formatNumber(value)} of ${formatNumber(run.total)}`}
      h="1.5"
      w="full"
      bg="bg.muted"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${width}%`} bg={run.failed > 0 || run.status === 'failed' ? 'orange.solid' : 'blue.solid'} />
    </Box>
  );
}

function RunEntry({ run, onOpen }: { run: BulkRun; onOpen: () => void }) {
  return (
    <Stack as="li" gap="1" px="3" py="2" borderBottomWidth="1px" listStyleType="none">
      <Link asChild color="blue.fg" fontWeight="medium" fontSize="sm">
        <RouterLink to={`/bulk-runs/${encodeURIComponent(run.id)}`} onClick={onOpen}>
          {run.title}
        </RouterLink>
      </Link>
      <RunProgressBar run={run} />
      <Text fontSize="xs" color="fg.muted">
        {runStatusText(run)} · {run.startedBy.name}, {formatRelative(run.endedAt && isEnded(run) ? run.endedAt : run.createdAt)}
      </Text>
    </Stack>
  );
}

function RunList({ label, runs, empty, onOpen }: { label: string; runs: readonly BulkRun[]; empty: string; onOpen: () => void }) {
  return (
    <Box as="section" aria-label={label}>
      <Text px="3" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
        {label}
      </Text>
      {runs.length === 0 ? (
        <Text px="3" pb="2" fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Stack as="ul" gap="0" m="0" p="0">
          {runs.map((run) => (
            <RunEntry key={run.id} run={run} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The jobs tray (see the file's comment): "Bulk runs" button, its name and badge saying how many are active
 * ("Bulk runs: 2 active"), and the popover with the active runs and the last ended ones.
 */
export default function JobsTray() {
  const [open, setOpen] = useState(false);
  const { active, running, latest, ended } = useJobsTray(open);
  const count = running.length;
  const close = () => setOpen(false);
  return (
    <TopBarPopover
      open={open}
      onOpenChange={setOpen}
      label={count > 0 ? `Bulk runs: ${count} active` : 'Bulk runs'}
      icon={<JobsIcon />}
      title="Bulk runs"
      bodyProps={{ maxH: '24rem', overflowY: 'auto' }}
      badge={<CountBadge count={count} aria-hidden colorPalette="blue" />}
    >
      {active.isPending ? (
        <Box display="flex" justifyContent="center" py="4" role="status" aria-label="Loading bulk runs">
          <Spinner />
        </Box>
      ) : active.isError ? (
        <Text role="alert" p="3" fontSize="sm">
          The bulk runs could not be loaded.
        </Text>
      ) : (
        <RunList label="Active" runs={running} empty="No bulk run is under way." onOpen={close} />
      )}
      {latest.isSuccess ? <RunList label="Recently ended" runs={ended} empty="None yet." onOpen={close} /> : null}
    </TopBarPopover>
  );
}
