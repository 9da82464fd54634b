import type {
  ArchiveHotels,
  ArchiveSnapshots,
  CancellationPeriodLogList,
  ExchangeRateHistory,
  ExchangeRateLogList,
  Job,
  JobName,
  JobRun,
  LogQuery,
  RateGainLogList,
} from '@backoffice/contracts';
import { http } from './shared-client';

// The pricing area's read-only screens and its scheduled jobs (docs/areas/pricing.md, "Logs", "Archives", "Jobs"
// and "Calls"). Every call needs a SuperAdmin. A LogQuery filters by the days (YYYY-MM-DD, UTC) a run started,
// both included (the API's default: the last 30 days), and pages with `page` (from 1) and `limit` (at most 200).
// A failure is the shared client's ApiError carrying the server's message (400 'End date must be greater than
// start date' for a range that is not one, 404, 409).

const seg = (value: string) => encodeURIComponent(value);

/** GET /logs/rate-gain: one page of the market-rate runs, newest first, with `total` over all pages. */
export async function listRateGainLogs(query: LogQuery): Promise<RateGainLogList> {
  return (await http.get<RateGainLogList>('/logs/rate-gain', { params: query })).data;
}

/**
 * GET /logs/cancellation-period: one page of the funds-transfer runs, newest first; each run lists the
 * reservations it transferred (amounts in minor units of their currency) and those it skipped with the reason.
 */
export async function listCancellationPeriodLogs(query: LogQuery): Promise<CancellationPeriodLogList> {
  return (await http.get<CancellationPeriodLogList>('/logs/cancellation-period', { params: query })).data;
}

/** GET /logs/exchange-rate-gain: one page of the exchange-rate runs, newest first, each Success or Fail. */
export async function listExchangeRateLogs(query: LogQuery): Promise<ExchangeRateLogList> {
  return (await http.get<ExchangeRateLogList>('/logs/exchange-rate-gain', { params: query })).data;
}

/**
 * GET /logs/exchange-rate-history: one page of days, each with the units of every currency per Australian
 * dollar; `currencies` lists every currency of the range (the table's columns), `total` the days of the range.
 */
export async function getExchangeRateHistory(query: LogQuery): Promise<ExchangeRateHistory> {
  return (await http.get<ExchangeRateHistory>('/logs/exchange-rate-history', { params: query })).data;
}

/** GET /archives/hotels: the hotels that have availability snapshots, with how many each has. */
export async function listArchiveHotels(): Promise<ArchiveHotels> {
  return (await http.get<{ data: ArchiveHotels }>('/archives/hotels')).data.data;
}

/**
 * GET /archives/{hotelId}: one page of the hotel's snapshots taken within from..to, newest first, each with its
 * daily availabilities (rates in minor units of the snapshot's `currency`). 404 'Hotel not found'.
 */
export async function listArchiveSnapshots(hotelId: string, query: LogQuery = {}): Promise<ArchiveSnapshots> {
  return (await http.get<ArchiveSnapshots>(`/archives/${seg(hotelId)}`, { params: query })).data;
}

/** GET /jobs: every scheduled job with its schedule, last run, next run and whether it is queued or running. */
export async function listJobs(): Promise<Job[]> {
  return (await http.get<{ data: Job[] }>('/jobs')).data.data;
}

/** GET /jobs/{name}/runs: the job's recent runs, newest first. 404 'Job not found'. */
export async function listJobRuns(name: JobName): Promise<JobRun[]> {
  return (await http.get<{ data: JobRun[] }>(`/jobs/${seg(name)}/runs`)).data.data;
}

/**
 * POST /jobs/{name}/run: queues a run now (202 'Job queued: it runs in a moment' with the queue's `jobId`).
 * 409 'This job is already queued or running' while it is busy; 404 'Job not found'.
 */
export async function runJobNow(name: JobName): Promise<{ message: string; data: { jobId: string } }> {
  return (await http.post<{ message: string; data: { jobId: string } }>(`/jobs/${seg(name)}/run`)).data;
}
