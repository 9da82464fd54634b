import { PricingRoutes as routes } from '@backoffice/contracts/constants';
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
  PricingOperations as Ops,
  RateGainLogList,
} from '@backoffice/contracts';
import { call } from './shared-client';

// The pricing area's read-only screens and its scheduled jobs (docs/areas/pricing.md, "Logs", "Archives", "Jobs"
// and "Calls"), each the operation of libs/contracts/src/pricing.ts called at its route (`PricingRoutes`, call.ts).
// Every call needs a SuperAdmin. A LogQuery filters by the days (YYYY-MM-DD, UTC) a run started,
// both included (the API's default: the last 30 days), and pages with `page` (from 1) and `limit` (at most 200).
// A failure is the shared client's ApiError carrying the server's message (400 'End date must be greater than
// start date' for a range that is not one, 404, 409).

/** GET /logs/rate-gain: one page of the market-rate runs, newest first, with `total` over all pages. */
export async function listRateGainLogs(query: LogQuery): Promise<RateGainLogList> {
  return call<Ops['listRateGainLogs']>(routes.listRateGainLogs, { query });
}

/**
 * GET /logs/cancellation-period: one page of the funds-transfer runs, newest first; each run lists the
 * reservations it transferred (amounts in minor units of their currency) and those it skipped with the reason.
 */
export async function listCancellationPeriodLogs(query: LogQuery): Promise<CancellationPeriodLogList> {
  return call<Ops['listCancellationPeriodLogs']>(routes.listCancellationPeriodLogs, { query });
}

/** GET /logs/exchange-rate-gain: one page of the exchange-rate runs, newest first, each Success or Fail. */
export async function listExchangeRateLogs(query: LogQuery): Promise<ExchangeRateLogList> {
  return call<Ops['listExchangeRateLogs']>(routes.listExchangeRateLogs, { query });
}

/**
 * GET /logs/exchange-rate-history: one page of days, each with the units of every currency per Australian
 * dollar; `currencies` lists every currency of the range (the table's columns), `total` the days of the range.
 */
export async function getExchangeRateHistory(query: LogQuery): Promise<ExchangeRateHistory> {
  return call<Ops['getExchangeRateHistory']>(routes.getExchangeRateHistory, { query });
}

/** GET /archives/hotels: the hotels that have availability snapshots, with how many each has. */
export async function listArchiveHotels(): Promise<ArchiveHotels> {
  return (await call<Ops['listArchiveHotels']>(routes.listArchiveHotels)).data;
}

/**
 * GET /archives/{hotelId}: one page of the hotel's snapshots taken within from..to, newest first, each with its
 * daily availabilities (rates in minor units of the snapshot's `currency`). 404 'Hotel not found'.
 */
export async function listArchiveSnapshots(hotelId: string, query: LogQuery = {}): Promise<ArchiveSnapshots> {
  return call<Ops['listArchiveSnapshots']>(routes.listArchiveSnapshots, { params: { hotelId }, query });
}

/** GET /jobs: every scheduled job with its schedule, last run, next run and whether it is queued or running. */
export async function listJobs(): Promise<Job[]> {
  return (await call<Ops['listJobs']>(routes.listJobs)).data;
}

/** GET /jobs/{name}/runs: the job's recent runs, newest first. 404 'Job not found'. */
export async function listJobRuns(name: JobName): Promise<JobRun[]> {
  return (await call<Ops['listJobRuns']>(routes.listJobRuns, { params: { name } })).data;
}

/**
 * POST /jobs/{name}/run: queues a run now (202 'Job queued: it runs in a moment' with the queue's `jobId`).
 * 409 'This job is already queued or running' while it is busy; 404 'Job not found'.
 */
export async function runJobNow(name: JobName): Promise<{ message: string; data: { jobId: string } }> {
  return call<Ops['runJobNow']>(routes.runJobNow, { params: { name } });
}
