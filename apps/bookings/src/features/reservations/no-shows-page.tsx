import { BookingsMessages, NO_SHOW_DEFAULT_DAYS, type NoShowItem } from '@backoffice/contracts';
import { errorMessage, useUrlDateRange } from '@backoffice/remote-kit';
import { newIdempotencyKey } from '@backoffice/api-client/bookings';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, DataGrid, HStack, Heading, Stack, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog, DateRangeField } from '@backoffice/ui/forms';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useApproveNoShow, useNoShows } from './api';
import { money, zoned } from './format';

const NO_SHOW_TIME = 'MMM D YYYY hh:mm A';

/**
 * /noShow/unapproved and /noShow/approved (docs/areas/bookings.md, "No shows"): the no-show reservations arriving
 * in the window (default today to 30 days ahead; `?from=&to=` keep it across reloads) whose charge is not yet
 * captured, each with Approve (asked first, naming the amount; one idempotency key per opened question; the
 * buttons are disabled while the capture runs; the row then leaves for the approved list), or those captured,
 * marked Approved and Captured.
 */
export function NoShowsPage({ approved }: { approved: boolean }) {
  const { from, to, control } = useUrlDateRange({ from: dayjs().format('YYYY-MM-DD'), to: dayjs().add(NO_SHOW_DEFAULT_DAYS, 'day').format('YYYY-MM-DD') });
  const body = { reservationStart: dayjs(from).startOf('day').toISOString(), reservationEnd: dayjs(to).endOf('day').toISOString(), captured: approved };
  const noShows = useNoShows(body);
  const approve = useApproveNoShow();
  const notify = useNotify();
  // The row whose approval is being asked, with the key of that question: a retried confirm cannot charge twice.
  const [asking, setAsking] = useState<{ row: NoShowItem; key: string } | null>(null);

  async function onApprove() {
    if (!asking?.row.charge) return;
    try {
      await approve.mutateAsync({ chargeId: asking.row.charge._id, key: asking.key });
      notify({ type: 'success', title: BookingsMessages.noShow.approved });
      setAsking(null);
    } catch (e) {
      // The question stays open for a retry (with the same key).
      notify({ type: 'error', title: errorMessage(e) });
    }
  }

  const columns: DataGridColumn<NoShowItem>[] = [
    { id: 'reservation', header: 'Reservation', nowrap: true, cell: (r) => r.bookingId },
    { id: 'bookedBy', header: 'Booked By', cell: (r) => r.bookedBy.fullName || r.bookedBy.email },
    { id: 'hotel', header: 'Hotel', cell: (r) => r.hotelId.name },
    { id: 'duration', header: 'Duration', nowrap: true, cell: (r) => `${r.duration} Hours` },
    { id: 'start', header: 'Check-in', nowrap: true, cell: (r) => zoned(r.reservationStart, r.timezone, NO_SHOW_TIME) },
    { id: 'end', header: 'Check-out', nowrap: true, cell: (r) => zoned(r.reservationEnd, r.timezone, NO_SHOW_TIME) },
    { id: 'amount', header: 'Charge', nowrap: true, cell: (r) => (r.charge ? money(r.charge.amount, r.charge.currencySymbol) : '—') },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      cell: (r) =>
        r.charge?.captured ? (
          <HStack gap="1">
            <Badge colorPalette="green">Approved</Badge>
            <Badge colorPalette="blue">Captured</Badge>
          </HStack>
        ) : (
          <Button size="xs" colorPalette="blue" disabled={!r.charge || approve.isPending} loading={approve.isPending && asking?.row._id === r._id} onClick={() => setAsking({ row: r, key: newIdempotencyKey() })} aria-label={`Approve ${r.bookingId}`}>
            Approve
          </Button>
        ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          {approved ? 'No Shows (Approved)' : 'No Shows (Unapproved)'}
        </Heading>
        <DataGrid
          label="No shows"
          columns={columns}
          rows={noShows.data}
          rowKey={(r) => r._id}
          loading={noShows.isPending}
          loadingLabel="Loading no-shows…"
          error={noShows.isError ? errorMessage(noShows.error) : null}
          errorTitle="The no-shows could not be loaded."
          onRetry={() => void noShows.refetch()}
          emptyText="No no-shows in this date range."
          toolbar={<DateRangeField control={control} name="range" label="Arrival (dd/MM/yyyy)" />}
        />
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title="Approve No-Show Charge"
        message={asking?.row.charge ? BookingsMessages.noShow.approveConfirm(money(asking.row.charge.amount, asking.row.charge.currencySymbol), asking.row.bookingId) : ''}
        confirmLabel="Approve"
        loading={approve.isPending}
        onConfirm={() => void onApprove()}
        onCancel={() => {
          if (!approve.isPending) setAsking(null);
        }}
      />
    </Box>
  );
}

export const UnapprovedNoShowsPage = () => <NoShowsPage approved={false} />;
export const ApprovedNoShowsPage = () => <NoShowsPage approved />;
