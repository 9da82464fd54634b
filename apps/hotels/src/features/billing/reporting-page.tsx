import { ListPage, ListToolbar, openBlob } from '@backoffice/remote-kit';
import { Button } from '@backoffice/ui';
import { useReporting } from './api';
import { reportCsv } from './report-csv';
import { REPORT_GRID_TEXTS, reportColumns, useReportRange, withTotals } from './report-table';

/** The URL keys the list reads besides page/sort/order: its range. */
const RANGE_VIEW_PARAMS: readonly string[] = ['from', 'to'];

/**
 * /reporting (docs/areas/billing.md, "Reporting"): from and to (default today to 7 days ahead, kept in the URL),
 * a row per hotel computed by the database with a totals row, and an export of the rows as CSV.
 */
export function ReportingPage() {
  const { from, to, picker } = useReportRange();
  const report = useReporting({ from, to });
  const exportCsv = () => {
    if (report.data) openBlob(new Blob([reportCsv(report.data)], { type: 'text/csv' }), `report-${from}-${to}.csv`);
  };
  return (
    <ListPage
      title="Reporting"
      actions={
        <Button size="sm" variant="outline" disabled={!report.data?.length} onClick={exportCsv}>
          Export
        </Button>
      }
      filters={<ListToolbar>{picker}</ListToolbar>}
      query={report}
      listKey="reporting"
      // Its range (docs/areas/platform.md, "Saved views"); no live count: each view's count would compute the whole report of its range.
      viewParams={RANGE_VIEW_PARAMS}
      columnToggle
      {...REPORT_GRID_TEXTS}
      columns={reportColumns()}
      rows={withTotals(report.data)}
      rowKey={(r) => r._id}
    />
  );
}
