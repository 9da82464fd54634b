import type { HotelListItem } from '@backoffice/contracts';
import { ListPage, RecordLink, SearchField, useListQuery, useSearchParam } from '@backoffice/remote-kit';
import { Button, Link, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { hotelNameAndAddress } from '../shared/hotel-columns';
import { countHotels, useHotelListPage } from '../shared/hotel-lists';
import { HOTEL_PATHS } from '../shared/hotel-paths';

/** The list's name for what this browser remembers of it (columns shown, rows per page). */
export const HOTELS_KEY = 'hotels';

const BACK = 'Back to hotels';

/**
 * The columns: the name (a link to the hotel, cut with an ellipsis, the full name on hover), the address (wrapping
 * at words, the first to give way at a narrow width), the hotel manager contact (a link to the user) and Edit,
 * pinned to the right edge.
 */
const COLUMNS: DataGridColumn<HotelListItem>[] = [
  ...hotelNameAndAddress(BACK),
  {
    id: 'contact',
    header: 'Contact',
    minWidth: '12rem',
    priority: 2,
    cell: (h) =>
      h.contact ? (
        <Stack gap="0">
          <Text>
            <RecordLink record={{ type: 'user', id: h.contact._id, name: h.contact.fullName }} backLabel={BACK} />
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {h.contact.email}
          </Text>
          {h.contact.mobile ? (
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {h.contact.mobile}
            </Text>
          ) : null}
        </Stack>
      ) : (
        '—'
      ),
  },
  {
    id: 'action',
    header: 'Action',
    pin: 'end',
    width: '5rem',
    cell: (h) => (
      <RecordLink record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={BACK} aria-label={`Edit ${h.name}`}>
        Edit
      </RecordLink>
    ),
  },
];

/** The URL keys the list reads besides page/sort/order (docs/areas/platform.md, "Saved views"). */
const VIEW_PARAMS = ['search'];

/** A path with `search` as its `?search=` (none when blank). */
export const withSearch = (path: string, search: string) => (search ? `${path}?${new URLSearchParams({ search }).toString()}` : path);

/**
 * /hotels (docs/areas/hotels.md, "One hotel list"; docs/decisions.md): the contacts view of the one hotel list, the real hotels, 10 per page unless this browser chose
 * another size, by name, with their address (street, city, state, country), hotel manager contact (name, e-mail,
 * mobile) and Edit (/editHotel/{id}, whose page leads back here). The search box searches on the server
 * (property ID, name, city, owner e-mail or status); search and page live in the URL query. Status, chain, billing
 * and bulk changes are the Property Listing's: the subtitle links there with the same search.
 */
export function HotelsPage() {
  const list = useListQuery();
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const { grid } = useHotelListPage(HOTELS_KEY, list, 'all', { sort: 'name', order: 'asc', ...(search ? { search } : {}) });

  return (
    <ListPage
      title="Hotels"
      subtitle={
        <>
          The hotels&apos; addresses and contacts. Status, chain, billing and bulk changes:{' '}
          <Link asChild colorPalette="blue">
            <RouterLink to={withSearch(HOTEL_PATHS.all, search)}>Property Listing</RouterLink>
          </Link>
        </>
      }
      actions={
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={HOTEL_PATHS.addHotel}>Add Hotel</RouterLink>
        </Button>
      }
      filters={<SearchField placeholder="Name, property ID or city" value={searchInput} onChange={setSearchInput} />}
      {...grid}
      viewParams={VIEW_PARAMS}
      countView={(q) => {
        const search = q.get('search') ?? '';
        return countHotels('all', { sort: 'name', order: 'asc', ...(search ? { search } : {}) });
      }}
      columns={COLUMNS}
    />
  );
}
