import { formatDay, type RateGainLog } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { countRateGainLogs, useRateGainLogs } from './api';
import { LogScreen, logTime, useLogRange } from './log-screen';

/** The rate gain log's columns: the hotel (a link to it), the days whose market rates the run fetched, the run's times. */
export const rateGainColumns: DataGridColumn<RateGainLog>[] = [
  {
    id: 'hotel',
    header: 'Hotel',
    kind: 'name',
    priority: 1,
    cell: (r) => <RecordLink record={{ type: 'hotel', id: r.hotelId._id, name: r.hotelId.name }} backLabel="Back to the rate gain log" />,
  },
  { id: 'startDay', header: 'Start Day', kind: 'date', priority: 2, cell: (r) => formatDay(r.startDay) },
  { id: 'endDay', header: 'End Day', kind: 'date', priority: 2, cell: (r) => formatDay(r.endDay) },
  { id: 'start', header: 'Start', kind: 'date', priority: 1, cell: (r) => logTime(r.start) },
  { id: 'end', header: 'End', kind: 'date', priority: 3, cell: (r) => logTime(r.end) },
  { id: 'days', header: 'Days', kind: 'number', priority: 3, cell: (r) => r.days },
];

/**
 * /logs/rate-gain (docs/areas/pricing.md, "Logs"): the market-rate runs per hotel, newest first, filtered by
 * the days they started (`?from=&to=`) and paged (`?page=`).
 */
export function RateGainLogPage() {
  const range = useLogRange();
  const logs = useRateGainLogs(range.query);
  return <LogScreen title="Rate Gain Log" listKey="rate-gain-log" count={countRateGainLogs} label="Rate gain log" noun="rate gain logs" columns={rateGainColumns} range={range} result={logs} rowKey={(r) => r._id} />;
}
