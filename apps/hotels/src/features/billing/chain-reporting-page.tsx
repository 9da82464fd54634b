import { chartName, formatMinorDecimal, formatMoney, formatNumber, type ReportRow } from '@backoffice/contracts';
import { FilterSelect, ListToolbar, PageFrame, RecordLink, useListQuery } from '@backoffice/remote-kit';
import { BarChart, Card, SimpleGrid, Skeleton, Text, chakra } from '@backoffice/ui';
import { Suspense } from 'react';
import { useChainChoices } from '../chains/chain-choices';
import { useChainReporting } from './api';
import { ReportTable, reportTotals, useReportRange } from './report-table';

/** The bars of a chart: hotel names cut to 15 characters (docs/areas/billing.md, "Property Chain reporting"). */
export const chartBars = (rows: readonly ReportRow[], value: (r: ReportRow) => number) => rows.map((r) => ({ label: chartName(r.name), value: value(r) }));

/**
 * /reportingPropertyType (docs/areas/billing.md, "Property Chain reporting", "Links"): a chain selector (every chain
 * of the chains list: the listing filter's choices) and a date range (both in the URL), a link to the chain's hotels,
 * summary tiles, bookings and revenue by hotel as bar charts (libs/ui's lazy BarChart) and the report table of the
 * chain's hotels, each linking to its hotel.
 */
export function ChainReportingPage() {
  const { params, setQuery } = useListQuery();
  const chain = params.get('chain') ?? '';
  const setChain = (value: string) => setQuery({ chain: value }, { replace: true });
  const { from, to, picker } = useReportRange();
  const report = useChainReporting({ from, to, commission: chain });
  const chains = useChainChoices(chain || undefined);
  const chainLabel = chains.find((c) => c.value === chain)?.label ?? 'this chain';
  const rows = report.data ?? [];
  const totals = rows.length ? reportTotals(rows) : null;
  const currency = totals?.currency ?? null;
  // One currency: amounts with it; several: plain decimals (each hotel's own currency, as the chart's title says).
  const revenue = (minor: number) => (currency ? formatMoney(minor, currency) : formatMinorDecimal(minor));
  const tiles: [string, string][] = totals
    ? [
        ['Hotels', formatNumber(rows.length)],
        ['Bookings', formatNumber(totals.counts.bookings)],
        ['Total Revenue', currency ? formatMoney(totals.money.totalRevenue, currency) : '—'],
        ['Commission', currency ? formatMoney(totals.money.commission, currency) : '—'],
      ]
    : [];

  return (
    <PageFrame title="Property Chain Reporting">
      <ListToolbar>
        <FilterSelect
          label="Property Chain"
          minW="14rem"
          value={chain}
          onChange={(e) => setChain(e.target.value)}
          options={chains}
          emptyOption="Select a property chain"
        />
        {picker}
      </ListToolbar>
      {!chain ? (
        <Text color="fg.muted">Choose a property chain to see its hotels.</Text>
      ) : (
        <>
          <Text>
            <RecordLink record={{ type: 'chain', id: chain, name: chainLabel }} backLabel="Back to chain reporting">
              {`Every hotel of ${chainLabel}`}
            </RecordLink>
          </Text>
          {tiles.length > 0 && (
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" role="list" aria-label="Summary">
              {tiles.map(([label, value]) => (
                <Card.Root key={label} role="listitem" aria-label={label}>
                  <Card.Body>
                    <Text fontSize="sm" color="fg.muted">
                      {label}
                    </Text>
                    <Text fontSize="xl" fontWeight="semibold" whiteSpace="nowrap">
                      {value}
                    </Text>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
          {rows.length > 0 && (
            <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
              <chakra.figure aria-label="Bookings by hotel" m="0">
                <Text fontWeight="medium" mb="2">
                  Bookings by hotel
                </Text>
                <Suspense fallback={<Skeleton height="18rem" />}>
                  <BarChart data={chartBars(rows, (r) => r.bookings)} valueLabel="Bookings" />
                </Suspense>
              </chakra.figure>
              <chakra.figure aria-label="Revenue by hotel" m="0">
                <Text fontWeight="medium" mb="2">
                  Revenue by hotel {currency ? `(${currency})` : "(each hotel's own currency)"}
                </Text>
                <Suspense fallback={<Skeleton height="18rem" />}>
                  <BarChart data={chartBars(rows, (r) => r.totalRevenue)} valueLabel="Total Revenue" color="green.solid" formatValue={revenue} />
                </Suspense>
              </chakra.figure>
            </SimpleGrid>
          )}
          <ReportTable rows={report.data} query={report} listKey="chain-reporting" />
        </>
      )}
    </PageFrame>
  );
}
