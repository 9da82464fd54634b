import { REPORTING_DEFAULT_DAYS, type ReportRow } from '@backoffice/contracts';
import { errorMessage, useUrlDateRange } from '@backoffice/remote-kit';
import { DataGrid, type DataGridColumn } from '@backoffice/ui';
import { DateRangeField } from '@backoffice/ui/forms';
import type { ReactNode } from 'react';
import { dayFromToday, money } from './format';

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

/**
 * The range of a reporting page, kept in the URL (`?from=&to=`, default today to 7 days ahead: docs/areas/
 * billing.md, "Reporting") and edited with libs/ui's DateRangeField.
 */
export function useReportRange(): { from: string; to: string; picker: ReactNode } {
  const { from, to, control } = useUrlDateRange({ from: dayFromToday(0), to: dayFromToday(REPORTING_DEFAULT_DAYS) });
  return { from, to, picker: <DateRangeField control={control} name="range" label="From - To (dd/MM/yyyy)" /> };
}

type Shown = ReportRow & { totals?: ReturnType<typeof reportTotals> };

/**
 * The report table of /reporting and /reportingPropertyType (docs/areas/billing.md, "Reporting"): a row per hotel
 * and a totals row; money in each hotel's currency, '—' in the totals when the currencies differ.
 */
export function ReportTable({ rows, loading, error, onRetry, toolbar, withCommission = false }: {
  rows: readonly ReportRow[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  toolbar?: ReactNode;
  withCommission?: boolean;
}) {
  const totals = rows && rows.length ? reportTotals(rows) : null;
  const shown: Shown[] | undefined = rows && totals
    ? [...rows, { ...rows[0], _id: TOTALS_ID, name: 'Total', currency: totals.currency ?? '', ...totals.counts, ...totals.money, avgRate: totals.avgRate, totals }]
    : rows ? [...rows] : undefined;
  const cash = (r: Shown, key: 'totalRevenue' | 'stayRevenue' | 'commission' | 'avgRate') =>
    r.totals ? (r.totals.currency ? money(r[key], r.totals.currency) : '—') : money(r[key], r.currency);
  const columns: DataGridColumn<Shown>[] = [
    { id: 'name', header: 'Hotel', cell: (r) => r.name, cellStyle: { fontWeight: 'medium' } },
    { id: 'bookings', header: 'Bookings', nowrap: true, cell: (r) => r.bookings },
    { id: 'confirmed', header: 'Confirmed', nowrap: true, cell: (r) => r.confirmedBooking },
    { id: 'stays', header: 'Stays', nowrap: true, cell: (r) => r.bookingsStay },
    { id: 'avgRate', header: 'Avg. Rate', nowrap: true, cell: (r) => cash(r, 'avgRate') },
    { id: 'totalRevenue', header: 'Total Revenue', nowrap: true, cell: (r) => cash(r, 'totalRevenue') },
    { id: 'stayRevenue', header: 'Stay Revenue', nowrap: true, cell: (r) => cash(r, 'stayRevenue') },
    ...(withCommission ? [{ id: 'commission', header: 'Commission', nowrap: true, cell: (r: Shown) => cash(r, 'commission') }] : []),
    { id: 'cancellation', header: 'Cancellations', nowrap: true, cell: (r) => r.cancellation },
    { id: 'noShow', header: 'No Shows', nowrap: true, cell: (r) => r.noShow },
  ];
  return (
    <DataGrid
      label="Report"
      columns={columns}
      rows={shown}
      rowKey={(r) => r._id}
      loading={loading}
      loadingLabel="Loading the report…"
      error={error ? errorMessage(error) : null}
      errorTitle="The report could not be loaded."
      onRetry={onRetry}
      emptyText="No reservations start in this date range."
      toolbar={toolbar}
    />
  );
}
