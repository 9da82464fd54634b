import {
  getExchangeRateHistory,
  listCancellationPeriodLogs,
  listExchangeRateLogs,
  listJobRuns,
  listJobs,
  listRateGainLogs,
  runJobNow,
} from '@backoffice/api-client/bookings';
import type { Job, JobName, JobOutcome, LogQuery } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The logs screens' queries (docs/frontend-data.md, "Query keys"): read-only, one tree rooted at ['logs'], one
 * entry per log and query (range and page).
 */
export const logKeys = {
  all: ['logs'] as const,
  rateGain: (q: LogQuery) => [...logKeys.all, 'rate-gain', q] as const,
  cancellationPeriod: (q: LogQuery) => [...logKeys.all, 'cancellation-period', q] as const,
  exchangeRate: (q: LogQuery) => [...logKeys.all, 'exchange-rate', q] as const,
  history: (q: LogQuery) => [...logKeys.all, 'exchange-rate-history', q] as const,
};

/**
 * The scheduled jobs' queries and Run now (docs/areas/pricing.md, "Jobs"): a tree rooted at ['jobs']; Run now
 * invalidates it, so the list (busy, last run) and the runs are asked again.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  runs: (name: string) => [...jobKeys.all, 'runs', name] as const,
};

/** How often the jobs list and a job's runs are asked again while a job is queued or running (ms). */
export const JOB_POLL_MS = 3_000;

/**
 * The number of rows a log screen shows for the range of `q` (a saved view's live count, docs/areas/platform.md,
 * "Saved views"): the log's own request for that range with one row a page, and its `total`.
 */
const totalOf =
  (list: (q: LogQuery) => Promise<{ total: number }>) =>
  async (q: Pick<LogQuery, 'from' | 'to'>): Promise<number> =>
    (await list({ ...q, page: 1, limit: 1 })).total;
export const countRateGainLogs = totalOf(listRateGainLogs);
export const countCancellationPeriodLogs = totalOf(listCancellationPeriodLogs);
export const countExchangeRateLogs = totalOf(listExchangeRateLogs);
export const countExchangeRateHistory = totalOf(getExchangeRateHistory);

// One page of each log; the previous page stays on screen (dimmed) while the next loads.
export const useRateGainLogs = (q: LogQuery) =>
  useQuery({ queryKey: logKeys.rateGain(q), queryFn: () => listRateGainLogs(q), placeholderData: keepPreviousData });
export const useCancellationPeriodLogs = (q: LogQuery) =>
  useQuery({ queryKey: logKeys.cancellationPeriod(q), queryFn: () => listCancellationPeriodLogs(q), placeholderData: keepPreviousData });
export const useExchangeRateLogs = (q: LogQuery) =>
  useQuery({ queryKey: logKeys.exchangeRate(q), queryFn: () => listExchangeRateLogs(q), placeholderData: keepPreviousData });
/** A page of the exchange rate history (the table), or with a large limit the whole range (the chart). */
export const useExchangeRateHistory = (q: LogQuery) =>
  useQuery({ queryKey: logKeys.history(q), queryFn: () => getExchangeRateHistory(q), placeholderData: keepPreviousData });

/** A job is at work: queued or running (Run now is refused meanwhile), or its last run has not ended. */
export const jobAtWork = (job: Job) => job.busy || job.lastRun?.outcome === 'running';

/** The jobs, asked again every {@link JOB_POLL_MS} while any of them is at work. */
export const useJobs = () =>
  useQuery({
    queryKey: jobKeys.list(),
    queryFn: listJobs,
    refetchInterval: (query) => (query.state.data?.some(jobAtWork) ? JOB_POLL_MS : false),
  });

/**
 * The number of scheduled jobs whose last run had `outcome` (all without one): a saved view's live count
 * (docs/areas/platform.md, "Saved views"). The API answers every job at once and the page narrows them itself, so
 * this counts `loaded` (the jobs the page holds) or, before they have come, the API's list.
 */
export async function countJobs(outcome: JobOutcome | undefined, loaded?: readonly Job[]): Promise<number> {
  const jobs = loaded ?? (await listJobs());
  return outcome ? jobs.filter((j) => j.lastRun?.outcome === outcome).length : jobs.length;
}

/** A job's recent runs (none asked while `name` is null), polled while `polling`. */
export const useJobRuns = (name: JobName | null, polling: boolean) =>
  useQuery({
    queryKey: jobKeys.runs(name ?? ''),
    queryFn: () => listJobRuns(name as JobName),
    enabled: name !== null,
    refetchInterval: polling ? JOB_POLL_MS : false,
  });

/** Run now: queues a run of the job; the jobs tree is asked again whatever the answer (a 409 means it is busy). */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: JobName) => runJobNow(name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
