import * as api from '@backoffice/api-client/bookings';
import { ApiError } from '@backoffice/api-client';
import { LOG_PAGE_SIZE, PricingMessages, type CancellationPeriodLog, type ExchangeRateLog, type RateGainLog } from '@backoffice/contracts';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { CancellationPeriodLogPage } from './cancellation-period-log-page';
import { ExchangeRateHistoryPage } from './exchange-rate-history-page';
import { ExchangeRateLogPage } from './exchange-rate-log-page';
import { describeCron } from './cron';
import { RateGainLogPage } from './rate-gain-log-page';

jest.mock('@backoffice/api-client/bookings', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/bookings', [
    'listRateGainLogs', 'listCancellationPeriodLogs', 'listExchangeRateLogs', 'getExchangeRateHistory',
  ]),
);
const mocked = jest.mocked(api);

const render = (element: ReactElement, route = '/') => renderWithProviders(element, { route, shell: { user: fakeUser({ role: 'SuperAdmin' }) } });
const RANGE = '?from=2026-11-01&to=2026-11-30';
const cellsOf = (table: HTMLElement, row: number) => within(within(table).getAllByRole('row')[row] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);

const rateGain = (over: Partial<RateGainLog> = {}): RateGainLog => ({
  _id: 'l1',
  hotelId: { _id: 'h1', name: 'Harbour View' },
  startDay: '2026-11-02',
  endDay: '2026-11-15',
  // Sydney is UTC+11 in November.
  start: '2026-11-01T15:00:00.000Z',
  end: '2026-11-01T15:00:42.000Z',
  days: 14,
  ...over,
});

beforeEach(() => jest.resetAllMocks());

describe('RateGainLogPage', () => {
  it('shows the runs with days as DD/MM/YYYY and times in Sydney (named, not the viewer\'s zone), asking the range and the page', async () => {
    mocked.listRateGainLogs.mockResolvedValue({ data: [rateGain()], total: 1 });
    render(<RateGainLogPage />, `/logs/rate-gain${RANGE}`);
    const table = await screen.findByRole('table', { name: 'Rate gain log' });
    expect(cellsOf(table, 1)).toEqual(['Harbour View', '02/11/2026', '15/11/2026', '02/11/2026, 2:00:00 am AEDT', '02/11/2026, 2:00:42 am AEDT', '14']);
    expect(within(table).getByRole('link', { name: 'Harbour View' })).toHaveAttribute('href', `/editHotel/${rateGain().hotelId._id}`);
    expect(mocked.listRateGainLogs).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', page: 1, limit: LOG_PAGE_SIZE });
  });

  it('asks the last 30 days by default', async () => {
    mocked.listRateGainLogs.mockResolvedValue({ data: [], total: 0 });
    render(<RateGainLogPage />, '/logs/rate-gain');
    await screen.findByRole('table', { name: 'Rate gain log' });
    const { from, to } = mocked.listRateGainLogs.mock.calls[0]?.[0] ?? {};
    expect(to).toBe(new Date().toISOString().slice(0, 10));
    expect((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000).toBe(29);
  });

  it("says 'Sorry, no records found.' for an empty range", async () => {
    mocked.listRateGainLogs.mockResolvedValue({ data: [], total: 0 });
    render(<RateGainLogPage />, `/logs/rate-gain${RANGE}`);
    expect(await screen.findByText(PricingMessages.logs.empty)).toBeInTheDocument();
  });

  it('keeps a new range in the URL and goes back to page 1', async () => {
    mocked.listRateGainLogs.mockResolvedValue({ data: [rateGain()], total: 45 });
    const { user } = render(<RateGainLogPage />, `/logs/rate-gain${RANGE}&page=2`);
    await screen.findByRole('table', { name: 'Rate gain log' });
    expect(mocked.listRateGainLogs).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30', page: 2, limit: LOG_PAGE_SIZE });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '01/10/2026');
    await user.tab();
    await waitFor(() => expect(currentLocation()).toBe('/logs/rate-gain?from=2026-10-01&to=2026-11-30'));
    await waitFor(() => expect(mocked.listRateGainLogs).toHaveBeenLastCalledWith({ from: '2026-10-01', to: '2026-11-30', page: 1, limit: LOG_PAGE_SIZE }));
  });

  it('pages through the URL', async () => {
    mocked.listRateGainLogs.mockResolvedValue({ data: [rateGain()], total: 45 });
    const { user } = render(<RateGainLogPage />, `/logs/rate-gain${RANGE}`);
    await screen.findByRole('table', { name: 'Rate gain log' });
    await user.click(screen.getByRole('button', { name: /^(Go to )?page 2$/i }));
    await waitFor(() => expect(currentLocation()).toBe(`/logs/rate-gain${RANGE}&page=2`));
    await waitFor(() => expect(mocked.listRateGainLogs).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-30', page: 2, limit: LOG_PAGE_SIZE }));
  });

  it("shows the server's message with Retry when the call fails", async () => {
    mocked.listRateGainLogs.mockRejectedValueOnce(new ApiError(400, PricingMessages.logs.badRange)).mockResolvedValue({ data: [rateGain()], total: 1 });
    const { user } = render(<RateGainLogPage />, `/logs/rate-gain${RANGE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PricingMessages.logs.badRange);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Rate gain log' })).toHaveTextContent('Harbour View');
  });
});

const cancellation = (over: Partial<CancellationPeriodLog> = {}): CancellationPeriodLog => ({
  _id: 'c1',
  start: '2026-11-01T15:00:00.000Z',
  end: '2026-11-01T15:00:05.000Z',
  transferred: [
    { reservationId: 'r1', bookingNo: 100001, hotelId: 'h1', amount: 120_000, currency: 'AUD', transferId: 't1' },
    { reservationId: 'r2', bookingNo: 100002, hotelId: 'h1', amount: 3_450, currency: 'AUD', transferId: 't2' },
    { reservationId: 'r3', bookingNo: 100003, hotelId: 'h2', amount: 8_000, currency: 'NZD', transferId: 't3' },
  ],
  skipped: [{ reservationId: 'r4', bookingNo: 100004, reason: 'The hotel has no payment account' }],
  ...over,
});

describe('CancellationPeriodLogPage', () => {
  it('shows each run with its count and total per currency, and its reservations in Details', async () => {
    mocked.listCancellationPeriodLogs.mockResolvedValue({ data: [cancellation()], total: 1 });
    const { user } = render(<CancellationPeriodLogPage />, `/logs/cancellation-period${RANGE}`);
    const table = await screen.findByRole('table', { name: 'Cancellation period log' });
    expect(cellsOf(table, 1)).toEqual(['02/11/2026, 2:00:00 am AEDT', '02/11/2026, 2:00:05 am AEDT', '3', 'A$1,234.50NZ$80.00', '1', 'Details']);
    await user.click(within(table).getByRole('button', { name: 'Details of the run of 02/11/2026, 2:00:00 am AEDT' }));
    const drawer = await screen.findByRole('dialog', { name: 'Run of 02/11/2026, 2:00:00 am AEDT' });
    const transferred = within(drawer).getByRole('table', { name: 'Transferred reservations' });
    expect(within(transferred).getByRole('link', { name: '100001' })).toHaveAttribute('href', '/reservationDetails/r1');
    expect(cellsOf(transferred, 1)).toEqual(['100001', 'A$1,200.00', 'AUD']);
    expect(cellsOf(transferred, 3)).toEqual(['100003', 'NZ$80.00', 'NZD']);
    const skipped = within(drawer).getByRole('table', { name: 'Skipped reservations' });
    expect(cellsOf(skipped, 1)).toEqual(['100004', 'The hotel has no payment account']);
  });

  it("says 'Sorry, no records found.' when no run started in the range", async () => {
    mocked.listCancellationPeriodLogs.mockResolvedValue({ data: [], total: 0 });
    render(<CancellationPeriodLogPage />, `/logs/cancellation-period${RANGE}`);
    expect(await screen.findByText(PricingMessages.logs.empty)).toBeInTheDocument();
  });
});

const exchangeLog = (over: Partial<ExchangeRateLog> = {}): ExchangeRateLog => ({
  _id: 'e1',
  logType: 'ExchangeRateGainSuccess',
  status: 'Success',
  start: '2026-11-01T15:00:00.000Z',
  end: '2026-11-01T15:00:01.000Z',
  detail: '12 currencies updated',
  ...over,
});

describe('ExchangeRateLogPage', () => {
  it('marks each run Success or Fail', async () => {
    mocked.listExchangeRateLogs.mockResolvedValue({
      data: [exchangeLog(), exchangeLog({ _id: 'e2', logType: 'ExchangeRateGainFail', status: 'Fail', detail: 'The feed did not answer' })],
      total: 2,
    });
    render(<ExchangeRateLogPage />, `/logs/exchange-rate-gain${RANGE}`);
    const table = await screen.findByRole('table', { name: 'Exchange rate log' });
    expect(cellsOf(table, 1)).toEqual(['02/11/2026, 2:00:00 am AEDT', '02/11/2026, 2:00:01 am AEDT', 'Success', '12 currencies updated']);
    expect(cellsOf(table, 2)).toEqual(['02/11/2026, 2:00:00 am AEDT', '02/11/2026, 2:00:01 am AEDT', 'Fail', 'The feed did not answer']);
  });

  it("says 'Sorry, no records found.' for an empty range", async () => {
    mocked.listExchangeRateLogs.mockResolvedValue({ data: [], total: 0 });
    render(<ExchangeRateLogPage />, `/logs/exchange-rate-gain${RANGE}`);
    expect(await screen.findByText(PricingMessages.logs.empty)).toBeInTheDocument();
  });
});

describe('ExchangeRateHistoryPage', () => {
  const history = {
    data: [
      { date: '2026-11-02', rates: { NZD: 1.0912, USD: 0.6523 } },
      { date: '2026-11-01', rates: { USD: 0.65, NZD: 1.09 } },
    ],
    currencies: ['NZD', 'USD'],
    total: 2,
  };

  it('shows a column per currency, asks a page for the table and the whole range for the chart', async () => {
    mocked.getExchangeRateHistory.mockResolvedValue(history);
    const { user } = render(<ExchangeRateHistoryPage />, `/exchange-rate-history${RANGE}`);
    const table = await screen.findByRole('table', { name: 'Exchange rate history' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'NZD', 'USD']);
    expect(cellsOf(table, 1)).toEqual(['02/11/2026', '1.0912', '0.6523']);
    expect(cellsOf(table, 2)).toEqual(['01/11/2026', '1.09', '0.65']);
    expect(mocked.getExchangeRateHistory).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', page: 1, limit: LOG_PAGE_SIZE });
    expect(mocked.getExchangeRateHistory).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-30', page: 1, limit: 200 });

    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('NZD');
    expect(screen.getByRole('figure', { name: 'Exchange rate chart' })).toHaveTextContent('Australian dollar in NZD');
    await user.selectOptions(currency, 'USD');
    await waitFor(() => expect(currentLocation()).toBe(`/exchange-rate-history${RANGE}&currency=USD`));
    expect(screen.getByRole('figure', { name: 'Exchange rate chart' })).toHaveTextContent('Australian dollar in USD');
  });

  it("says 'Sorry, no records found.' and has nothing to chart for an empty range", async () => {
    mocked.getExchangeRateHistory.mockResolvedValue({ data: [], currencies: [], total: 0 });
    render(<ExchangeRateHistoryPage />, `/exchange-rate-history${RANGE}`);
    expect(await screen.findByText(PricingMessages.logs.empty)).toBeInTheDocument();
    expect(await screen.findByText('No rates to chart in this range.')).toBeInTheDocument();
  });
});

describe('describeCron', () => {
  it('puts the simple schedules in words and leaves the others', () => {
    expect(describeCron('* * * * *')).toBe('Every minute');
    expect(describeCron('*/5 * * * *')).toBe('Every 5 minutes');
    expect(describeCron('5 * * * *')).toBe('Hourly at :05');
    expect(describeCron('0 */6 * * *')).toBe('Every 6 hours at :00');
    expect(describeCron('30 2 * * *')).toBe('Daily at 02:30');
    expect(describeCron('0 2 * * 1')).toBeNull();
    expect(describeCron('0 2,14 * * *')).toBeNull();
    expect(describeCron('nonsense')).toBeNull();
  });
});
