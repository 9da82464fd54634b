import { INVOICE_PAGER_LINKS, INVOICE_PAGE_SIZE, formatDay, formatMoney, utcDay, type Invoice } from '@backoffice/contracts';
import { ListPage, RecordLink, listRows, useLastPageFallback, useListQuery } from '@backoffice/remote-kit';
import { lastPageOf } from '../shared/hotel-lists';
import type { DataGridColumn } from '@backoffice/ui';
import { useParams } from 'react-router-dom';
import { countInvoices, useInvoicesPage } from './api';

/** The day an invoice is dated, as its PDF dates it: the UTC day of an epoch-seconds instant (`created`, `due_date`). */
export const invoiceDay = (seconds: number): string => formatDay(utcDay(new Date(seconds * 1000)));

/** The list reads no URL key besides page/sort/order: a saved view keeps its sort only (docs/areas/platform.md, "Saved views"). */
const NO_VIEW_PARAMS: readonly string[] = [];

/**
 * /billing/{propertyId} (docs/areas/billing.md, "Invoices", "Links"): a hotel's invoices, newest first: Invoice #
 * (a link to the invoice), Date, Total in the invoice's currency, Status and View Invoice (back to this page of the
 * list), 10 at a time with 5 page links ('Showing X to Y of Z entries'), each page asked of the API (`{ page, limit }`,
 * docs/areas/billing.md, "Pages of statements and invoices"; an answer without `total` is the whole list, paged here);
 * the page is kept in the URL (`?page=`), and a page past the last goes to the last. The hotel's name under the
 * title links to the hotel.
 */
export function InvoicesPage() {
  const { propertyId = '' } = useParams();
  const { page, setPage } = useListQuery();
  const invoices = useInvoicesPage(propertyId, page, INVOICE_PAGE_SIZE);
  const answer = invoices.data;
  const paged = answer?.total !== undefined;
  const total = answer ? (answer.total ?? answer.data.length) : 0;
  const shown = answer && !paged ? answer.data.slice((page - 1) * INVOICE_PAGE_SIZE, page * INVOICE_PAGE_SIZE) : answer?.data;
  useLastPageFallback(invoices.isSuccess && !invoices.isPlaceholderData, page, lastPageOf(total, INVOICE_PAGE_SIZE), (p) => setPage(p, { replace: true }));

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
        answer
          ? {
              page,
              pageSize: INVOICE_PAGE_SIZE,
              total,
              range: INVOICE_PAGER_LINKS,
              onPageChange: (p) => setPage(p),
            }
          : undefined
      }
    />
  );
}
