import { formatDay, formatNumber, type ExchangeRateDay } from '@backoffice/contracts';
import { FilterSelect, QueryGate, useListQuery } from '@backoffice/remote-kit';
import { HStack, LineChart, Skeleton, Text, chakra, type DataGridColumn } from '@backoffice/ui';
import { Suspense, useMemo } from 'react';
import { countExchangeRateHistory, useExchangeRateHistory } from './api';
import { LogScreen, useLogRange } from './log-screen';

/** The most days one call answers (the contract's largest limit): the chart asks the whole range at once. */
export const CHART_DAYS = 200;

/** A rate for the screen through the format module: up to 4 decimals (e.g. 0.6523 US dollars, 98.12 yen per Australian dollar). */
export const rate = (value: number | undefined) => formatNumber(value, { maxDigits: 4 });

/** The table's columns: the day, then one per currency of the range (right-aligned figures). */
export const historyColumns = (currencies: readonly string[]): DataGridColumn<ExchangeRateDay>[] => [
  { id: 'date', header: 'Date', kind: 'date', priority: 1, cell: (r) => formatDay(r.date) },
  ...currencies.map((c): DataGridColumn<ExchangeRateDay> => ({ id: `rate-${c}`, header: c, kind: 'number', cell: (r) => rate(r.rates[c]) })),
];

/** The chart's points: the days of the range in order with the currency's rate (days without it left out). */
export const chartPoints = (days: readonly ExchangeRateDay[], currency: string) =>
  [...days]
    .filter((d) => typeof d.rates[currency] === 'number')
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => ({ label: formatDay(d.date), value: d.rates[currency] as number }));

/** `?currency=`, the chart's currency, which a saved view keeps besides the range. */
const CURRENCY_VIEW_PARAM: readonly string[] = ['currency'];

/**
 * /exchange-rate-history (docs/areas/pricing.md, "Logs"): the rates of each day (units of each currency per
 * Australian dollar), a column per currency, filtered by day (`?from=&to=`) and paged (`?page=`), and a line
 * chart of one currency (`?currency=`) over the whole range (at most {@link CHART_DAYS} days).
 */
export function ExchangeRateHistoryPage() {
  const range = useLogRange();
  const { params, setQuery } = useListQuery();
  const table = useExchangeRateHistory(range.query);
  const whole = useExchangeRateHistory({ from: range.query.from, to: range.query.to, page: 1, limit: CHART_DAYS });
  const currencies = whole.data?.currencies ?? table.data?.currencies ?? [];
  const asked = params.get('currency') ?? '';
  const currency = currencies.includes(asked) ? asked : (currencies[0] ?? '');
  const columns = useMemo(() => historyColumns(table.data?.currencies ?? []), [table.data?.currencies]);
  const points = useMemo(() => (whole.data && currency ? chartPoints(whole.data.data, currency) : []), [whole.data, currency]);

  return (
    <LogScreen title="Exchange Rate History" listKey="exchange-rate-history" count={countExchangeRateHistory} moreViewParams={CURRENCY_VIEW_PARAM} label="Exchange rate history" noun="exchange rates" note="Units of each currency per Australian dollar, by UTC day." columns={columns} range={range} result={table} rowKey={(r) => r.date}>
      <chakra.figure aria-label="Exchange rate chart" m="0">
        <HStack justify="space-between" align="end" wrap="wrap" gap="3" mb="2">
          <Text fontWeight="medium">{currency ? `Australian dollar in ${currency}` : 'Exchange rate'}</Text>
          <FilterSelect
            label="Currency"
            minW="8rem"
            value={currency}
            onChange={(e) => setQuery({ currency: e.target.value }, { replace: true })}
            options={currencies.map((c) => ({ value: c, label: c }))}
            disabled={!currencies.length}
          />
        </HStack>
        <QueryGate query={whole} noun="chart">
          {(answer) =>
            points.length ? (
              <>
                <Suspense fallback={<Skeleton height="18rem" />}>
                  <LineChart data={points} valueLabel={currency} formatValue={rate} />
                </Suspense>
                {answer.total > CHART_DAYS ? (
                  <Text fontSize="sm" color="fg.muted">
                    The chart shows {CHART_DAYS} of the {answer.total} days of this range: choose a shorter range to see them all.
                  </Text>
                ) : null}
              </>
            ) : (
              <Text color="fg.muted">No rates to chart in this range.</Text>
            )
          }
        </QueryGate>
      </chakra.figure>
    </LogScreen>
  );
}
