import { INVOICE_PAGER_LINKS, INVOICE_PAGE_SIZE, formatDay, formatMoney, utcDay, type Invoice } from '@backoffice/contracts';
import { ListPage, RecordLink, listRows, useListQuery } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { useParams } from 'react-router-dom';
import { countInvoices, useInvoices } from './api';

/** The day an invoice is dated, as its PDF dates it: the UTC day of an epoch-seconds instant (`created`, `due_date`). */
export const invoiceDay = (seconds: number): string => formatDay(utcDay(new Date(seconds * 1000)));

/** The list reads no URL key besides page/sort/order: a saved view keeps its sort only (docs/areas/platform.md, "Saved views"). */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /billing/{propertyId} (docs/areas/billing.md, "Invoices", "Links"): a hotel's invoices, newest first: Invoice #
 * (a link to the invoice), Date, Total in the invoice's currency, Status and View Invoice (back to this page of the
 * list), paged in the browser 10 at a time with 5 page links ('Showing X to Y of Z entries'); the page is kept in
 * the URL (`?page=`). The hotel's name under the title links to the hotel.
 */
export function InvoicesPage() {
  const { propertyId = '' } = useParams();
  const { page, setPage } = useListQuery();
  const invoices = useInvoices(propertyId);
  const rows = invoices.data?.data;
  const shown = rows?.slice((page - 1) * INVOICE_PAGE_SIZE, page * INVOICE_PAGE_SIZE);

  const back = 'Back to invoices';
  const record = (r: Invoice) => ({ type: 'invoice' as const, id: r.id, parentId: propertyId, name: r.number });
  const columns: DataGridColumn<Invoice>[] = [
    { id: 'number', header: 'Invoice #', nowrap: true, cell: (r) => <RecordLink record={record(r)} backLabel={back} /> },
    { id: 'date', header: 'Date', kind: 'date', cell: (r) => invoiceDay(r.created) },
    { id: 'total', header: 'Total', kind: 'money', cell: (r) => formatMoney(r.total, r.currency) },
    { id: 'status', header: 'Status', nowrap: true, cell: (r) => (r.paid ? 'Paid' : 'Not Paid') },
    {
      id: 'view',
      header: 'Action',
      pin: 'end',
      width: '8rem',
      cell: (r) => (
        <RecordLink record={record(r)} backLabel={back} aria-label={`View Invoice ${r.number}`}>
          View Invoice
        </RecordLink>
      ),
    },
  ];

  return (
    <ListPage
      title="Invoices"
      subtitle={
        invoices.data ? (
          <RecordLink record={{ type: 'hotel', id: invoices.data.hotel._id, name: invoices.data.hotel.name }} backLabel={back} />
        ) : undefined
      }
      {...listRows(invoices, shown, 'invoices', (r) => r.id)}
      listKey="invoices"
      viewParams={NO_VIEW_PARAMS}
      countView={() => countInvoices(propertyId, invoices.data)}
      columns={columns}
      emptyText="No invoices for this property yet."
      pagination={
        rows
          ? {
              page,
              pageSize: INVOICE_PAGE_SIZE,
              total: rows.length,
              range: INVOICE_PAGER_LINKS,
              onPageChange: (p) => setPage(p),
            }
          : undefined
      }
    />
  );
}
