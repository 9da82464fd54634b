import { lazy } from 'react';

/** Props of {@link BarChart}. */
export interface BarChartProps {
  /** The bars, in order: `label` on the axis (cut it to size before), `value` its height. */
  data: readonly { label: string; value: number }[];
  /** The value's name in the tooltip (e.g. 'Bookings'). */
  valueLabel: string;
  /** How values show on the axis and in the tooltip (default: grouped digits). */
  formatValue?: (value: number) => string;
  /** A Chakra color token of the bars (default 'blue.solid'). */
  color?: string;
  /** The chart's height (default '18rem'). */
  height?: string;
}

/**
 * A bar chart (docs/areas/billing.md, "Property Chain reporting"): Chakra's charts over recharts, about 120 KB
 * gzip in a chunk of their own, loaded on first render, so that no other page, and never the login page, carries
 * them. A lazy component: render it inside a `Suspense` (its fallback shows while the chunk loads); wrap it in a
 * labelled figure, the chart has no accessible name of its own.
 *
 * @example
 * <Suspense fallback={<Skeleton height="18rem" />}>
 *   <BarChart data={rows.map((r) => ({ label: r.name, value: r.bookings }))} valueLabel="Bookings" />
 * </Suspense>
 */
export const BarChart = lazy(() => import('./bar-chart-body'));
