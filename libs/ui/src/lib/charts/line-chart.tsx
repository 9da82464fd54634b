import { lazy } from 'react';
import type { SeriesChartProps } from './series-chart-props';

/** Props of {@link LineChart}: those of a one-series chart. */
export interface LineChartProps extends Omit<SeriesChartProps, 'color'> {
  /** A Chakra color token of the line (default 'blue.solid'). */
  color?: string;
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
