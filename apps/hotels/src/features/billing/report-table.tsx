import { REPORTING_DEFAULT_DAYS, formatMoney, formatNumber, type ReportRow } from '@backoffice/contracts';
import { RecordLink, gridStatesOf, useUrlDateRange, type ListQueryState } from '@backoffice/remote-kit';
import { DataGrid, type DataGridColumn } from '@backoffice/ui';
import { DateRangeField, isoDateOf } from '@backoffice/ui/forms';
import type { ReactNode } from 'react';

/**
 * The totals of report rows: counts summed; money summed only when every row has the same currency (`currency`
 * null otherwise); `avgRate` the average over every confirmed booking (each hotel's rate weighted by its count).
 */
export function reportTotals(rows: readonly ReportRow[]): {
  counts: Record<'bookings' | 'confirmedBooking' | 'bookingsStay' | 'cancellation' | 'noShow', number>;
  currency: string | null;
  money: Record<'totalRevenue' | 'stayRevenue' | 'commission', number>;
  avgRate: number;
} {
  const sum = (k: keyof ReportRow) => rows.reduce((s, r) => s + (r[k] as number), 0);
  const currencies = new Set(rows.map((r) => r.currency));
  const confirmed = sum('confirmedBooking');
  return {
    counts: { bookings: sum('bookings'), confirmedBooking: sum('confirmedBooking'), bookingsStay: sum('bookingsStay'), cancellation: sum('cancellation'), noShow: sum('noShow') },
    currency: currencies.size === 1 ? [...currencies][0] : null,
    money: { totalRevenue: sum('totalRevenue'), stayRevenue: sum('stayRevenue'), commission: sum('commission') },
    avgRate: confirmed ? Math.round(rows.reduce((s, r) => s + r.avgRate * r.confirmedBooking, 0) / confirmed) : 0,
  };
}

/** The row shown last: the totals (its `_id` is 'totals'). */
const TOTALS_ID = 'totals';

/** `YYYY-MM-DD` of today plus `days`, on the viewer's calendar (libs/ui's isoDateOf). */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return isoDateOf(d);
}

/**
 * The range of a reporting page, kept in the URL (`?from=&to=`, default today to 7 days ahead: docs/areas/
 * billing.md, "Reporting") and edited with libs/ui's DateRangeField (dd/MM/yyyy whatever the browser's locale).
 */
export function useReportRange(): { from: string; to: string; picker: ReactNode } {
  const { from, to, control } = useUrlDateRange({ from: dayFromToday(0), to: dayFromToday(REPORTING_DEFAULT_DAYS) });
  return { from, to, picker: <DateRangeField control={control} name="range" label="From - To (dd/MM/yyyy)" /> };
}

/** A row of the report table: a hotel's, or the totals row (`totals` set). */
export type ReportTableRow = ReportRow & { totals?: ReturnType<typeof reportTotals> };

/** The report's rows with the totals row last (none for no rows); undefined while they load. */
export function withTotals(rows: readonly ReportRow[] | undefined): ReportTableRow[] | undefined {
  if (!rows) return undefined;
  if (!rows.length) return [];
  const totals = reportTotals(rows);
  return [...rows, { ...rows[0], _id: TOTALS_ID, name: 'Total', currency: totals.currency ?? '', ...totals.counts, ...totals.money, avgRate: totals.avgRate, totals }];
}

/**
 * The report table's columns (docs/areas/billing.md, "Reporting"): the hotel (a link to it), counts and money right-aligned, money in each
 * hotel's currency ('A$1,000.00', '฿1,288.00'), '—' in the totals row when the currencies differ; the commission
 * column on /reportingPropertyType. Stays, cancellations and no-shows give way first on a narrow screen.
 */
export function reportColumns(withCommission = false): DataGridColumn<ReportTableRow>[] {
  const cash = (r: ReportTableRow, key: 'totalRevenue' | 'stayRevenue' | 'commission' | 'avgRate') =>
    r.totals ? (r.totals.currency ? formatMoney(r[key], r.totals.currency) : '—') : formatMoney(r[key], r.currency);
  const count = (n: number) => formatNumber(n);
  return [
    {
      id: 'name',
      header: 'Hotel',
      kind: 'name',
      // A hotel's row links to the hotel (docs/areas/billing.md, "Links"); the totals row is text.
      cell: (r) => (r.totals ? r.name : <RecordLink record={{ type: 'hotel', id: r._id, name: r.name }} backLabel="Back to the report" />),
      cellStyle: { fontWeight: 'medium' },
    },
    { id: 'bookings', header: 'Bookings', kind: 'number', cell: (r) => count(r.bookings) },
    { id: 'confirmed', header: 'Confirmed', kind: 'number', cell: (r) => count(r.confirmedBooking) },
    { id: 'stays', header: 'Stays', kind: 'number', priority: 3, cell: (r) => count(r.bookingsStay) },
    { id: 'avgRate', header: 'Avg. Rate', kind: 'money', priority: 2, cell: (r) => cash(r, 'avgRate') },
    { id: 'totalRevenue', header: 'Total Revenue', kind: 'money', cell: (r) => cash(r, 'totalRevenue') },
    { id: 'stayRevenue', header: 'Stay Revenue', kind: 'money', priority: 2, cell: (r) => cash(r, 'stayRevenue') },
    ...(withCommission ? [{ id: 'commission', header: 'Commission', kind: 'money' as const, cell: (r: ReportTableRow) => cash(r, 'commission') }] : []),
    { id: 'cancellation', header: 'Cancellations', kind: 'number', priority: 3, cell: (r) => count(r.cancellation) },
    { id: 'noShow', header: 'No Shows', kind: 'number', priority: 3, cell: (r) => count(r.noShow) },
  ];
}

/** What the report's grid says while it loads, when it fails and when it is empty. */
export const REPORT_GRID_TEXTS = {
  label: 'Report',
  loadingLabel: 'Loading the report…',
  errorTitle: 'The report could not be loaded.',
  emptyText: 'No reservations start in this date range.',
} as const;

/**
 * The report table of /reportingPropertyType (docs/areas/billing.md, "Property Chain reporting"): a row per hotel
 * and a totals row, with the commission; its states come from the report's query. /reporting shows the same
 * columns through ListPage.
 */
export function ReportTable({ rows, query, listKey }: { rows: readonly ReportRow[] | undefined; query: ListQueryState; listKey: string }) {
  return (
    <DataGrid
      {...REPORT_GRID_TEXTS}
      {...gridStatesOf(query)}
      persistKey={listKey}
      columnToggle
      columns={reportColumns(true)}
      rows={withTotals(rows)}
      rowKey={(r) => r._id}
    />
  );
}
