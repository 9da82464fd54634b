import {
  ApprovalMessages,
  BookingsMessages,
  endOfDayIn,
  formatMoney,
  getFormatPreferences,
  isoDayInZone,
  Limits,
  noShowQueueFrom,
  startOfDayIn,
  type NoShowItem,
} from '@backoffice/contracts';
import { BulkRunButton, ListPage, ListToolbar, RecordLink, listRows, useAction, useLastPageFallback, usePagedUrlDateRange } from '@backoffice/remote-kit';
import { newIdempotencyKey } from '@backoffice/api-client/bookings';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Button, HStack, Stack, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog, DateRangeField, useGridPageSize } from '@backoffice/ui/forms';
import { useMemo, useState } from 'react';
import { ApprovalRequestedNotice } from '../shared/approval-notice';
import { useApproveNoShow, useNoShowPage } from './api';
import { reservationTime } from './reservation-text';
import { PAGE_SIZES } from '../shared/list';

/** The no-show lists' name for what they remember in this browser (the column choice, the rows per page). */
export const NO_SHOWS_LIST_KEY = 'no-shows';

/** The URL keys the list reads besides page/sort/order: its arrival range. */
const VIEW_PARAMS = ['from', 'to'];

/**
 * The no-show lists' default window: the last DASHBOARD_NO_SHOW_DAYS days up to today, today included, on the
 * viewer's calendar (the format module's zone), the very range of the dashboard's unapproved no-shows queue
 * (libs/contracts dashboard-queues.ts, `noShowQueueFrom`), so a bare /noShow/unapproved counts what the queue counts.
 */
export function noShowDefaultRange(now: number = Date.now()): { from: string; to: string } {
  const today = isoDayInZone(now, getFormatPreferences().timeZone);
  return { from: noShowQueueFrom(today), to: today };
}

/**
 * /noShow/unapproved and /noShow/approved (docs/areas/bookings.md, "No shows", "Links"): the no-show reservations arriving
 * in the window (default the last 30 days, {@link noShowDefaultRange}; `?from=&to=` keep it across reloads), a page at
 * a time by arrival (the API pages them: `?page=` in the URL, 10 rows unless the reader picks 25 or 50, a new window
 * back to page 1), whose
 * charge is not yet captured, each with Approve (asked first, naming the amount in the charge's currency; one
 * idempotency key per opened question; the buttons are disabled while the capture runs; the row then leaves for the
 * approved list; an amount at or above its currency's threshold becomes an approval request instead, said in a
 * toast and a notice linking to /approvals), and a selection kept across pages with "Approve selected" (remote-kit's
 * BulkRunButton: the bulk run `noShows.approve` over the selected rows' charge ids); or those captured, marked Approved and
 * Captured. Times show in each reservation's zone. The booking number, the customer and the hotel link to their records.
 */
export function NoShowsPage({ approved }: { approved: boolean }) {
  const defaults = useMemo(() => noShowDefaultRange(), []);
  const { from, to, control, page, setPage } = usePagedUrlDateRange(defaults);
  const [pageSize, setPageSize] = useGridPageSize(NO_SHOWS_LIST_KEY, Limits.pageSize, PAGE_SIZES);
  // The picked days on the viewer's calendar (the user menu's zone, as every date shown).
  const body = { reservationStart: startOfDayIn(from), reservationEnd: endOfDayIn(to), captured: approved, page, limit: pageSize };
  const noShows = useNoShowPage(body);
  const total = noShows.data?.total ?? 0;
  useLastPageFallback(noShows.isSuccess && !noShows.isPlaceholderData, page, Math.max(1, Math.ceil(total / pageSize)), (p) =>
    setPage(p, { replace: true }),
  );
  const notify = useNotify();
  const approve = useAction(useApproveNoShow(), {
    // An approval request is no capture: its own info toast below.
    success: (r) => (r === 'success' ? BookingsMessages.noShow.approved : ''),
    failure: 'The no-show charge could not be captured.',
  });
  // The row whose approval is being asked, with the key of that question: a retried confirm cannot charge twice.
  const [asking, setAsking] = useState<{ row: NoShowItem; key: string } | null>(null);
  const [requested, setRequested] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  // Each selected row's charge, remembered when it was selected: the selection outlives the page it was made on.
  const [chargeOf, setChargeOf] = useState<Record<string, string>>({});

  async function onApprove() {
    if (!asking?.row.charge) return;
    // The question stays open for a retry (with the same key) when the capture failed.
    const result = await approve.run({ chargeId: asking.row.charge._id, key: asking.key });
    if (!result) return;
    if (result !== 'success') {
      notify({ type: 'info', title: ApprovalMessages.requested, description: 'Another SuperAdmin decides it on the Approvals page.', durationMs: 6_000 });
      setRequested((ids) => [...ids, asking.row.bookingId]);
    }
    setAsking(null);
  }

  // The charges of the selected rows (the selection holds reservation ids, of this page and others): what the bulk
  // run captures.
  const rows = noShows.data?.data;
  const onSelect = (ids: string[]) => {
    const found: Record<string, string> = {};
    for (const r of rows ?? []) if (ids.includes(r._id) && r.charge && !r.charge.captured) found[r._id] = r.charge._id;
    setChargeOf((known) => ({ ...known, ...found }));
    setSelected(ids);
  };
  const chargeIds = useMemo(() => selected.map((id) => chargeOf[id]).filter((id): id is string => !!id), [selected, chargeOf]);

  const backLabel = approved ? 'Back to approved no-shows' : 'Back to unapproved no-shows';
  const columns: DataGridColumn<NoShowItem>[] = [
    {
      id: 'reservation',
      header: 'Reservation',
      nowrap: true,
      priority: 1,
      cell: (r) => <RecordLink record={{ type: 'reservation', id: r._id, name: r.bookingId }} backLabel={backLabel} />,
    },
    {
      id: 'bookedBy',
      header: 'Booked By',
      kind: 'name',
      width: '12rem',
      priority: 1,
      cell: (r) => {
        const name = r.bookedBy.fullName || r.bookedBy.email;
        return r.bookedBy._id ? <RecordLink record={{ type: 'customer', id: r.bookedBy._id, name }} backLabel={backLabel} /> : name;
      },
    },
    {
      id: 'hotel',
      header: 'Hotel',
      kind: 'name',
      width: '12rem',
      priority: 2,
      cell: (r) => <RecordLink record={{ type: 'hotel', id: r.hotelId._id, name: r.hotelId.name }} backLabel={backLabel} />,
    },
    { id: 'duration', header: 'Duration', kind: 'number', minWidth: '6rem', priority: 3, cell: (r) => `${r.duration} Hours` },
    { id: 'start', header: 'Check-in', kind: 'date', priority: 1, cell: (r) => reservationTime(r.reservationStart, r.timezone) },
    { id: 'end', header: 'Check-out', kind: 'date', priority: 3, cell: (r) => reservationTime(r.reservationEnd, r.timezone) },
    { id: 'amount', header: 'Charge', kind: 'money', cell: (r) => (r.charge ? formatMoney(r.charge.amount, r.charge.currencySymbol) : '—') },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: '11rem',
      cell: (r) =>
        r.charge?.captured ? (
          <HStack gap="1">
            <Badge colorPalette="green">Approved</Badge>
            <Badge colorPalette="blue">Captured</Badge>
          </HStack>
        ) : (
          <Button
            size="xs"
            colorPalette="blue"
            disabled={!r.charge || approve.isPending}
            loading={approve.isPending && asking?.row._id === r._id}
            onClick={() => setAsking({ row: r, key: newIdempotencyKey() })}
            aria-label={`Approve ${r.bookingId}`}
          >
            Approve
          </Button>
        ),
    },
  ];

  return (
    <>
      <ListPage
        title={approved ? 'No Shows (Approved)' : 'No Shows (Unapproved)'}
        listKey={NO_SHOWS_LIST_KEY}
        // Its range (docs/areas/platform.md, "Saved views").
        viewParams={VIEW_PARAMS}
        label="No shows"
        columns={columns}
        {...listRows(noShows, rows, 'no-shows')}
        emptyText="No no-shows in this date range."
        {...(approved
          ? {}
          : {
              selection: { selected, onChange: onSelect, rowLabel: (r: NoShowItem) => `Select ${r.bookingId}` },
              bulkActions: () => (
                <BulkRunButton
                  action="noShows.approve"
                  label="Approve selected"
                  selection={{ kind: 'ids', ids: chargeIds }}
                  confirmTitle={`Approve ${chargeIds.length} no-show ${chargeIds.length === 1 ? 'charge' : 'charges'}?`}
                  confirmBody="Each customer's card is charged. Amounts at or above their currency's approval threshold become approval requests instead. Nothing is undone."
                  disabled={!chargeIds.length}
                  onStarted={() => setSelected([])}
                />
              ),
            })}
        pagination={{ page, pageSize, total, onPageChange: setPage, pageSizeOptions: PAGE_SIZES, onPageSizeChange: setPageSize }}
        filters={
          <Stack gap="3">
            <ListToolbar>
              <DateRangeField control={control} name="range" label="Arrival" />
            </ListToolbar>
            {requested.length ? (
              <ApprovalRequestedNotice of={requested.join(', ')} />
            ) : null}
          </Stack>
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title="Approve No-Show Charge"
        message={asking?.row.charge ? BookingsMessages.noShow.approveConfirm(formatMoney(asking.row.charge.amount, asking.row.charge.currencySymbol), asking.row.bookingId) : ''}
        confirmLabel="Approve"
        loading={approve.isPending}
        onConfirm={() => void onApprove()}
        onCancel={() => {
          if (!approve.isPending) setAsking(null);
        }}
      />
    </>
  );
}

export const UnapprovedNoShowsPage = () => <NoShowsPage approved={false} />;
export const ApprovedNoShowsPage = () => <NoShowsPage approved />;
