import { formatMoney } from '@backoffice/contracts/constants';
import type { CancellationPeriodLog } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { Button, Heading, Stack, Table, Text, type DataGridColumn } from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { countCancellationPeriodLogs, useCancellationPeriodLogs } from './api';
import { LogScreen, logTime, useLogRange } from './log-screen';
import { SideDrawer } from './side-drawer';

/** What a run transferred per currency, e.g. ['A$1,234.50', 'NZ$80.00'] (currencies in order, minor units summed). */
export function totalsByCurrency(log: Pick<CancellationPeriodLog, 'transferred'>): string[] {
  const sums = new Map<string, number>();
  for (const t of log.transferred) sums.set(t.currency, (sums.get(t.currency) ?? 0) + t.amount);
  return [...sums].sort((a, b) => a[0].localeCompare(b[0])).map(([currency, minor]) => formatMoney(minor, currency));
}

const columns = (onDetails: (log: CancellationPeriodLog) => void): DataGridColumn<CancellationPeriodLog>[] => [
  { id: 'start', header: 'Start', kind: 'date', priority: 1, cell: (r) => logTime(r.start) },
  { id: 'end', header: 'End', kind: 'date', priority: 3, cell: (r) => logTime(r.end) },
  { id: 'transferred', header: 'Transferred Reservations', kind: 'number', minWidth: '7rem', priority: 2, cell: (r) => r.transferred.length },
  {
    id: 'total',
    header: 'Total',
    kind: 'money',
    cell: (r) => {
      const totals = totalsByCurrency(r);
      return totals.length ? totals.map((t) => <Text key={t}>{t}</Text>) : '—';
    },
  },
  { id: 'skipped', header: 'Skipped', kind: 'number', priority: 2, cell: (r) => r.skipped.length },
  {
    id: 'details',
    header: 'Details',
    pin: 'end',
    width: '7rem',
    cell: (r) => (
      <Button size="xs" variant="outline" onClick={() => onDetails(r)} aria-label={`Details of the run of ${logTime(r.start)}`}>
        Details
      </Button>
    ),
  },
];

const bookingLink = (reservationId: string, bookingNo: number) => (
  <RecordLink record={{ type: 'reservation', id: reservationId }} backLabel="Back to the cancellation period log">
    {bookingNo}
  </RecordLink>
);

/** One column of a run's reservations table: its header, its cell, and whether it is a right-aligned amount. */
type RunColumn<T> = { header: string; amount?: boolean; cell(item: T): ReactNode };

/** One list of a run's reservations (its heading names the table), or the sentence that says it is empty. */
function RunReservations<T extends { reservationId: string }>({
  title,
  empty,
  items,
  keyOf,
  columns,
}: {
  title: string;
  empty: string;
  items: T[];
  keyOf(item: T): string;
  columns: RunColumn<T>[];
}) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {items.length ? (
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.header} textAlign={c.amount ? 'end' : undefined}>
                  {c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={keyOf(item)}>
                {columns.map((c) => (
                  <Table.Cell key={c.header} textAlign={c.amount ? 'end' : undefined} whiteSpace={c.amount ? 'nowrap' : undefined}>
                    {c.cell(item)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text color="fg.muted">{empty}</Text>
      )}
    </Stack>
  );
}

type Transferred = CancellationPeriodLog['transferred'][number];
type Skipped = CancellationPeriodLog['skipped'][number];

const bookingColumn = { header: 'Booking No.', cell: (r: { reservationId: string; bookingNo: number }) => bookingLink(r.reservationId, r.bookingNo) };

/**
 * The reservations one run transferred (booking number, amount in its currency, the currency's code) and those it
 * skipped with the reason; each booking number opens the reservation, with the way back to this log.
 */
export function CancellationRunDetails({ log }: { log: CancellationPeriodLog }) {
  return (
    <Stack gap="6">
      <RunReservations<Transferred>
        title="Transferred reservations"
        empty="No reservation was transferred."
        items={log.transferred}
        keyOf={(t) => t.transferId}
        columns={[bookingColumn, { header: 'Amount', amount: true, cell: (t) => formatMoney(t.amount, t.currency) }, { header: 'Currency', cell: (t) => t.currency.toUpperCase() }]}
      />
      <RunReservations<Skipped>
        title="Skipped reservations"
        empty="No reservation was skipped."
        items={log.skipped}
        keyOf={(s) => s.reservationId}
        columns={[bookingColumn, { header: 'Reason', cell: (s) => s.reason }]}
      />
    </Stack>
  );
}

/**
 * /logs/cancellation-period (docs/areas/pricing.md, "Logs"): the funds-transfer runs (funds move to the hotel
 * 24 hours before check-in), newest first, with how many reservations each transferred and the total per
 * currency; Details lists the reservations (linking to them) and those skipped with the reason. Filtered by
 * the days the runs started (`?from=&to=`) and paged (`?page=`).
 */
export function CancellationPeriodLogPage() {
  const range = useLogRange();
  const logs = useCancellationPeriodLogs(range.query);
  // The run stays set while the drawer closes, so that its content does not vanish during the animation.
  const [shown, setShown] = useState<CancellationPeriodLog | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <LogScreen
        title="Cancellation Period Log"
        listKey="cancellation-period-log"
        count={countCancellationPeriodLogs}
        label="Cancellation period log"
        noun="cancellation period logs"
        columns={columns((log) => {
          setShown(log);
          setOpen(true);
        })}
        range={range}
        result={logs}
        rowKey={(r) => r._id}
      />
      <SideDrawer open={open} title={shown ? `Run of ${logTime(shown.start)}` : ''} onClose={() => setOpen(false)}>
        {shown ? <CancellationRunDetails log={shown} /> : null}
      </SideDrawer>
    </>
  );
}
