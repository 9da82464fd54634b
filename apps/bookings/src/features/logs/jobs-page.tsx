import type { Job, JobOutcome, JobRun } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, DataGrid, HStack, Heading, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { useState } from 'react';
import { jobAtWork, useJobRuns, useJobs, useRunJob } from './api';
import { describeCron, instant } from './format';
import { SideDrawer } from './side-drawer';

const OUTCOME_PALETTE: Record<JobOutcome, string> = { running: 'blue', success: 'green', fail: 'red' };

/** A run's outcome as a badge: running (blue), success (green), fail (red). */
export const OutcomeBadge = ({ outcome }: { outcome: JobOutcome }) => <Badge colorPalette={OUTCOME_PALETTE[outcome]}>{outcome}</Badge>;

/** What a run did: its summary, or its error in red. */
const RunText = ({ run }: { run: JobRun }) =>
  run.error ? (
    <Text color="fg.error" fontSize="sm">
      {run.error}
    </Text>
  ) : (
    <Text fontSize="sm">{run.summary || '—'}</Text>
  );

/** The status of a 4xx/5xx from the api-client's ApiError (read by shape: the bookings entry may hold another copy). */
const statusOf = (err: unknown) => (err as { status?: unknown } | null)?.status;

/**
 * /jobs "Scheduled Jobs" (docs/areas/pricing.md, "Jobs"): each job with its schedule (cron and time zone, in
 * words when simple), its last run (started, outcome, rows touched, summary or error) and its next run; Run now
 * queues a run (refused with a warning while it is queued or running), and Runs lists its recent runs. The list
 * is asked again every few seconds while a job is at work. Times show in each job's time zone.
 */
export function JobsPage() {
  const jobs = useJobs();
  const run = useRunJob();
  const notify = useNotify();
  const [pending, setPending] = useState<string | null>(null);
  const [runsOf, setRunsOf] = useState<Job | null>(null);
  const [open, setOpen] = useState(false);

  async function onRun(job: Job) {
    setPending(job.name);
    try {
      const res = await run.mutateAsync(job.name);
      notify({ type: 'success', title: res.message });
    } catch (e) {
      notify({ type: statusOf(e) === 409 ? 'warning' : 'error', title: errorMessage(e) });
    } finally {
      setPending(null);
    }
  }

  const columns: DataGridColumn<Job>[] = [
    {
      id: 'job',
      header: 'Job',
      cell: (j) => (
        <Stack gap="0.5">
          <Text fontWeight="medium">{j.label}</Text>
          <Text fontSize="sm" color="fg.muted">
            {j.description}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'schedule',
      header: 'Schedule',
      cell: (j) => {
        const words = describeCron(j.schedule);
        return (
          <Stack gap="0.5">
            {words ? <Text>{words}</Text> : null}
            <Text fontSize="sm" color="fg.muted">
              <Text as="span" fontFamily="mono">
                {j.schedule}
              </Text>{' '}
              ({j.timezone})
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'lastRun',
      header: 'Last Run',
      cell: (j) =>
        j.lastRun ? (
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text whiteSpace="nowrap">{instant(j.lastRun.startedAt, j.timezone)}</Text>
              <OutcomeBadge outcome={j.lastRun.outcome} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {j.lastRun.touched} touched
            </Text>
            <RunText run={j.lastRun} />
          </Stack>
        ) : (
          <Text color="fg.muted">Never run</Text>
        ),
    },
    { id: 'nextRun', header: 'Next Run', nowrap: true, cell: (j) => instant(j.nextRun, j.timezone) },
    {
      id: 'actions',
      header: 'Actions',
      pin: 'end',
      width: '12rem',
      cell: (j) => (
        <Stack gap="1" align="flex-start">
          {j.busy ? <Badge colorPalette="orange">Queued or running</Badge> : null}
          <HStack gap="2">
            <Button
              size="xs"
              colorPalette="blue"
              disabled={j.busy || pending === j.name}
              loading={pending === j.name}
              onClick={() => void onRun(j)}
              aria-label={`Run now: ${j.label}`}
            >
              Run now
            </Button>
            <Button
              size="xs"
              variant="outline"
              onClick={() => {
                setRunsOf(j);
                setOpen(true);
              }}
              aria-label={`Runs: ${j.label}`}
            >
              Runs
            </Button>
          </HStack>
        </Stack>
      ),
    },
  ];

  // The drawer follows the list's latest answer (busy changes while it is open).
  const shownJob = runsOf ? (jobs.data?.find((j) => j.name === runsOf.name) ?? runsOf) : null;

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Scheduled Jobs
        </Heading>
        <DataGrid
          label="Scheduled jobs"
          columns={columns}
          rows={jobs.data}
          rowKey={(j) => j.name}
          loading={jobs.isPending}
          loadingLabel="Loading the scheduled jobs…"
          error={jobs.isError ? errorMessage(jobs.error) : null}
          errorTitle="The scheduled jobs could not be loaded."
          onRetry={() => void jobs.refetch()}
          emptyText="No scheduled jobs."
        />
      </Stack>
      <SideDrawer open={open} title={shownJob ? `Runs: ${shownJob.label}` : ''} onClose={() => setOpen(false)}>
        {shownJob ? <JobRuns job={shownJob} /> : null}
      </SideDrawer>
    </Box>
  );
}

/** A job's recent runs, newest first: when, how (schedule or manual, attempt), the outcome and what it did. */
export function JobRuns({ job }: { job: Job }) {
  const runs = useJobRuns(job.name, jobAtWork(job));
  const columns: DataGridColumn<JobRun>[] = [
    { id: 'started', header: 'Started', nowrap: true, cell: (r) => instant(r.startedAt, job.timezone) },
    { id: 'ended', header: 'Ended', nowrap: true, cell: (r) => instant(r.endedAt, job.timezone) },
    { id: 'trigger', header: 'Trigger', nowrap: true, cell: (r) => (r.trigger === 'manual' ? 'Manual' : 'Schedule') },
    { id: 'attempt', header: 'Attempt', nowrap: true, cell: (r) => r.attempt },
    { id: 'outcome', header: 'Outcome', nowrap: true, cell: (r) => <OutcomeBadge outcome={r.outcome} /> },
    { id: 'touched', header: 'Touched', nowrap: true, cell: (r) => r.touched },
    { id: 'summary', header: 'Summary / Error', cell: (r) => <RunText run={r} /> },
  ];
  return (
    <DataGrid
      label={`Runs of ${job.label}`}
      columns={columns}
      rows={runs.data}
      rowKey={(r) => r._id}
      loading={runs.isPending}
      loadingLabel="Loading the runs…"
      error={runs.isError ? errorMessage(runs.error) : null}
      errorTitle="The runs could not be loaded."
      onRetry={() => void runs.refetch()}
      emptyText="This job has not run yet."
    />
  );
}
