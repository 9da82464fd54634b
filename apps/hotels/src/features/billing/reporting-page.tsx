import { openBlob } from '@backoffice/remote-kit';
import { Box, Button, Heading, HStack, Stack } from '@backoffice/ui';
import { useReporting } from './api';
import { reportCsv } from './report-csv';
import { ReportTable, useReportRange } from './report-table';

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
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Reporting
        </Heading>
        <ReportTable
          rows={report.data}
          loading={report.isPending}
          error={report.isError ? report.error : null}
          onRetry={() => void report.refetch()}
          toolbar={
            <HStack align="end" gap="4" wrap="wrap">
              {picker}
              <Button size="sm" variant="outline" disabled={!report.data?.length} onClick={exportCsv}>
                Export
              </Button>
            </HStack>
          }
        />
      </Stack>
    </Box>
  );
}
