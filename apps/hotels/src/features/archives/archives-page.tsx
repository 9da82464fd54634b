import { LOG_DEFAULT_DAYS, PricingMessages, addUtcDays, dayText, failureTime, formatMoney, utcDay, type ArchiveSnapshot, type SnapshotAvailability } from '@backoffice/contracts';
import { EmptyState, LoadError, LoadingState, OptionSelect, errorMessage, useListQuery, usePagedUrlDateRange } from '@backoffice/remote-kit';
import { Box, Button, DataGrid, Field, HStack, Heading, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { DateRangeField } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useArchiveHotels, useArchiveSnapshots } from './api';
import { SnapshotTabs } from './snapshot-tabs';

/** Snapshots per page: one tab each (a month of daily snapshots). */
export const SNAPSHOTS_PER_PAGE = 30;

/** The availability table's columns; rates are minor units of the snapshot's currency. */
export const availabilityColumns = (currency: string): DataGridColumn<SnapshotAvailability>[] => {
  const money = (minor: number) => formatMoney(minor, currency);
  return [
    { id: 'date', header: 'Date', nowrap: true, cell: (a) => dayText(a.date) },
    { id: 'rooms', header: 'Rooms', nowrap: true, cell: (a) => a.rooms },
    { id: 'roomAvailability', header: 'Room Availability', nowrap: true, cell: (a) => a.roomAvailability },
    { id: 'expediaRate', header: 'Expedia Rate', nowrap: true, cell: (a) => money(a.expediaRate) },
    { id: 'overnightRate', header: 'Overnight Rate', nowrap: true, cell: (a) => money(a.overnightRate) },
    { id: 'threeHourRate', header: '3h Rate', nowrap: true, cell: (a) => money(a.threeHourRate) },
    { id: 'sixHourRate', header: '6h Rate', nowrap: true, cell: (a) => money(a.sixHourRate) },
    { id: 'twelveHourRate', header: '12h Rate', nowrap: true, cell: (a) => money(a.twelveHourRate) },
    { id: 'slots3', header: 'Open Slots 3h', nowrap: true, cell: (a) => a.slots.three },
    { id: 'slots6', header: 'Open Slots 6h', nowrap: true, cell: (a) => a.slots.six },
    { id: 'slots12', header: 'Open Slots 12h', nowrap: true, cell: (a) => a.slots.twelve },
  ];
};

/** One snapshot: when it was taken and its daily availabilities. */
function SnapshotPanel({ snapshot }: { snapshot: ArchiveSnapshot }) {
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Taken {failureTime(snapshot.takenAt)} UTC · rates in {snapshot.currency.toUpperCase()}
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
  const list = snapshots.data?.data ?? [];
  const current = list.find((s) => s._id === selected) ?? list[0];
  const total = snapshots.data?.total ?? 0;
  const first = (page - 1) * SNAPSHOTS_PER_PAGE + 1;

  return (
    <Stack gap="4">
      <DateRangeField control={control} name="range" label="Taken (dd/MM/yyyy)" />
      {snapshots.isPending ? (
        <LoadingState label="Loading the snapshots…" />
      ) : snapshots.isError ? (
        <LoadError title="The snapshots could not be loaded." message={errorMessage(snapshots.error)} onRetry={() => void snapshots.refetch()} />
      ) : !current ? (
        <EmptyState text={PricingMessages.archives.empty} />
      ) : (
        <Box opacity={snapshots.isPlaceholderData ? 0.6 : 1} aria-busy={snapshots.isPlaceholderData}>
          <SnapshotTabs
            label="Snapshots"
            tabs={list.map((s) => ({ id: s._id, label: `${s.name} (${dayText(s.day)})` }))}
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
      )}
    </Stack>
  );
}

/**
 * /archives (docs/areas/pricing.md, "Archives"): a hotel picker (the hotels with snapshots and how many, the
 * choice in `?hotel=`), then a tab per snapshot of that hotel, newest first, within the days taken
 * (`?from=&to=`, default the last 30 days) and 30 a page (`?page=`); each tab is the snapshot's daily
 * availability: rooms, Expedia, overnight and hourly rates (in the snapshot's currency) and the open slots.
 */
export function ArchivesPage() {
  const hotels = useArchiveHotels();
  const { params, setQuery } = useListQuery();
  const hotelId = params.get('hotel') ?? '';
  const options = (hotels.data ?? []).map((h) => ({ value: h._id, label: `${h.hotelName} (${h.snapshots} snapshot${h.snapshots === 1 ? '' : 's'})` }));

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Archives
        </Heading>
        {hotels.isPending ? (
          <LoadingState label="Loading the hotels…" />
        ) : hotels.isError ? (
          <LoadError title="The hotels could not be loaded." message={errorMessage(hotels.error)} onRetry={() => void hotels.refetch()} />
        ) : (
          <>
            <Field.Root w="auto" maxW="md">
              <Field.Label>Hotel</Field.Label>
              <OptionSelect
                value={hotelId}
                onChange={(e) => setQuery({ hotel: e.target.value, page: undefined })}
                options={options}
                emptyOption="Select a hotel"
              >
                {hotelId && !options.some((o) => o.value === hotelId) ? <option value={hotelId}>This hotel (no snapshots listed)</option> : null}
              </OptionSelect>
            </Field.Root>
            {hotelId ? <HotelSnapshots key={hotelId} hotelId={hotelId} /> : <Text color="fg.muted">Choose a hotel to see its snapshots.</Text>}
          </>
        )}
      </Stack>
    </Box>
  );
}
