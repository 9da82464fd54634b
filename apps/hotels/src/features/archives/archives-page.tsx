import {
  LOG_DEFAULT_DAYS,
  PricingMessages,
  addUtcDays,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  utcDay,
  type ArchiveSnapshot,
  type SnapshotAvailability,
} from '@backoffice/contracts';
import { EmptyState, FilterSelect, PageFrame, QueryGate, RecordLink, useListQuery, usePagedUrlDateRange } from '@backoffice/remote-kit';
import { Box, Button, DataGrid, HStack, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { DateRangeField } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useArchiveHotels, useArchiveSnapshots } from './api';
import { SnapshotTabs } from './snapshot-tabs';

/** Snapshots per page: one tab each (a month of daily snapshots). */
export const SNAPSHOTS_PER_PAGE = 30;

/** The availability table's columns; rates are minor units of the snapshot's currency ('A$259.00', 'NZ$300.00'). */
export const availabilityColumns = (currency: string): DataGridColumn<SnapshotAvailability>[] => {
  const money = (minor: number) => formatMoney(minor, currency);
  const count = (n: number) => formatNumber(n);
  return [
    { id: 'date', header: 'Date', kind: 'date', cell: (a) => formatDay(a.date) },
    { id: 'rooms', header: 'Rooms', kind: 'number', priority: 3, cell: (a) => count(a.rooms) },
    { id: 'roomAvailability', header: 'Room Availability', kind: 'number', cell: (a) => count(a.roomAvailability) },
    { id: 'expediaRate', header: 'Expedia Rate', kind: 'money', cell: (a) => money(a.expediaRate) },
    { id: 'overnightRate', header: 'Overnight Rate', kind: 'money', cell: (a) => money(a.overnightRate) },
    { id: 'threeHourRate', header: '3h Rate', kind: 'money', priority: 2, cell: (a) => money(a.threeHourRate) },
    { id: 'sixHourRate', header: '6h Rate', kind: 'money', priority: 2, cell: (a) => money(a.sixHourRate) },
    { id: 'twelveHourRate', header: '12h Rate', kind: 'money', priority: 2, cell: (a) => money(a.twelveHourRate) },
    { id: 'slots3', header: 'Open Slots 3h', kind: 'number', priority: 3, cell: (a) => count(a.slots.three) },
    { id: 'slots6', header: 'Open Slots 6h', kind: 'number', priority: 3, cell: (a) => count(a.slots.six) },
    { id: 'slots12', header: 'Open Slots 12h', kind: 'number', priority: 3, cell: (a) => count(a.slots.twelve) },
  ];
};

/** One snapshot: when it was taken and its daily availabilities. */
function SnapshotPanel({ snapshot }: { snapshot: ArchiveSnapshot }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Taken {formatDateTime(snapshot.takenAt)} · rates in {snapshot.currency.toUpperCase()}
      </Text>
      <DataGrid
        label={`Availability of ${snapshot.name}`}
        columns={availabilityColumns(snapshot.currency)}
        rows={snapshot.availabilities}
        rowKey={(a) => a.date}
        emptyText="This snapshot holds no availability."
      />
    </Stack>
  );
}

/** The hotel's snapshots as tabs, newest first, with a pager when the range holds more than a page. */
function HotelSnapshots({ hotelId }: { hotelId: string }) {
  const today = utcDay(new Date());
  const { from, to, control, page, setPage } = usePagedUrlDateRange({ from: addUtcDays(today, -(LOG_DEFAULT_DAYS - 1)), to: today });
  const snapshots = useArchiveSnapshots(hotelId, { from, to, page, limit: SNAPSHOTS_PER_PAGE });
  const [selected, setSelected] = useState('');
  const total = snapshots.data?.total ?? 0;
  const first = (page - 1) * SNAPSHOTS_PER_PAGE + 1;

  return (
    <Stack gap="4">
      <DateRangeField control={control} name="range" label="Taken (dd/MM/yyyy)" />
      <QueryGate query={snapshots} noun="snapshots">
        {({ data: list }) => {
          const current = list.find((s) => s._id === selected) ?? list[0];
          if (!current) return <EmptyState text={PricingMessages.archives.empty} />;
          return (
            <Box opacity={snapshots.isPlaceholderData ? 0.6 : 1} aria-busy={snapshots.isPlaceholderData}>
              <SnapshotTabs
                label="Snapshots"
                tabs={list.map((s) => ({ id: s._id, label: `${s.name} (${formatDay(s.day)})` }))}
                selected={current._id}
                onSelect={setSelected}
              >
                <SnapshotPanel snapshot={current} />
              </SnapshotTabs>
              {total > SNAPSHOTS_PER_PAGE ? (
                <HStack justify="space-between" mt="4" wrap="wrap" gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    Snapshots {first} to {first + list.length - 1} of {total}
                  </Text>
                  <HStack gap="2">
                    <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                      Newer
                    </Button>
                    <Button size="sm" variant="outline" disabled={page * SNAPSHOTS_PER_PAGE >= total} onClick={() => setPage(page + 1)}>
                      Older
                    </Button>
                  </HStack>
                </HStack>
              ) : null}
            </Box>
          );
        }}
      </QueryGate>
    </Stack>
  );
}

/**
 * /archives (docs/areas/pricing.md, "Archives"): a hotel picker (the hotels with snapshots and how many, the
 * choice in `?hotel=`) with a link to the chosen hotel's page, then a tab per snapshot of that hotel, newest first, within the days taken
 * (`?from=&to=`, default the last 30 days) and 30 a page (`?page=`); each tab is the snapshot's daily
 * availability: rooms, Expedia, overnight and hourly rates (in the snapshot's currency) and the open slots.
 */
export function ArchivesPage() {
  const hotels = useArchiveHotels();
  const { params, setQuery } = useListQuery();
  const hotelId = params.get('hotel') ?? '';

  return (
    <PageFrame title="Archives">
      <QueryGate query={hotels} noun="hotels">
        {(list) => {
          const options = list.map((h) => ({ value: h._id, label: `${h.hotelName} (${h.snapshots} snapshot${h.snapshots === 1 ? '' : 's'})` }));
          return (
            <>
              <Box maxW="md">
                <FilterSelect
                  label="Hotel"
                  minW="16rem"
                  value={hotelId}
                  onChange={(e) => setQuery({ hotel: e.target.value, page: undefined })}
                  options={options}
                  emptyOption="Select a hotel"
                >
                  {hotelId && !options.some((o) => o.value === hotelId) ? <option value={hotelId}>This hotel (no snapshots listed)</option> : null}
                </FilterSelect>
              </Box>
              {hotelId ? (
                <>
                  <Text>
                    <RecordLink
                      record={{ type: 'hotel', id: hotelId, name: list.find((h) => h._id === hotelId)?.hotelName ?? 'This hotel' }}
                      backLabel="Back to archives"
                    >
                      Open the hotel
                    </RecordLink>
                  </Text>
                  <HotelSnapshots key={hotelId} hotelId={hotelId} />
                </>
              ) : (
                <Text color="fg.muted">Choose a hotel to see its snapshots.</Text>
              )}
            </>
          );
        }}
      </QueryGate>
    </PageFrame>
  );
}
