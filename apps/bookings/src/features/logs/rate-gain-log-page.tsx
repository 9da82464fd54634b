import { dayText, type RateGainLog } from '@backoffice/contracts';
import type { DataGridColumn } from '@backoffice/ui';
import { useRateGainLogs } from './api';
import { instant } from './format';
import { LogScreen, useLogRange } from './log-screen';

/** The rate gain log's columns: the hotel, the days whose market rates the run fetched, the run's times. */
export const rateGainColumns: DataGridColumn<RateGainLog>[] = [
  { id: 'hotel', header: 'Hotel', cell: (r) => r.hotelId.name },
  { id: 'startDay', header: 'Start Day', nowrap: true, cell: (r) => dayText(r.startDay) },
  { id: 'endDay', header: 'End Day', nowrap: true, cell: (r) => dayText(r.endDay) },
  { id: 'start', header: 'Start', nowrap: true, cell: (r) => instant(r.start) },
  { id: 'end', header: 'End', nowrap: true, cell: (r) => instant(r.end) },
  { id: 'days', header: 'Days', nowrap: true, cell: (r) => r.days },
];

/**
 * /logs/rate-gain (docs/areas/pricing.md, "Logs"): the market-rate runs per hotel, newest first, filtered by
 * the days they started (`?from=&to=`) and paged (`?page=`).
 */
export function RateGainLogPage() {
  const range = useLogRange();
  const logs = useRateGainLogs(range.query);
  return <LogScreen title="Rate Gain Log" label="Rate gain log" noun="rate gain logs" columns={rateGainColumns} range={range} result={logs} rowKey={(r) => r._id} />;
}
