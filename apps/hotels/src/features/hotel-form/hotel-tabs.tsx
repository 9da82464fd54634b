import { FILTERED_LISTS, INVOICE_PAGE_SIZE, formatMoney, formatNumber, type Hotel, type Invoice } from '@backoffice/contracts';
import { RecordLink } from '@backoffice/remote-kit';
import { DataGrid, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInvoicesPage } from '../billing/api';
import { invoiceDay } from '../billing/invoices-page';

/** The tabs of a hotel's record page (issue 36), in order; `details` is the default and leaves `?tab=` out. */
export const HOTEL_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'rooms', label: 'Rooms' },
  { id: 'people', label: 'People' },
  { id: 'photos', label: 'Photos' },
  { id: 'billing', label: 'Billing' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'reservations', label: 'Reservations' },
  { id: 'history', label: 'History' },
] as const;
export type HotelTab = (typeof HOTEL_TABS)[number]['id'];

const isTab = (v: string | null): v is HotelTab => HOTEL_TABS.some((t) => t.id === v);

/**
 * The record page's tab, kept in the URL (`?tab=rooms`), so that a reload, a shared link or the way back from a page
 * it links to opens the same tab; an unknown or missing value is Details. Choosing a tab replaces the history entry
 * (tabs are not pages to step back through) and keeps the location's state, so the page's way back survives.
 */
export function useHotelTab(): [HotelTab, (tab: HotelTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get('tab');
  const tab = isTab(raw) ? raw : 'details';
  const select = useCallback(
    (next: HotelTab) => {
      const params = new URLSearchParams(location.search);
      if (next === 'details') params.delete('tab');
      else params.set('tab', next);
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
    },
    [location.pathname, location.search, location.state, navigate],
  );
  return [tab, select];
}

/**
 * The Billing tab (docs/areas/billing.md, "Invoices"; "Links"): the hotel's invoices (number → the invoice, its UTC
 * day, total in the invoice's currency, Paid / Not Paid): the 10 newest, page 1 of `/billing/{id}`'s query (the
 * API answers that page and the hotel's `total`; docs/areas/billing.md, "Pages of statements and invoices"), and a
 * link there with the total.
 */
export function HotelBillingTab({ hotel, backLabel }: { hotel: Pick<Hotel, '_id' | 'name'>; backLabel: string }) {
  const invoices = useInvoicesPage(hotel._id, 1, INVOICE_PAGE_SIZE);
  const record = (r: Invoice) => ({ type: 'invoice' as const, id: r.id, parentId: hotel._id, name: r.number });
  const columns: DataGridColumn<Invoice>[] = [
    { id: 'number', header: 'Invoice #', nowrap: true, cell: (r) => <RecordLink record={record(r)} backLabel={backLabel} /> },
    { id: 'date', header: 'Date', kind: 'date', cell: (r) => invoiceDay(r.created) },
    { id: 'total', header: 'Total', kind: 'money', cell: (r) => formatMoney(r.total, r.currency) },
    { id: 'paid', header: 'Status', cell: (r) => (r.paid ? 'Paid' : 'Not Paid') },
  ];
  const rows = invoices.data?.data;
  // An answer without `total` is the whole list (an API before issue 38): its length.
  const total = invoices.data ? (invoices.data.total ?? invoices.data.data.length) : undefined;
  return (
    <Stack gap="3">
      <RecordLink to={FILTERED_LISTS.invoices(hotel._id)} backLabel={backLabel}>
        {total !== undefined ? `All invoices of ${hotel.name} (${formatNumber(total)})` : `All invoices of ${hotel.name}`}
      </RecordLink>
      <DataGrid
        label="Invoices of this hotel"
        columns={columns}
        rows={rows?.slice(0, INVOICE_PAGE_SIZE)}
        rowKey={(r) => r.id}
        loading={invoices.isPending}
        error={invoices.isError ? 'The invoices could not be loaded.' : null}
        onRetry={() => void invoices.refetch()}
        emptyText="No invoices yet."
      />
      {total !== undefined && total > INVOICE_PAGE_SIZE ? <Text color="fg.muted">The 10 newest; the rest are in the list of all invoices.</Text> : null}
    </Stack>
  );
}

/**
 * A tab that leads to another area's list filtered to the hotel (docs/areas/hotels.md, "Links"): what the list
 * holds, with its count when known, as a link carrying the way back to this tab.
 */
export function HotelListLinkTab({ text, link, count, backLabel }: { text: string; link: { to: string; label: string }; count?: number; backLabel: string }) {
  return (
    <Stack gap="2">
      <Text>{text}</Text>
      <RecordLink to={link.to} backLabel={backLabel}>
        {count === undefined ? link.label : `${link.label} (${formatNumber(count)})`}
      </RecordLink>
    </Stack>
  );
}
