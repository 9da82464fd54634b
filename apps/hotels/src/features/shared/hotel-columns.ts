import type { HotelListItem } from '@backoffice/contracts';
import type { DataGridColumn } from '@backoffice/ui';
import { addressOf } from './address';

/**
 * The first two columns of the area's hotel lists (/hotels, /missingPropertyID; docs/frontend-data.md, "Lists"):
 * the hotel's name, cut with an ellipsis (the full name on hover) and kept at every width, and its address on one
 * line of words, wrapping at spaces, the first column to give way below 900 px of grid.
 */
export const HOTEL_NAME_AND_ADDRESS: readonly DataGridColumn<HotelListItem>[] = [
  { id: 'name', header: 'Hotel Name', kind: 'name', width: '14rem', priority: 1, cell: (h) => h.name, cellStyle: { fontWeight: 'medium' } },
  { id: 'address', header: 'Address', minWidth: '12rem', priority: 3, cell: (h) => addressOf(h) || '—' },
];
