/**
 * The props of a chart of one series over an ordered axis, shared by `BarChart` and `LineChart` (docs/areas/billing.md,
 * "Property Chain reporting"; docs/areas/pricing.md, "Logs"). Internal: each chart exports its own props type.
 */
export interface SeriesChartProps {
  /** The bars or points, in order along the axis: `label` on the axis (e.g. a day; cut it to size before), `value` its height. */
  data: readonly { label: string; value: number }[];
  /** The value's name in the tooltip (e.g. 'Bookings', 'USD'). */
  valueLabel: string;
  /** How values show on the axis and in the tooltip (default: grouped digits). */
  formatValue?: (value: number) => string;
  /** A Chakra color token of the series (default 'blue.solid'). */
  color?: string;
  /** The chart's height (default '18rem'). */
  height?: string;
}
