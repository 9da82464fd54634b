import {
  formatDay,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  type BusinessFigures,
  type PeriodFigures,
} from '@backoffice/contracts';
import { BarChart, Button, Card, HStack, Heading, SimpleGrid, Skeleton, Stack, Table, Text, chakra } from '@backoffice/ui';
import { DateRangeField, type DateRange } from '@backoffice/ui/forms';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { DashboardLink } from './dashboard-link';
import { DASHBOARD_PRESETS, lastDays } from './dashboard-range';

/** A period as people read it: '06/11/2026 – 05/12/2026'. */
const periodText = (p: { from: string; to: string }) => `${formatDay(p.from)} – ${formatDay(p.to)}`;

/** One row of the figures table: its name and how a period's figures write it. */
interface FigureRow {
  label: string;
  value: (p: PeriodFigures) => string;
}

/** The rows of "The business": counts, amounts in `currency`, rates in percent and the stays by slot. */
function figureRows(currency: string, slots: number[]): FigureRow[] {
  return [
    { label: 'Bookings', value: (p) => formatNumber(p.bookings) },
    { label: 'Revenue', value: (p) => formatMoney(p.revenueMinor, currency) },
    { label: 'Commission', value: (p) => formatMoney(p.commissionMinor, currency) },
    { label: 'Cancellation rate', value: (p) => formatPercent(p.cancellationRate, { digits: 1 }) },
    { label: 'No-show rate', value: (p) => formatPercent(p.noShowRate, { digits: 1 }) },
    ...slots.map((hours) => ({
      label: `${hours}-hour stays`,
      value: (p: PeriodFigures) => {
        const slot = p.bySlot.find((s) => s.hours === hours);
        if (!slot) return formatNumber(0);
        return slot.averageMinutes === null
          ? formatNumber(slot.bookings)
          : `${formatNumber(slot.bookings)} (average ${formatDuration(slot.averageMinutes)})`;
      },
    })),
  ];
}

/** The slot lengths the figures name (3, 6 and 12 h, or whatever the API answers), in order. */
function slotsOf(figures: BusinessFigures): number[] {
  return [...new Set([...figures.current.bySlot, ...figures.previous.bySlot].map((s) => s.hours))].sort((a, b) => a - b);
}

/**
 * The business range's picker: presets (the last 7, 30 or 90 days up to `today`) and a From/To range, both kept in
 * the URL by `onChange` (a complete range whose end is not before its start).
 */
export function RangePicker({ from, to, today, onChange }: { from: string; to: string; today: string; onChange: (range: DateRange) => void }) {
  const { control, watch } = useForm<{ range: DateRange }>({ values: { range: { from, to } } });
  useEffect(() => {
    const sub = watch(({ range }) => {
      if (!range?.from || !range.to || range.to < range.from) return;
      if (range.from === from && range.to === to) return;
      onChange({ from: range.from, to: range.to });
    });
    return () => sub.unsubscribe();
  }, [watch, onChange, from, to]);
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Range presets">
        {DASHBOARD_PRESETS.map((days) => {
          const preset = lastDays(today, days);
          const pressed = preset.from === from && preset.to === to;
          return (
            <Button key={days} size="sm" variant={pressed ? 'solid' : 'outline'} aria-pressed={pressed} onClick={() => onChange(preset)}>
              Last {days} days
            </Button>
          );
        })}
      </HStack>
      <DateRangeField control={control} name="range" label="Range" />
    </Stack>
  );
}

/** A ranked list (top hotels or chains): name as a link, bookings and revenue. */
function TopList({ title, rows, link, currency }: { title: string; rows: BusinessFigures['topHotels']; link: (r: BusinessFigures['topHotels'][number]) => ReactNode; currency: string }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Heading as="h3" size="sm" mb="2" id={`dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`}>
          {title}
        </Heading>
        {rows.length === 0 ? (
          <Text color="fg.muted">No bookings in this range.</Text>
        ) : (
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Bookings</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{link(r)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(r.bookings)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoney(r.revenueMinor, currency)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * "The business" for the chosen range (docs/areas/dashboard.md, "The page"): each figure beside the previous period
 * of the same length, amounts in the console's currency (converted at the stored rates of `rateDate`), the top
 * hotels and chains as links to their pages (recordPath), and bookings per day as a bar chart (libs/ui's lazy
 * BarChart: recharts arrives with the first chart, not with the console).
 */
export function BusinessSection({
  figures,
  answered,
  picker,
  refreshing,
}: {
  figures: BusinessFigures | undefined;
  /** False while the first answer is on its way or after it failed: the picker alone (a bad range can be left). */
  answered: boolean;
  picker: ReactNode;
  refreshing: boolean;
}) {
  return (
    <Stack as="section" aria-labelledby="dashboard-business" gap="4" aria-busy={refreshing}>
      <Heading as="h2" size="lg" id="dashboard-business">
        The business
      </Heading>
      {picker}
      {figures ? <Figures figures={figures} /> : answered ? <Text color="fg.muted">No figures for this range.</Text> : null}
    </Stack>
  );
}

function Figures({ figures }: { figures: BusinessFigures }) {
  const { current, previous, currency } = figures;
  const rows = figureRows(currency, slotsOf(figures));
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        Amounts in {currency}.{figures.rateDate ? ` Rates of ${formatDay(figures.rateDate)}.` : ''}
      </Text>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Figures">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Figure</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">This range ({periodText(current)})</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Previous period ({periodText(previous)})</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.label}>
                <Table.Cell as="th" scope="row" fontWeight="medium">
                  {r.label}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {r.value(current)}
                </Table.Cell>
                <Table.Cell textAlign="end" color="fg.muted">
                  {r.value(previous)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <chakra.figure aria-label="Bookings per day" m="0">
        <Text fontWeight="medium" mb="2">
          Bookings per day
        </Text>
        <Suspense fallback={<Skeleton height="18rem" />}>
          <BarChart data={figures.trend.map((d) => ({ label: formatDay(d.day), value: d.bookings }))} valueLabel="Bookings" />
        </Suspense>
      </chakra.figure>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TopList
          title="Top hotels"
          rows={figures.topHotels}
          currency={currency}
          link={(r) => <DashboardLink record={{ type: 'hotel', id: r.id, name: r.name }} />}
        />
        <TopList
          title="Top chains"
          rows={figures.topChains}
          currency={currency}
          link={(r) => <DashboardLink record={{ type: 'chain', id: r.id, name: r.name }} />}
        />
      </SimpleGrid>
    </>
  );
}
