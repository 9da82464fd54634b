import type { ExchangeRateLog } from '@backoffice/contracts';
import { Badge, type DataGridColumn } from '@backoffice/ui';
import { useExchangeRateLogs } from './api';
import { instant } from './format';
import { LogScreen, useLogRange } from './log-screen';

/** The exchange rate log's columns: the run's times, Success (green) or Fail (red), and what it did. */
export const exchangeRateColumns: DataGridColumn<ExchangeRateLog>[] = [
  { id: 'start', header: 'Start', nowrap: true, cell: (r) => instant(r.start) },
  { id: 'end', header: 'End', nowrap: true, cell: (r) => instant(r.end) },
  {
    id: 'status',
    header: 'Status',
    nowrap: true,
    cell: (r) => <Badge colorPalette={r.status === 'Success' ? 'green' : 'red'}>{r.status}</Badge>,
  },
  { id: 'detail', header: 'Detail', cell: (r) => r.detail || '—' },
];

/**
 * /logs/exchange-rate-gain (docs/areas/pricing.md, "Logs"): the exchange-rate runs, newest first, each Success
 * or Fail, filtered by the days they started (`?from=&to=`) and paged (`?page=`).
 */
export function ExchangeRateLogPage() {
  const range = useLogRange();
  const logs = useExchangeRateLogs(range.query);
  return (
    <LogScreen title="Exchange Rate Log" label="Exchange rate log" noun="exchange rate logs" columns={exchangeRateColumns} range={range} result={logs} rowKey={(r) => r._id} />
  );
}
