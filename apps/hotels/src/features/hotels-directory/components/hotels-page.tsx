import { Limits, type HotelListItem, type HotelListQuery } from '@backoffice/contracts';
import {
  errorMessage,
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
  Heading,
  Input,
  Link,
  Stack,
  Text,
  type DataGridColumn,
} from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { LISTING_PATHS } from '../../property-listing/listing-paths';
import { useHotelsDirectory } from '../api/get-hotels-directory';
import { addressOf } from '../address';

const COLUMNS: DataGridColumn<HotelListItem>[] = [
  { id: 'name', header: 'Hotel Name', cell: (h) => h.name, cellStyle: { fontWeight: 'medium' } },
  { id: 'address', header: 'Address', cell: (h) => addressOf(h) || '—', cellStyle: { minW: '48' } },
  {
    id: 'contact',
    header: 'Contact',
    cell: (h) =>
      h.contact ? (
        <Stack gap="0">
          <Text>{h.contact.fullName}</Text>
          <Text fontSize="sm" color="fg.muted">
            {h.contact.email}
          </Text>
          {h.contact.mobile ? (
            <Text fontSize="sm" color="fg.muted">
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
      <Link asChild color="blue.600">
        <RouterLink to={LISTING_PATHS.editHotel(h._id)} aria-label={`Edit ${h.name}`}>
          Edit
        </RouterLink>
      </Link>
    ),
  },
];

/**
 * /hotels (docs/areas/hotels.md, "Property listing"): the real hotels, 10 per page, by name, with their address
 * (street, city, state, country), hotel manager contact (name, e-mail, mobile) and Edit (/editHotel/{id}). The
 * search box searches on the server (property ID, name, city, owner e-mail or status); search and page live in
 * the URL query.
 */
export function HotelsPage() {
  const list = useListQuery();
  const { page, setPage } = list;
  const [searchInput, setSearchInput, search] = useSearchParam(list, 'search');
  const query: HotelListQuery = {
    page,
    limit: Limits.pageSize,
    sort: 'name',
    order: 'asc',
    ...(search ? { search } : {}),
  };
  const hotels = useHotelsDirectory(query);

  const total = hotels.data?.total ?? hotels.data?.data.length ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / Limits.pageSize));
  useLastPageFallback(hotels.isSuccess && !hotels.isPlaceholderData, page, lastPage, (p) =>
    setPage(p, { replace: true }),
  );

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Hotels
          </Heading>
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={LISTING_PATHS.addHotel}>Add Hotel</RouterLink>
          </Button>
        </Flex>
        <DataGrid
          label="Hotels"
          columns={COLUMNS}
          rows={hotels.data?.data}
          rowKey={(h) => h._id}
          loading={hotels.isPending}
          loadingLabel="Loading hotels…"
          fetching={hotels.isPlaceholderData}
          error={hotels.isError ? errorMessage(hotels.error) : null}
          errorTitle="The hotels could not be loaded."
          onRetry={() => void hotels.refetch()}
          pagination={{ page, pageSize: Limits.pageSize, total, onPageChange: setPage }}
          toolbar={
            <Field.Root width="auto" minW="64">
              <Field.Label>Search</Field.Label>
              <Input
                size="sm"
                type="search"
                value={searchInput}
                maxLength={200}
                placeholder="Name, property ID or city"
                onChange={(e) => setSearchInput(e.target.value)}
              />
            </Field.Root>
          }
        />
      </Stack>
    </Box>
  );
}
