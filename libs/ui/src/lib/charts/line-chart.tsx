import { lazy } from 'react';

/** Props of {@link LineChart}. */
export interface LineChartProps {
  /** The points, in order along the axis: `label` on the axis (e.g. a day), `value` its height. */
  data: readonly { label: string; value: number }[];
  /** The value's name in the tooltip (e.g. 'USD'). */
  valueLabel: string;
  /** How values show on the axis and in the tooltip (default: grouped digits). */
  formatValue?: (value: number) => string;
  /** A Chakra color token of the line (default 'blue.solid'). */
  color?: string;
  /** The chart's height (default '18rem'). */
  height?: string;
}

/**
 * A line chart of one series over an ordered axis (docs/areas/pricing.md, "Logs": the exchange rate history):
 * Chakra's charts over recharts in a chunk of their own, loaded on first render like the BarChart's, so that
 * no other page, and never the login page, carries them. A lazy component: render it inside a `Suspense`; wrap
 * it in a labelled figure, the chart has no accessible name of its own.
 *
 * @example
 * <Suspense fallback={<Skeleton height="18rem" />}>
 *   <LineChart data={days.map((d) => ({ label: d.date, value: d.rates.USD }))} valueLabel="USD" />
 * </Suspense>
 */
export const LineChart = lazy(() => import('./line-chart-body'));
