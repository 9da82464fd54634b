import {
  BILLING_FILTERS,
  BookingsMessages,
  Limits,
  OTHER_CHAIN_FILTER,
  dashboardQueuePath,
  getFormatPreferences,
  isoDayInZone,
  RESERVATION_SORT_FIELDS,
  RESERVATION_STATUSES,
  formatMoney,
  formatPercent,
  reservationsExportName,
  type BillingFilter,
  type ReservationSortField,
  type ReservationStatus,
} from '@backoffice/contracts/constants';
import type { ListQueryState } from '@backoffice/remote-kit';
import type { ReservationListItem, ReservationListQuery } from '@backoffice/contracts';
import {
  FilterChip,
  FilterSelect,
  ListPage,
  listRows,
  ListToolbar,
  QueryFilter,
  RecordLink,
  saveBlob,
  SearchField,
  ToolbarField,
  useAction,
  useLastPageFallback,
  useListQuery,
  useSearchParam,
} from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, HStack, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog, DayInput, isIsoDate, useGridPageSize } from '@backoffice/ui/forms';
import { useMemo, useState } from 'react';
import {
  RESERVATION_VIEW_PARAMS,
  countReservations,
  useCustomerRecord,
  useExcludeReservations,
  useExportReservations,
  useFilterCoupon,
  useHotelOptions,
  useReservations,
} from './api';
import { billingText, reservationDay, reservationTime } from './reservation-text';
import { ChainFilter } from '../shared/chain-filter';
import { PAGE_SIZES } from '../shared/list';

/** The list's name for what it remembers in this browser (the column choice, the rows per page). */
export const RESERVATIONS_LIST_KEY = 'reservations';
/** The way back to the list from a reservation or a customer opened from it. */
export const BACK_TO_RESERVATIONS = 'Back to reservations';

/**
 * The list's columns (docs/areas/bookings.md, "Reservations list", "Links"); the booking number links to its details,
 * the customer to their record and the property to its hotel (each with the way back to this list). Instants show in the reservation's zone, the total in its currency, pinned at the
 * right edge so that it stays in view while the rest scrolls. At a narrow frame the length of stay, booking day,
 * billing mark and e-mail give way first, then the property and payment (docs/frontend-data.md, "Lists").
 * `backLabel` is the way back's text on the reservation's page (this list's by default).
 */
export const reservationColumnsFor = (
  backLabel: string = BACK_TO_RESERVATIONS,
): DataGridColumn<ReservationListItem>[] => [
  {
    id: 'bookingId',
    header: 'Reservation No.',
    sortable: true,
    nowrap: true,
    minWidth: '8.5rem',
    priority: 1,
    cell: (r) => (
      <RecordLink record={{ type: 'reservation', id: r._id, name: r.bookingId }} backLabel={backLabel} />
    ),
  },
  {
    id: 'customer',
    header: 'Customer',
    kind: 'name',
    width: '11rem',
    priority: 1,
    cell: (r) =>
      r.bookedBy ? (
        <RecordLink
          record={{ type: 'customer', id: r.bookedBy._id, name: r.bookedBy.fullName || r.bookedBy.email }}
          backLabel={backLabel}
        />
      ) : (
        '—'
      ),
  },
  {
    id: 'email',
    header: 'E-mail',
    kind: 'email',
    width: '13rem',
    priority: 3,
    cell: (r) => r.bookedBy?.email || '—',
  },
  {
    id: 'hotel',
    header: 'Property',
    kind: 'name',
    width: '11rem',
    priority: 2,
    cell: (r) => (
      <RecordLink record={{ type: 'hotel', id: r.hotelId._id, name: r.hotelId.name }} backLabel={backLabel} />
    ),
  },
  {
    id: 'duration',
    header: 'Length of Stay',
    kind: 'number',
    minWidth: '7.5rem',
    priority: 3,
    cell: (r) => `${r.duration} Hours`,
  },
  {
    id: 'reservationStart',
    header: 'Arrival',
    kind: 'date',
    sortable: true,
    priority: 1,
    cell: (r) => reservationTime(r.reservationStart, r.timezone),
  },
  {
    id: 'createdAt',
    header: 'Booked',
    kind: 'date',
    sortable: true,
    priority: 3,
    cell: (r) => reservationDay(r.createdAt, r.timezone),
  },
  { id: 'status', header: 'Status', nowrap: true, priority: 1, cell: (r) => r.status },
  { id: 'payment', header: 'Payment', nowrap: true, priority: 2, cell: (r) => r.paymentStatus },
  {
    id: 'billing',
    header: 'Billing Deducted',
    nowrap: true,
    minWidth: '8.5rem',
    priority: 3,
    cell: (r) => billingText(r.billingDeducted, r.timezone),
  },
  {
    id: 'total',
    header: 'Total Rate',
    kind: 'money',
    pin: 'end',
    width: '8rem',
    cell: (r) => formatMoney(r.total, r.currencySymbol),
  },
];

const reservationColumns = reservationColumnsFor();

const isSortField = (id: string): id is ReservationSortField =>
  (RESERVATION_SORT_FIELDS as readonly string[]).includes(id);
const isBilling = (v: string | null): v is BillingFilter =>
  (BILLING_FILTERS as readonly string[]).includes(v ?? '');
const isStatus = (v: string | null): v is ReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(v ?? '');
/** A day of the URL query ('YYYY-MM-DD'), or undefined for none or anything else. */
const dayOf = (v: string | null) => (v && isIsoDate(v) ? v : undefined);

/** `day` (YYYY-MM-DD) and the day after it. */
const dayAfter = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The arrival range of the shortcuts "Arrivals today" and "Arrivals tomorrow": the dashboard's queue links
 * (libs/contracts dashboard-queues.ts, `dashboardQueuePath` of arrivalsToday / arrivalsTomorrow) read back into
 * `from` and `to`, with today on the viewer's calendar (the format module's zone) as the dashboard takes it, so the
 * list shows the queue's records.
 */
export function arrivalShortcut(key: 'arrivalsToday' | 'arrivalsTomorrow', now: number = Date.now()): { from: string; to: string } {
  const today = isoDayInZone(now, getFormatPreferences().timeZone);
  const query = new URLSearchParams(dashboardQueuePath(key, today, dayAfter(today)).split('?')[1] ?? '');
  return { from: query.get('from') ?? today, to: query.get('to') ?? today };
}

/** The export's progress: a bar while the spreadsheet is built (a fraction once the API reports one). */
function ExportProgress({ fraction }: { fraction: number | null }) {
  const percent = fraction === null ? undefined : Math.round(fraction * 100);
  return (
    <Box
      role="progressbar"
      aria-label="Export progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <Text fontSize="sm">
        Building the spreadsheet{percent === undefined ? '…' : ` (${formatPercent(percent)})`}
      </Text>
      <Box h="1.5" bg="bg.muted" rounded="full" overflow="hidden">
        <Box
          h="full"
          bg="blue.500"
          width={percent === undefined ? '30%' : `${percent}%`}
          transition="width 0.2s"
        />
      </Box>
    </Box>
  );
}

/**
 * /reservations (docs/areas/bookings.md, "Reservations list", "Links"): the grid with search (booking number, customer,
 * hotel), chain, hotel and billing filters, sorting and paging by the API (all in the URL, so a reload keeps
 * them; `?from=&to=` the first and last day of arrival, either alone (days of the marketplace's home zone, as the
 * API takes them), and `?status=`, the filters of the dashboard's queues (docs/areas/dashboard.md, "Work queues");
 * `?hotelId=`, `?couponId=` and `?customerId=` are the filters of the counts that link here, FILTERED_LISTS:
 * the coupon's and the customer's show as chips that remove them; 10 rows a page unless the reader chose 25 or 50, kept with the column choice as list 'reservations'),
 * "Arrivals today" and "Arrivals tomorrow" set the arrival days as the dashboard's queue links do ({@link arrivalShortcut}), selection across pages with Exclude Selected Reservations in the bulk-action bar (asked first, naming how many;
 * disabled while it runs), Reset, and Export Excel of the whole filtered set with its progress.
 */
export function ReservationsPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage, sort, setSort } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const [pageSize, setPageSize] = useGridPageSize(RESERVATIONS_LIST_KEY, Limits.pageSize, PAGE_SIZES);
  const commission = params.get('commission') || undefined;
  const hotelId = params.get('hotelId') || undefined;
  const couponId = params.get('couponId') || undefined;
  const customerId = params.get('customerId') || undefined;
  // The reservations name their coupon by its code: the list waits for the code of the coupon it is filtered by.
  const coupon = useFilterCoupon(couponId);
  const couponCode = couponId ? coupon.data?.code : undefined;
  const customer = useCustomerRecord(customerId);
  const billingParam = params.get('billing');
  const billing = isBilling(billingParam) ? billingParam : 'All';
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const sortField = sort && isSortField(sort.id) ? sort.id : undefined;
  const query: ReservationListQuery = {
    page,
    limit: pageSize,
    ...(search ? { search } : {}),
    ...(commission ? { commission } : {}),
    ...(hotelId ? { hotelId } : {}),
    ...(customerId ? { customer: customerId } : {}),
    ...(couponCode ? { coupon: couponCode } : {}),
    ...(billing !== 'All' ? { billing } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(status ? { status } : {}),
    ...(sortField ? { sort: sortField, order: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  const reservations = useReservations(query, !couponId || !!couponCode);
  // Until the coupon's code is known the grid shows the coupon's loading (or its failure, with Retry).
  const rowsState: ListQueryState = couponId && !coupon.isSuccess ? coupon : reservations;
  const hotels = useHotelOptions();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmExclude, setConfirmExclude] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const exclude = useAction(useExcludeReservations(), {
    // Some already processed by billing: the info below says so instead.
    success: (result) => (result.alreadyProcessed.length ? '' : BookingsMessages.reservation.excluded),
    failure: BookingsMessages.reservation.excludeFailed,
  });
  const exporter = useAction(useExportReservations(), {
    success: null,
    failure: BookingsMessages.reservation.exportFailed,
  });

  const total = reservations.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  useLastPageFallback(reservations.isSuccess && !reservations.isPlaceholderData, page, lastPage, (p) =>
    setPage(p, { replace: true }),
  );

  const chainOptions = useMemo(() => {
    const chains = new Map<string, string>();
    for (const h of hotels.data?.data ?? [])
      if (h.commission) chains.set(h.commission._id, h.commission.clientTypeName);
    return [
      ...[...chains].sort((a, b) => a[1].localeCompare(b[1])).map(([value, label]) => ({ value, label })),
      { value: OTHER_CHAIN_FILTER, label: 'Other' },
    ];
  }, [hotels.data]);
  const hotelOptions = useMemo(
    () =>
      (hotels.data?.data ?? [])
        .filter(
          (h) =>
            !commission ||
            (commission === OTHER_CHAIN_FILTER ? !h.commission : h.commission?._id === commission),
        )
        .map((h) => ({ value: h._id, label: h.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [hotels.data, commission],
  );

  const shortcuts = [
    { key: 'arrivalsToday', label: 'Arrivals today', range: arrivalShortcut('arrivalsToday') },
    { key: 'arrivalsTomorrow', label: 'Arrivals tomorrow', range: arrivalShortcut('arrivalsTomorrow') },
  ] as const;

  async function onExclude() {
    const result = await exclude.run(selected);
    setConfirmExclude(false);
    if (!result) return;
    if (result.alreadyProcessed.length)
      notify({ type: 'info', title: BookingsMessages.reservation.alreadyProcessed, durationMs: 5_000 });
    setSelected([]);
  }

  async function onExport() {
    setProgress(null);
    const file = await exporter.run({ query, onProgress: setProgress });
    if (file) saveBlob(file.blob, reservationsExportName(new Date()));
  }

  function onReset() {
    setSearchInput('');
    setSelected([]);
    setQuery({
      search: undefined,
      commission: undefined,
      hotelId: undefined,
      couponId: undefined,
      customerId: undefined,
      billing: undefined,
      from: undefined,
      to: undefined,
      status: undefined,
      page: undefined,
      sort: undefined,
      order: undefined,
    });
  }

  const chips =
    couponId || customerId ? (
      <HStack gap="2" wrap="wrap">
        {couponId ? (
          <FilterChip label="Coupon" onRemove={() => setQuery({ couponId: undefined, page: undefined })}>
            {coupon.data ? (
              <RecordLink
                record={{ type: 'coupon', id: couponId, name: coupon.data.code }}
                backLabel={BACK_TO_RESERVATIONS}
              />
            ) : coupon.isError ? (
              'Unknown coupon'
            ) : (
              'Loading…'
            )}
          </FilterChip>
        ) : null}
        {customerId ? (
          <FilterChip label="Customer" onRemove={() => setQuery({ customerId: undefined, page: undefined })}>
            {customer.data ? (
              <RecordLink
                record={{
                  type: 'customer',
                  id: customerId,
                  name: customer.data.customer.fullName || customer.data.customer.email,
                }}
                backLabel={BACK_TO_RESERVATIONS}
              />
            ) : customer.isError ? (
              'Unknown customer'
            ) : (
              'Loading…'
            )}
          </FilterChip>
        ) : null}
      </HStack>
    ) : null;

  return (
    <>
      <ListPage
        title="Reservations"
        listKey={RESERVATIONS_LIST_KEY}
        viewParams={RESERVATION_VIEW_PARAMS}
        countView={countReservations}
        columns={reservationColumns}
        {...listRows(rowsState, reservations.data?.data, 'reservations')}
        emptyText="No reservations match these filters."
        sort={sortField && sort ? sort : null}
        onSortChange={setSort}
        selection={{ selected, onChange: setSelected, rowLabel: (r) => `Select ${r.bookingId}` }}
        bulkActions={() => (
          <Button
            size="sm"
            colorPalette="red"
            onClick={() => setConfirmExclude(true)}
            loading={exclude.isPending}
            loadingText="Excluding…"
          >
            Exclude Selected Reservations
          </Button>
        )}
        pagination={{
          page,
          pageSize,
          total,
          onPageChange: setPage,
          pageSizeOptions: PAGE_SIZES,
          onPageSizeChange: setPageSize,
        }}
        columnToggle
        actions={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void onExport()}
            loading={exporter.isPending}
            loadingText="Exporting…"
            disabled={!!couponId && !couponCode}
          >
            Export Excel
          </Button>
        }
        filters={
          <Stack gap="3">
            <ListToolbar>
              <SearchField
                value={searchInput}
                onChange={setSearchInput}
                placeholder="Booking no., customer, e-mail or hotel"
              />
              <ChainFilter
                options={chainOptions}
                value={commission}
                onChange={(id) => setQuery({ commission: id, hotelId: undefined, page: undefined })}
              />
              <QueryFilter
                label="Hotel"
                minW="52"
                list={list}
                param="hotelId"
                value={hotelId}
                options={hotelOptions}
              />
              <FilterSelect
                label="Billing"
                minW="32"
                options={BILLING_FILTERS.map((v) => ({ value: v, label: v }))}
                value={billing}
                onChange={(e) =>
                  setQuery({
                    billing: e.target.value === 'All' ? undefined : e.target.value,
                    page: undefined,
                  })
                }
              />
              <ToolbarField label="Arrival from" minW="40">
                <DayInput
                  name="from"
                  value={from ?? ''}
                  max={to}
                  onChange={(day) => setQuery({ from: day || undefined, page: undefined })}
                />
              </ToolbarField>
              <ToolbarField label="Arrival to" minW="40">
                <DayInput
                  name="to"
                  value={to ?? ''}
                  min={from}
                  onChange={(day) => setQuery({ to: day || undefined, page: undefined })}
                />
              </ToolbarField>
              <HStack gap="2" role="group" aria-label="Arrival shortcuts">
                {shortcuts.map((c) => {
                  const active = from === c.range.from && to === c.range.to;
                  return (
                    <Button
                      key={c.key}
                      size="sm"
                      variant={active ? 'solid' : 'outline'}
                      colorPalette={active ? 'blue' : undefined}
                      aria-pressed={active}
                      onClick={() => setQuery({ from: c.range.from, to: c.range.to, page: undefined })}
                    >
                      {c.label}
                    </Button>
                  );
                })}
              </HStack>
              <QueryFilter
                label="Status"
                minW="36"
                list={list}
                param="status"
                value={status}
                options={RESERVATION_STATUSES.map((v) => ({ value: v, label: v }))}
              />
              <Button size="sm" variant="outline" onClick={onReset}>
                Reset
              </Button>
            </ListToolbar>
            {chips}
            {exporter.isPending ? <ExportProgress fraction={progress} /> : null}
          </Stack>
        }
      />
      <ConfirmDialog
        open={confirmExclude}
        title="Exclude Selected Reservations"
        message={BookingsMessages.reservation.excludeConfirm(selected.length)}
        confirmLabel="Exclude"
        destructive
        loading={exclude.isPending}
        onConfirm={() => void onExclude()}
        onCancel={() => {
          if (!exclude.isPending) setConfirmExclude(false);
        }}
      />
    </>
  );
}
