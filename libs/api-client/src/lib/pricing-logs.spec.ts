import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import {
  getExchangeRateHistory,
  listArchiveHotels,
  listArchiveSnapshots,
  listCancellationPeriodLogs,
  listExchangeRateLogs,
  listJobRuns,
  listJobs,
  listRateGainLogs,
  runJobNow,
} from './pricing-logs';

const mock = useMockAdapter();

describe('pricing logs calls', () => {
  it('asks the logs with the range and the page as query parameters', async () => {
    const page = { data: [], total: 0 };
    mock.on(() => ({ status: 200, data: page }));
    const query = { from: '2026-10-01', to: '2026-10-31', page: 2, limit: 20 };

    await expect(listRateGainLogs(query)).resolves.toEqual(page);
    expect([mock.last?.method, mock.last?.url, mock.last?.params]).toEqual(['get', '/logs/rate-gain', query]);
    await listCancellationPeriodLogs(query);
    expect([mock.last?.method, mock.last?.url, mock.last?.params]).toEqual(['get', '/logs/cancellation-period', query]);
    await listExchangeRateLogs(query);
    expect([mock.last?.method, mock.last?.url, mock.last?.params]).toEqual(['get', '/logs/exchange-rate-gain', query]);

    const history = { data: [{ date: '2026-10-01', rates: { USD: 0.65 } }], currencies: ['USD'], total: 1 };
    mock.on(() => ({ status: 200, data: history }));
    await expect(getExchangeRateHistory({ limit: 200 })).resolves.toEqual(history);
    expect([mock.last?.url, mock.last?.params]).toEqual(['/logs/exchange-rate-history', { limit: 200 }]);
  });

  it('reads the archives: the hotels, then one hotel’s snapshots', async () => {
    mock.on(() => ({ status: 200, data: { data: [{ _id: 'h1', hotelName: 'Harbour View', snapshots: 3 }] } }));
    await expect(listArchiveHotels()).resolves.toEqual([{ _id: 'h1', hotelName: 'Harbour View', snapshots: 3 }]);
    expect([mock.last?.method, mock.last?.url]).toEqual(['get', '/archives/hotels']);

    mock.on(() => ({ status: 200, data: { data: [], total: 0 } }));
    await expect(listArchiveSnapshots('h/1', { limit: 30 })).resolves.toEqual({ data: [], total: 0 });
    expect([mock.last?.url, mock.last?.params]).toEqual(['/archives/h%2F1', { limit: 30 }]);
  });

  it('lists the jobs and their runs, and queues a run', async () => {
    mock.on(() => ({ status: 200, data: { data: [] } }));
    await expect(listJobs()).resolves.toEqual([]);
    expect([mock.last?.method, mock.last?.url]).toEqual(['get', '/jobs']);
    await expect(listJobRuns('market-rates')).resolves.toEqual([]);
    expect([mock.last?.method, mock.last?.url]).toEqual(['get', '/jobs/market-rates/runs']);

    mock.on(() => ({ status: 202, data: { message: 'Job queued: it runs in a moment', data: { jobId: 'q1' } } }));
    await expect(runJobNow('exchange-rates')).resolves.toEqual({ message: 'Job queued: it runs in a moment', data: { jobId: 'q1' } });
    expect([mock.last?.method, mock.last?.url]).toEqual(['post', '/jobs/exchange-rates/run']);
  });

  it('carries the server message of a busy job (409)', async () => {
    mock.on(() => ({ status: 409, data: { message: 'This job is already queued or running' } }));
    await expect(runJobNow('funds-transfer')).rejects.toEqual(new ApiError(409, 'This job is already queued or running'));
  });
});
