import { lazy } from 'react';
import type { SeriesChartProps } from './series-chart-props';

/** Props of {@link BarChart}: those of a one-series chart. */
export interface BarChartProps extends Omit<SeriesChartProps, 'color'> {
  /** A Chakra color token of the bars (default 'blue.solid'). */
  color?: string;
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
