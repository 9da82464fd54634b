import { exportReservations } from '@backoffice/api-client/bookings';
import {
  BILLING_FILTERS,
  BookingsMessages,
  Limits,
  OTHER_CHAIN_FILTER,
  RESERVATION_SORT_FIELDS,
  reservationsExportName,
  type BillingFilter,
  type ReservationSortField,
} from '@backoffice/contracts/constants';
import type { ReservationListItem, ReservationListQuery } from '@backoffice/contracts';
import { OptionSelect, errorMessage, saveBlob, useLastPageFallback, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Box, Button, DataGrid, Field, Flex, HStack, Heading, Input, Link, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useExcludeReservations, useHotelOptions, useReservations } from './api';
import { billingText, money, zoned } from './format';


/** The list's columns (docs/areas/bookings.md, "Reservations list"); the booking number links to its details. */
export const reservationColumns: DataGridColumn<ReservationListItem>[] = [
  {
    id: 'bookingId',
    header: 'Reservation No.',
    sortable: true,
    nowrap: true,
    cell: (r) => (
      <Link asChild color="blue.600">
        <RouterLink to={`/reservationDetails/${r._id}`}>{r.bookingId}</RouterLink>
      </Link>
    ),
  },
  { id: 'customer', header: 'Customer', cell: (r) => r.bookedBy?.fullName || '—' },
  { id: 'email', header: 'E-mail', cell: (r) => r.bookedBy?.email || '—' },
  { id: 'hotel', header: 'Property', cell: (r) => r.hotelId.name },
  { id: 'duration', header: 'Length of Stay', nowrap: true, cell: (r) => `${r.duration} Hours` },
  { id: 'reservationStart', header: 'Arrival', sortable: true, nowrap: true, cell: (r) => zoned(r.reservationStart, r.timezone) },
  { id: 'createdAt', header: 'Booked', sortable: true, nowrap: true, cell: (r) => zoned(r.createdAt, r.timezone, 'DD/MM/YYYY') },
  { id: 'status', header: 'Status', cell: (r) => r.status },
  { id: 'payment', header: 'Payment', cell: (r) => r.paymentStatus },
  { id: 'billing', header: 'Billing Deducted', nowrap: true, cell: (r) => billingText(r.billingDeducted, r.timezone) },
  { id: 'total', header: 'Total Rate', nowrap: true, cell: (r) => money(r.total, r.currencySymbol) },
];

const isSortField = (id: string): id is ReservationSortField => (RESERVATION_SORT_FIELDS as readonly string[]).includes(id);
const isBilling = (v: string | null): v is BillingFilter => (BILLING_FILTERS as readonly string[]).includes(v ?? '');

/**
 * /reservations (docs/areas/bookings.md, "Reservations list"): the grid with search (booking number, customer,
 * hotel), chain, hotel and billing filters, sorting and paging by the API (all in the URL, so a reload keeps
 * them), selection across pages for Exclude Selected Reservations (asked first, naming how many; disabled while
 * it runs), Reset, and Export Excel of the whole filtered set with its progress.
 */
export function ReservationsPage() {
  const list = useListQuery();
  const { params, page, setQuery, setPage, sort, setSort } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const commission = params.get('commission') || undefined;
  const hotelId = params.get('hotelId') || undefined;
  const billingParam = params.get('billing');
  const billing = isBilling(billingParam) ? billingParam : 'All';
  const sortField = sort && isSortField(sort.id) ? sort.id : undefined;
  const query: ReservationListQuery = {
    page,
    limit: Limits.pageSize,
    ...(search ? { search } : {}),
    ...(commission ? { commission } : {}),
    ...(hotelId ? { hotelId } : {}),
    ...(billing !== 'All' ? { billing } : {}),
    ...(sortField ? { sort: sortField, order: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  const reservations = useReservations(query);
  const hotels = useHotelOptions();
  const exclude = useExcludeReservations();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirmExclude, setConfirmExclude] = useState(false);
  const [exporting, setExporting] = useState<number | null | false>(false);

  const total = reservations.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(reservations.isSuccess && !reservations.isPlaceholderData, page, lastPage, (p) => setPage(p, { replace: true }));

  const chainOptions = useMemo(() => {
    const chains = new Map<string, string>();
    for (const h of hotels.data?.data ?? []) if (h.commission) chains.set(h.commission._id, h.commission.clientTypeName);
    return [...[...chains].sort((a, b) => a[1].localeCompare(b[1])).map(([value, label]) => ({ value, label })), { value: OTHER_CHAIN_FILTER, label: 'Other' }];
  }, [hotels.data]);
  const hotelOptions = useMemo(
    () =>
      (hotels.data?.data ?? [])
        .filter((h) => !commission || (commission === OTHER_CHAIN_FILTER ? !h.commission : h.commission?._id === commission))
        .map((h) => ({ value: h._id, label: h.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [hotels.data, commission],
  );

  function askExclude() {
    if (!selected.length) notify({ type: 'info', title: BookingsMessages.reservation.excludeNone });
    else setConfirmExclude(true);
  }

  async function onExclude() {
    try {
      const result = await exclude.mutateAsync(selected);
      if (result.alreadyProcessed.length) notify({ type: 'info', title: BookingsMessages.reservation.alreadyProcessed, durationMs: 5_000 });
      else notify({ type: 'success', title: BookingsMessages.reservation.excluded });
      setSelected([]);
    } catch {
      notify({ type: 'error', title: BookingsMessages.reservation.excludeFailed });
    } finally {
      setConfirmExclude(false);
    }
  }

  async function onExport() {
    setExporting(null);
    try {
      const { blob } = await exportReservations(query, (fraction) => setExporting(fraction));
      saveBlob(blob, reservationsExportName(new Date()));
    } catch (e) {
      notify({ type: 'error', title: BookingsMessages.reservation.exportFailed, description: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Reservations
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void onExport()} loading={exporting !== false} loadingText="Exporting…">
              Export Excel
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setSearchInput('');
                setSelected([]);
                setQuery({ search: undefined, commission: undefined, hotelId: undefined, billing: undefined, page: undefined, sort: undefined, order: undefined });
              }}
            >
              Reset
            </Button>
            <Button size="sm" colorPalette="red" onClick={askExclude} loading={exclude.isPending} loadingText="Excluding…">
              Exclude Selected Reservations
            </Button>
          </HStack>
        </Flex>
        {exporting !== false ? (
          <Box role="progressbar" aria-label="Export progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={exporting === null ? undefined : Math.round(exporting * 100)}>
            <Text fontSize="sm">Building the spreadsheet{exporting === null ? '…' : ` (${Math.round(exporting * 100)} %)`}</Text>
            <Box h="1.5" bg="gray.100" rounded="full" overflow="hidden">
              <Box h="full" bg="blue.500" width={exporting === null ? '30%' : `${Math.round(exporting * 100)}%`} transition="width 0.2s" />
            </Box>
          </Box>
        ) : null}

        <DataGrid
          label="Reservations"
          columns={reservationColumns}
          rows={reservations.data?.data}
          rowKey={(r) => r._id}
          loading={reservations.isPending}
          loadingLabel="Loading reservations…"
          fetching={reservations.isPlaceholderData}
          error={reservations.isError ? errorMessage(reservations.error) : null}
          errorTitle="The reservations could not be loaded."
          onRetry={() => void reservations.refetch()}
          emptyText="No reservations match these filters."
          sort={sortField && sort ? sort : null}
          onSortChange={setSort}
          selection={{ selected, onChange: setSelected, rowLabel: (r) => `Select ${r.bookingId}` }}
          pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          columnToggle
          toolbar={
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Field.Root width="auto" minW="64">
                <Field.Label>Search</Field.Label>
                <Input
                  size="sm"
                  type="search"
                  placeholder="Booking no., customer, e-mail or hotel"
                  value={searchInput}
                  maxLength={200}
                  onChange={(e) => setSearchInput(e.target.value)}
                />
              </Field.Root>
              <Field.Root width="auto" minW="44">
                <Field.Label>Property Chain</Field.Label>
                <OptionSelect
                  size="sm"
                  options={chainOptions}
                  emptyOption="All"
                  value={commission ?? ''}
                  onChange={(e) => setQuery({ commission: e.target.value || undefined, hotelId: undefined, page: undefined })}
                />
              </Field.Root>
              <Field.Root width="auto" minW="52">
                <Field.Label>Hotel</Field.Label>
                <OptionSelect size="sm" options={hotelOptions} emptyOption="All" value={hotelId ?? ''} onChange={(e) => setQuery({ hotelId: e.target.value || undefined, page: undefined })} />
              </Field.Root>
              <Field.Root width="auto" minW="32">
                <Field.Label>Billing</Field.Label>
                <OptionSelect
                  size="sm"
                  options={BILLING_FILTERS.map((v) => ({ value: v, label: v }))}
                  value={billing}
                  onChange={(e) => setQuery({ billing: e.target.value === 'All' ? undefined : e.target.value, page: undefined })}
                />
              </Field.Root>
            </HStack>
          }
        />
      </Stack>
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
    </Box>
  );
}
