import type { ExchangeRateLog } from '@backoffice/contracts';
import { Badge, type DataGridColumn } from '@backoffice/ui';
import { countExchangeRateLogs, useExchangeRateLogs } from './api';
import { LogScreen, logTime, useLogRange } from './log-screen';

/** The exchange rate log's columns: the run's times, Success (green) or Fail (red), and what it did. */
export const exchangeRateColumns: DataGridColumn<ExchangeRateLog>[] = [
  { id: 'start', header: 'Start', kind: 'date', priority: 1, cell: (r) => logTime(r.start) },
  { id: 'end', header: 'End', kind: 'date', priority: 3, cell: (r) => logTime(r.end) },
  {
    id: 'status',
    header: 'Status',
    nowrap: true,
    priority: 1,
    cell: (r) => <Badge colorPalette={r.status === 'Success' ? 'green' : 'red'}>{r.status}</Badge>,
  },
  { id: 'detail', header: 'Detail', priority: 2, cell: (r) => r.detail || '—' },
];

/**
 * /logs/exchange-rate-gain (docs/areas/pricing.md, "Logs"): the exchange-rate runs, newest first, each Success
 * or Fail, filtered by the days they started (`?from=&to=`) and paged (`?page=`).
 */
export function ExchangeRateLogPage() {
  const range = useLogRange();
  const logs = useExchangeRateLogs(range.query);
  return (
    <LogScreen title="Exchange Rate Log" listKey="exchange-rate-log" count={countExchangeRateLogs} label="Exchange rate log" noun="exchange rate logs" columns={exchangeRateColumns} range={range} result={logs} rowKey={(r) => r._id} />
  );
}
