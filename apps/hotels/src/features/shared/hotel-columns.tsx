import type { HotelListItem } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { addressOf } from './address';

/**
 * The first two columns of the area's hotel lists (/hotels, /missingPropertyID; docs/frontend-data.md, "Lists";
 * docs/areas/hotels.md, "Links"): the hotel's name, a link to the hotel whose page leads back with `backLabel`, cut
 * with an ellipsis (the full name on hover) and kept at every width, and its address on one line of words, wrapping
 * at spaces, the first column to give way below 900 px of grid.
 */
export const hotelNameAndAddress = (backLabel: string): readonly DataGridColumn<HotelListItem>[] => [
  {
    id: 'name',
    header: 'Hotel Name',
    kind: 'name',
    width: '14rem',
    priority: 1,
    cell: (h) => <RecordLink record={{ type: 'hotel', id: h._id, name: h.name }} backLabel={backLabel} />,
    cellStyle: { fontWeight: 'medium' },
  },
  { id: 'address', header: 'Address', minWidth: '12rem', priority: 3, cell: (h) => addressOf(h) || '—' },
];
