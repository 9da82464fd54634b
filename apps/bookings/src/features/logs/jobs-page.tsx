import type { Job, JobOutcome, JobRun } from '@backoffice/contracts';
import { LinkedText, ListPage, ListToolbar, QueryFilter, gridStatesOf, listRows, statusOf, useAction, useListQuery } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Button, DataGrid, HStack, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { countJobs, jobAtWork, useJobRuns, useJobs, useRunJob } from './api';
import { describeCron } from './cron';
import { logTime } from './log-screen';
import { SideDrawer } from './side-drawer';

const OUTCOME_PALETTE: Record<JobOutcome, string> = { running: 'blue', success: 'green', fail: 'red' };
/** The Last run filter's choices (`?lastRun=`): the outcome of each job's newest run. */
const LAST_RUN_OPTIONS: { value: JobOutcome; label: string }[] = [
  { value: 'fail', label: 'Failed' },
  { value: 'success', label: 'Succeeded' },
  { value: 'running', label: 'Running' },
];
/** The URL keys the list reads besides page/sort/order: `?lastRun=`, and `?job=` the job marked (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['lastRun', 'job'];
const isOutcome = (v: string | null): v is JobOutcome => LAST_RUN_OPTIONS.some((o) => o.value === v);

/** A run's outcome as a badge: running (blue), success (green), fail (red). */
export const OutcomeBadge = ({ outcome }: { outcome: JobOutcome }) => <Badge colorPalette={OUTCOME_PALETTE[outcome]}>{outcome}</Badge>;

/** What a run did: its summary, or its error in red; the booking and invoice numbers they name are links. */
const RunText = ({ run }: { run: JobRun }) =>
  run.error ? (
    <Text color="fg.error" fontSize="sm">
      <LinkedText text={run.error} />
    </Text>
  ) : (
    <Text fontSize="sm">{run.summary ? <LinkedText text={run.summary} /> : '—'}</Text>
  );

/** The id of a job's cell, the target of `/jobs?job=<name>` (a job's link: recordPath's `job`). */
const jobAnchor = (name: string) => `job-${name}`;

/**
 * /jobs "Scheduled Jobs" (docs/areas/pricing.md, "Jobs"): each job with its schedule (cron and time zone, in
 * words when simple), its last run (started, outcome, rows touched, summary or error) and its next run; Run now
 * queues a run (refused with a warning while it is queued or running), and Runs lists its recent runs. The list
 * is asked again every few seconds while a job is at work. Times show in each job's time zone (named when it is
 * not the viewer's). `?job=<name>` (a job's link, docs/areas/pricing.md, "Links") marks that job and scrolls to it.
 * `?lastRun=fail` (a Last run filter kept in the URL) keeps the jobs whose last run has that outcome (the dashboard's
 * jobs whose last run failed, docs/areas/dashboard.md, "Work queues"); the page holds every job, so it narrows them
 * itself.
 */
export function JobsPage() {
  const jobs = useJobs();
  const list = useListQuery();
  const linked = list.params.get('job');
  const lastRunParam = list.params.get('lastRun');
  const lastRun = isOutcome(lastRunParam) ? lastRunParam : undefined;
  const shown = useMemo(() => (lastRun ? jobs.data?.filter((j) => j.lastRun?.outcome === lastRun) : jobs.data), [jobs.data, lastRun]);
  // The linked job's cell is scrolled to once, when it is first drawn (the grid's table loads on its own: a look-up
  // right after the list's answer may come before the rows are there).
  const scrolledTo = useRef<string | null>(null);
  const scrollToLinked = useCallback(
    (cell: HTMLDivElement | null) => {
      if (!cell || !linked || scrolledTo.current === linked) return;
      scrolledTo.current = linked;
      cell.scrollIntoView?.({ block: 'center' });
    },
    [linked],
  );
  const notify = useNotify();
  const run = useAction(useRunJob(), {
    success: (res) => res.message,
    failure: 'The job could not be queued.',
    // A 409: the job is queued or running already, a warning rather than an error.
    onError: (error, message) => {
      if (statusOf(error) !== 409) return false;
      notify({ type: 'warning', title: message });
      return true;
    },
  });
  const pending = run.isPending ? run.variables : undefined;
  const [runsOf, setRunsOf] = useState<Job | null>(null);
  const [open, setOpen] = useState(false);

  const columns: DataGridColumn<Job>[] = [
    {
      id: 'job',
      header: 'Job',
      priority: 1,
      minWidth: '12rem',
      cell: (j) => {
        const marked = j.name === linked;
        return (
          <Stack
            gap="0.5"
            id={jobAnchor(j.name)}
            ref={marked ? scrollToLinked : undefined}
            aria-current={marked ? 'true' : undefined}
            {...(marked ? { bg: 'yellow.subtle', borderLeftWidth: '3px', borderColor: 'yellow.solid', ps: '2', py: '1', borderRadius: 'sm' } : {})}
          >
            <Text fontWeight="medium">{j.label}</Text>
            <Text fontSize="sm" color="fg.muted">
              {j.description}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'schedule',
      header: 'Schedule',
      priority: 3,
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
      priority: 1,
      cell: (j) =>
        j.lastRun ? (
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text whiteSpace="nowrap">{logTime(j.lastRun.startedAt, j.timezone)}</Text>
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
    { id: 'nextRun', header: 'Next Run', kind: 'date', priority: 2, cell: (j) => logTime(j.nextRun, j.timezone) },
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
              onClick={() => void run.run(j.name)}
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
    <>
      <ListPage
        title="Scheduled Jobs"
        listKey="jobs"
        viewParams={VIEW_PARAMS}
        countView={(q) => {
          const outcome = q.get('lastRun');
          return countJobs(isOutcome(outcome) ? outcome : undefined, jobs.data);
        }}
        columns={columns}
        {...listRows(jobs, shown, 'scheduled jobs', (j) => j.name)}
        emptyText={lastRun ? 'No job whose last run is of this outcome.' : 'No scheduled jobs.'}
        filters={
          <ListToolbar>
            <QueryFilter label="Last run" minW="36" list={list} param="lastRun" value={lastRun} options={LAST_RUN_OPTIONS} />
          </ListToolbar>
        }
      />
      <SideDrawer open={open} title={shownJob ? `Runs: ${shownJob.label}` : ''} onClose={() => setOpen(false)}>
        {shownJob ? <JobRuns job={shownJob} /> : null}
      </SideDrawer>
    </>
  );
}

/** A job's recent runs, newest first: when, how (schedule or manual, attempt), the outcome and what it did. */
export function JobRuns({ job }: { job: Job }) {
  const runs = useJobRuns(job.name, jobAtWork(job));
  const columns: DataGridColumn<JobRun>[] = [
    { id: 'started', header: 'Started', kind: 'date', priority: 1, cell: (r) => logTime(r.startedAt, job.timezone) },
    { id: 'ended', header: 'Ended', kind: 'date', priority: 3, cell: (r) => logTime(r.endedAt, job.timezone) },
    { id: 'trigger', header: 'Trigger', nowrap: true, priority: 3, cell: (r) => (r.trigger === 'manual' ? 'Manual' : 'Schedule') },
    { id: 'attempt', header: 'Attempt', kind: 'number', priority: 3, cell: (r) => r.attempt },
    { id: 'outcome', header: 'Outcome', nowrap: true, priority: 1, cell: (r) => <OutcomeBadge outcome={r.outcome} /> },
    { id: 'touched', header: 'Touched', kind: 'number', priority: 2, cell: (r) => r.touched },
    { id: 'summary', header: 'Summary / Error', cell: (r) => <RunText run={r} /> },
  ];
  return (
    <DataGrid
      label={`Runs of ${job.label}`}
      columns={columns}
      rows={runs.data}
      rowKey={(r) => r._id}
      {...gridStatesOf(runs)}
      loadingLabel="Loading the runs…"
      errorTitle="The runs could not be loaded."
      emptyText="This job has not run yet."
    />
  );
}
