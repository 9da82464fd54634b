import { formatNumber } from '@backoffice/contracts/constants';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart as Bars, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarChartProps } from './bar-chart';

/**
 * The chart itself (its own chunk: @chakra-ui/charts and recharts load only when a page shows a chart). One bar
 * per item, labelled by `label`, valued by `value`.
 */
export default function BarChartBody({ data, valueLabel, formatValue, color = 'blue.solid', height = '18rem' }: BarChartProps) {
  const chart = useChart({ data: [...data], series: [{ name: 'value', color, label: valueLabel }] });
  const format = formatValue ?? ((v: number) => formatNumber(v));
  return (
    <Chart.Root h={height} w="100%" aspectRatio="auto" chart={chart}>
      <Bars responsive data={chart.data} accessibilityLayer>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} interval={0} angle={-30} textAnchor="end" height={70} />
        <YAxis axisLine={false} tickLine={false} tickFormatter={format} width={80} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip formatter={(v: number) => format(v)} />} />
        {chart.series.map((s) => (
          <Bar key={String(s.name)} isAnimationActive={false} dataKey={chart.key(s.name)} fill={chart.color(s.color)} />
        ))}
      </Bars>
    </Chart.Root>
  );
}
