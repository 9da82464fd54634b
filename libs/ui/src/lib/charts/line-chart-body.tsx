import { formatNumber } from '@backoffice/contracts/constants';
import { Chart, useChart } from '@chakra-ui/charts';
import { CartesianGrid, Line, LineChart as Lines, Tooltip, XAxis, YAxis } from 'recharts';
import type { LineChartProps } from './line-chart';

/**
 * The chart itself (its own chunk: @chakra-ui/charts and recharts load only when a page shows a chart). One point
 * per item, labelled by `label`, valued by `value`, joined by a line.
 */
export default function LineChartBody({ data, valueLabel, formatValue, color = 'blue.solid', height = '18rem' }: LineChartProps) {
  const chart = useChart({ data: [...data], series: [{ name: 'value', color, label: valueLabel }] });
  const format = formatValue ?? ((v: number) => formatNumber(v));
  return (
    <Chart.Root h={height} w="100%" aspectRatio="auto" chart={chart}>
      <Lines responsive data={chart.data} accessibilityLayer margin={{ left: 8, right: 16 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis axisLine={false} tickLine={false} dataKey={chart.key('label')} minTickGap={16} />
        <YAxis axisLine={false} tickLine={false} tickFormatter={format} width={80} domain={['auto', 'auto']} />
        <Tooltip animationDuration={100} cursor={{ stroke: chart.color('border') }} content={<Chart.Tooltip formatter={(v: number) => format(v)} />} />
        {chart.series.map((s) => (
          <Line
            key={String(s.name)}
            type="monotone"
            isAnimationActive={false}
            dataKey={chart.key(s.name)}
            stroke={chart.color(s.color)}
            strokeWidth={2}
            dot={data.length <= 31}
          />
        ))}
      </Lines>
    </Chart.Root>
  );
}
