import { Skeleton } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';

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

const Body = lazy(() => import('./bar-chart-body'));

/**
 * A bar chart (docs/areas/billing.md, "Property Chain reporting"): Chakra's charts over recharts, about 120 KB
 * gzip, loaded on first render only (a skeleton shows meanwhile), so that no other page, and never the login
 * page, carries them. Wrap it in a labelled figure: the chart has no accessible name of its own.
 *
 * @example
 * <BarChart data={rows.map((r) => ({ label: r.name, value: r.bookings }))} valueLabel="Bookings" />
 */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '18rem'} />}>
      <Body {...props} />
    </Suspense>
  );
}
