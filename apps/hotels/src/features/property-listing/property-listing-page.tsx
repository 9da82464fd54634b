import { FILTERED_LISTS, HOTEL_SORT_FIELDS, HOTEL_STATUSES, OTHER_CHAIN_FILTER, type HotelListItem, type HotelListQuery, type HotelSortField, type HotelStatus } from '@backoffice/contracts';
import {
  ListPage,
  ListToolbar,
  QueryFilter,
  RecordLink,
  SearchField,
  useListQuery,
  useSearchParam,
} from '@backoffice/remote-kit';
import { Button, HStack, type DataGridColumn } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useChainChoices } from '../chains/chain-choices';
import { countHotels, listingSource, useHotelListPage } from '../shared/hotel-lists';
import { HOTEL_PATHS } from '../shared/hotel-paths';
import { useHotelOwners } from './api';
import { HotelStatusSelect } from './hotel-status-select';
import { BulkStatus } from './bulk-status';
import { ScoreDialog } from './score-dialog';

/** The chain a row shows: its chain's name, 'Other' when it has none. */
export const chainName = (hotel: Pick<HotelListItem, 'commission'>) =>
  hotel.commission?.clientTypeName ?? 'Other';

/** Billing status: 'Complete' when the hotel has a payment method, else 'In Complete' (the spec's wording). */
export const billingStatus = (hotel: Pick<HotelListItem, 'paymentMethodID'>) =>
  hotel.paymentMethodID ? 'Complete' : 'In Complete';

/** The listing's name for what this browser remembers of it (columns shown, rows per page). */
export const LISTING_KEY = 'property-listing';

/**
 * The listing's columns (docs/areas/hotels.md, "Property listing", "Links"): property id, name (a link to the hotel),
 * chain (a link to the chain's hotels: this list filtered by it), status (a dropdown), billing status and the
 * actions, pinned to the right edge: Edit, Billing (the hotel's invoices), and in the 'all' view Review (its reviews)
 * and Score.
 * Widths keep every cell on one line (ids and names cut with an ellipsis, the full text on hover); below 900 px
 * of grid the chain and billing status give way, so that at 800 px the name, the status and the actions (Score
 * among them) still show without a line broken into a few letters (issue 32).
 */
export function listingColumns(
  allView: boolean,
  onScore: (hotel: HotelListItem) => void,
): DataGridColumn<HotelListItem>[] {
  const back = 'Back to properties';
  return [
    { id: 'propertyId', header: 'Property ID', sortable: true, kind: 'name', width: '9rem', priority: 2, cell: (h) => h.propertyId || '—' },
    {
      id: 'name',
      header: 'Property Name',
      sortable: true,
      kind: 'name',
      width: '12rem',
      priority: 1,
      cell: (h) => <RecordLink record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={back} />,
      cellStyle: { fontWeight: 'medium' },
    },
    {
      id: 'chain',
      header: 'Property Chain',
      sortable: true,
      kind: 'name',
      width: '10rem',
      priority: 3,
      cell: (h) => <RecordLink record={{ type: 'chain', id: h.commission?._id ?? OTHER_CHAIN_FILTER, name: chainName(h) }} backLabel={back} />,
    },
    {
      id: 'isActive',
      header: 'Property Status',
      sortable: true,
      nowrap: true,
      width: '10rem',
      priority: 1,
      cell: (h) => <HotelStatusSelect hotel={h} />,
    },
    { id: 'billing', header: 'Billing Status', sortable: true, nowrap: true, priority: 3, cell: billingStatus },
    {
      id: 'action',
      header: 'Action',
      pin: 'end',
      width: allView ? '15rem' : '8rem',
      cell: (h) => (
        <HStack gap="3" wrap="nowrap">
          <RecordLink record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={back} aria-label={`Edit ${h.name}`}>
            Edit
          </RecordLink>
          <RecordLink to={FILTERED_LISTS.invoices(h._id)} backLabel={back} aria-label={`Billing of ${h.name}`}>
            Billing
          </RecordLink>
          {allView ? (
            <>
              <RecordLink to={FILTERED_LISTS.reviews(h._id)} backLabel={back} aria-label={`Reviews of ${h.name}`}>
                Review
              </RecordLink>
              <Button size="xs" variant="outline" aria-label={`Score of ${h.name}`} onClick={() => onScore(h)}>
                Score
              </Button>
            </>
          ) : null}
        </HStack>
      ),
    },
  ];
}

const isSortField = (id: string): id is HotelSortField => (HOTEL_SORT_FIELDS as readonly string[]).includes(id);
const isStatus = (v: string | null): v is HotelStatus => (HOTEL_STATUSES as readonly string[]).includes(v ?? '');

/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search', 'commissionID', 'status'];

/**
 * The scope of "all matching" for a bulk run (docs/frontend-data.md, "Bulk actions"): the list's filters as the
 * URL holds them (`search`, `commissionID`, `status`), without page and sort.
 */
export const bulkScopeOf = (filters: Pick<HotelListQuery, 'search' | 'commissionID' | 'status'>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

/** The list's filters of the URL query: `search` (the search box's text in the URL), `?commissionID=`, `?status=` when it is one. */
function filtersOf(params: URLSearchParams, search = params.get('search') ?? ''): Pick<HotelListQuery, 'search' | 'commissionID' | 'status'> {
  const commissionID = params.get('commissionID') || undefined;
  const statusParam = params.get('status');
  return {
    ...(search ? { search } : {}),
    ...(commissionID ? { commissionID } : {}),
    ...(isStatus(statusParam) ? { status: statusParam } : {}),
  };
}

/**
 * /property/{hotelAdminID} (docs/areas/hotels.md, "Property listing"): the hotels ('all', or one owner's), 10
 * per page unless this browser chose another size, filtered ('Filter By ID, Name': property ID, name, city, owner
 * e-mail or status), sorted and paged by the API. `?commissionID=` narrows to one chain ('other': hotels without
 * one); the chain select offers 'All' and every chain of the chains list, and shows the chain a link filtered by
 * (choosing All removes it). `?status=` narrows to one status (the dashboard's Hotels Pending, docs/areas/dashboard.md,
 * "Work queues"). Search, chain, status, sort and page live in the URL query. One owner's view names the owner
 * under the title, a link to the user. Each row's status is a dropdown (taking a Live hotel off sale asks first); the 'all' view adds
 * Review and Score (the score modal). Rows can be selected (across pages) for the bulk "Set status…" (`hotels.setStatus`
 * on the ids or, in the 'all' view, on every hotel matching the URL's filters).
 */
export function PropertyListingPage() {
  const hotelAdminID = useParams().hotelAdminID ?? 'all';
  const allView = hotelAdminID === 'all';
  const list = useListQuery();
  const { params, sort, setSort } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const filters = filtersOf(params, search);
  const { commissionID, status } = filters;
  const sortField = sort && isSortField(sort.id) ? sort.id : undefined;
  const { grid } = useHotelListPage(
    LISTING_KEY,
    list,
    listingSource(hotelAdminID),
    {
      ...filters,
      ...(sortField ? { sort: sortField, order: sort?.desc ? 'desc' : 'asc' } : {}),
    },
    'properties',
  );
  const owners = useHotelOwners(!allView);
  const owner = owners.data?.find((o) => o._id === hotelAdminID);
  const [scoring, setScoring] = useState<HotelListItem | null>(null);
  const columns = useMemo(() => listingColumns(allView, setScoring), [allView]);

  const chainOptions = useChainChoices(commissionID);
  const [selected, setSelected] = useState<string[]>([]);
  const total = grid.pagination.total;

  return (
    <>
      <ListPage
        title={owner ? `Property Listing / ${owner.fullName}` : 'Property Listing'}
        viewParams={VIEW_PARAMS}
        countView={(q) => countHotels(listingSource(hotelAdminID), filtersOf(q))}
        subtitle={
          owner ? (
            <>
              Owner <RecordLink record={{ type: 'user', id: owner._id, name: owner.fullName }} backLabel="Back to properties" /> · {owner.email}
            </>
          ) : undefined
        }
        actions={
          <HStack gap="2">
            {allView ? (
              // The contacts view of the same list, with the same search (docs/areas/hotels.md, "One hotel list").
              <Button asChild variant="outline" size="sm">
                <RouterLink to={search ? `${HOTEL_PATHS.hotels}?${new URLSearchParams({ search }).toString()}` : HOTEL_PATHS.hotels}>Contacts view</RouterLink>
              </Button>
            ) : null}
            <Button asChild colorPalette="blue" size="sm">
              <RouterLink to={HOTEL_PATHS.addHotel}>Add Hotel</RouterLink>
            </Button>
          </HStack>
        }
        filters={
          <ListToolbar>
            <SearchField label="Filter By ID, Name" placeholder="Property ID, name, city or owner e-mail" value={searchInput} onChange={setSearchInput} />
            <QueryFilter label="Property Chain" minW="48" list={list} param="commissionID" value={commissionID} options={chainOptions} />
            <QueryFilter label="Status" minW="36" list={list} param="status" value={status} options={HOTEL_STATUSES.map((v) => ({ value: v, label: v }))} />
          </ListToolbar>
        }
        {...grid}
        selection={{ selected, onChange: setSelected, rowLabel: (h) => `Select ${h.name}` }}
        // "All matching" only on every hotel: one owner's view is not a filter the bulk run knows.
        selectAllMatching={allView ? { total, scope: bulkScopeOf(filters) } : undefined}
        // The selection stays once a run starts: the bulk bar holds the button whose dialog shows the run's progress.
        bulkActions={(_ids, selection) => <BulkStatus selection={selection} />}
        columns={columns}
        sort={sortField && sort ? sort : null}
        onSortChange={setSort}
        columnToggle
      />
      <ScoreDialog hotel={scoring} onClose={() => setScoring(null)} />
    </>
  );
}
