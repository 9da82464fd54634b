import {
  HOTEL_SORT_FIELDS,
  Limits,
  type HotelListItem,
  type HotelListQuery,
  type HotelSortField,
} from '@backoffice/contracts';
import {
  errorMessage,
  OptionSelect,
  useLastPageFallback,
  useListQuery,
  useSearchParam,
} from '@backoffice/remote-kit';
import {
  Box,
  Button,
  DataGrid,
  Field,
  Flex,
  HStack,
  Heading,
  Input,
  Link,
  Stack,
  type DataGridColumn,
} from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useChainChoices } from '../../chains/chain-choices';
import { listingSource, useHotelListing } from '../api/get-hotel-listing';
import { useHotelOwners } from '../api/get-hotel-owners';
import { LISTING_PATHS } from '../listing-paths';
import { HotelStatusSelect } from './hotel-status-select';
import { ScoreDialog } from './score-dialog';

/** The chain a row shows: its chain's name, 'Other' when it has none. */
export const chainName = (hotel: Pick<HotelListItem, 'commission'>) =>
  hotel.commission?.clientTypeName ?? 'Other';

/** Billing status: 'Complete' when the hotel has a payment method, else 'In Complete' (the spec's wording). */
export const billingStatus = (hotel: Pick<HotelListItem, 'paymentMethodID'>) =>
  hotel.paymentMethodID ? 'Complete' : 'In Complete';

/**
 * The listing's columns (docs/areas/hotels.md, "Property listing"): property id, name, chain, status (a
 * dropdown), billing status and the actions, pinned to the right edge. Review and Score only in the 'all' view.
 */
export function listingColumns(
  allView: boolean,
  onScore: (hotel: HotelListItem) => void,
): DataGridColumn<HotelListItem>[] {
  return [
    {
      id: 'propertyId',
      header: 'Property ID',
      sortable: true,
      nowrap: true,
      cell: (h) => h.propertyId || '—',
    },
    {
      id: 'name',
      header: 'Property Name',
      sortable: true,
      cell: (h) => h.name,
      cellStyle: { fontWeight: 'medium' },
    },
    { id: 'chain', header: 'Property Chain', sortable: true, cell: chainName },
    {
      id: 'isActive',
      header: 'Property Status',
      sortable: true,
      cell: (h) => <HotelStatusSelect hotel={h} />,
    },
    { id: 'billing', header: 'Billing Status', sortable: true, nowrap: true, cell: billingStatus },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: allView ? '17rem' : '9rem',
      cell: (h) => (
        <HStack gap="3" wrap="wrap">
          <Link asChild color="blue.600">
            <RouterLink to={LISTING_PATHS.editHotel(h._id)} aria-label={`Edit ${h.name}`}>
              Edit
            </RouterLink>
          </Link>
          <Link asChild color="blue.600">
            <RouterLink to={LISTING_PATHS.billing(h._id)} aria-label={`Billing of ${h.name}`}>
              Billing
            </RouterLink>
          </Link>
          {allView ? (
            <>
              <Link asChild color="blue.600">
                <RouterLink to={LISTING_PATHS.reviews(h._id)} aria-label={`Reviews of ${h.name}`}>
                  Review
                </RouterLink>
              </Link>
              <Button
                size="xs"
                variant="outline"
                aria-label={`Score of ${h.name}`}
                onClick={() => onScore(h)}
              >
                Score
              </Button>
            </>
          ) : null}
        </HStack>
      ),
    },
  ];
}

const isSortField = (id: string): id is HotelSortField =>
  (HOTEL_SORT_FIELDS as readonly string[]).includes(id);

/**
 * /property/{hotelAdminID} (docs/areas/hotels.md, "Property listing"): the hotels ('all', or one owner's), 10
 * per page, filtered ('Filter By ID, Name': property ID, name, city, owner e-mail or status), sorted and paged
 * by the API. `?commissionID=` narrows to one chain ('other': hotels without one); the chain select offers 'All'
 * and every chain of the chains list. Search, chain, sort and page live in the URL query.
 * Each row's status is a dropdown; the 'all' view adds Review and Score (the score modal).
 */
export function PropertyListingPage() {
  const hotelAdminID = useParams().hotelAdminID ?? 'all';
  const allView = hotelAdminID === 'all';
  const list = useListQuery();
  const { params, page, setQuery, setPage, sort, setSort } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const commissionID = params.get('commissionID') || undefined;
  const sortField = sort && isSortField(sort.id) ? sort.id : undefined;

  const query: HotelListQuery = {
    page,
    limit: Limits.pageSize,
    ...(search ? { search } : {}),
    ...(commissionID ? { commissionID } : {}),
    ...(sortField ? { sort: sortField, order: sort?.desc ? 'desc' : 'asc' } : {}),
  };
  const hotels = useHotelListing(listingSource(hotelAdminID), query);
  const owners = useHotelOwners(!allView);
  const owner = owners.data?.find((o) => o._id === hotelAdminID);
  const [scoring, setScoring] = useState<HotelListItem | null>(null);
  const columns = useMemo(() => listingColumns(allView, setScoring), [allView]);

  const total = hotels.data?.total ?? hotels.data?.data.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(hotels.isSuccess && !hotels.isPlaceholderData, page, lastPage, (p) =>
    setPage(p, { replace: true }),
  );

  const chainOptions = useChainChoices(commissionID);

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            {owner ? `Property Listing / ${owner.fullName}` : 'Property Listing'}
          </Heading>
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={LISTING_PATHS.addHotel}>Add Hotel</RouterLink>
          </Button>
        </Flex>

        <DataGrid
          label="Properties"
          columns={columns}
          rows={hotels.data?.data}
          rowKey={(h) => h._id}
          loading={hotels.isPending}
          loadingLabel="Loading properties…"
          fetching={hotels.isPlaceholderData}
          error={hotels.isError ? errorMessage(hotels.error) : null}
          errorTitle="The properties could not be loaded."
          onRetry={() => void hotels.refetch()}
          sort={sortField && sort ? sort : null}
          onSortChange={setSort}
          pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          columnToggle
          toolbar={
            <HStack gap="4" align="flex-end" wrap="wrap">
              <Field.Root width="auto" minW="64">
                <Field.Label>Filter By ID, Name</Field.Label>
                <Input
                  size="sm"
                  type="search"
                  value={searchInput}
                  maxLength={200}
                  onChange={(e) => setSearchInput(e.target.value)}
                />
              </Field.Root>
              <Field.Root width="auto" minW="48">
                <Field.Label>Property Chain</Field.Label>
                <OptionSelect
                  size="sm"
                  options={chainOptions}
                  emptyOption="All"
                  value={commissionID ?? ''}
                  onChange={(e) => setQuery({ commissionID: e.target.value || undefined, page: undefined })}
                />
              </Field.Root>
            </HStack>
          }
        />
      </Stack>

      <ScoreDialog hotel={scoring} onClose={() => setScoring(null)} />
    </Box>
  );
}
