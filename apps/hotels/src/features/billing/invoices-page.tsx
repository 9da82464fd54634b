import { INVOICE_PAGER_LINKS, INVOICE_PAGE_SIZE, invoiceDate, type Invoice } from '@backoffice/contracts';
import { errorMessage, useListQuery } from '@backoffice/remote-kit';
import { Box, DataGrid, Heading, Link, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useInvoices } from './api';
import { fromEpoch, money } from './format';

/**
 * /billing/{propertyId} (docs/areas/billing.md, "Invoices"): a hotel's invoices, newest first: Invoice #, Date
 * and View Invoice, paged in the browser 10 at a time with 5 page links ('Showing X to Y of Z entries'); the page
 * is kept in the URL (`?page=`).
 */
export function InvoicesPage() {
  const { propertyId = '' } = useParams();
  const { page, setPage } = useListQuery();
  const invoices = useInvoices(propertyId);
  const rows = invoices.data?.data;
  const shown = rows?.slice((page - 1) * INVOICE_PAGE_SIZE, page * INVOICE_PAGE_SIZE);

  const columns: DataGridColumn<Invoice>[] = [
    { id: 'number', header: 'Invoice #', nowrap: true, cell: (r) => r.number },
    { id: 'date', header: 'Date', nowrap: true, cell: (r) => invoiceDate(fromEpoch(r.created)) },
    { id: 'total', header: 'Total', nowrap: true, cell: (r) => money(r.total, r.currency) },
    { id: 'status', header: 'Status', nowrap: true, cell: (r) => (r.paid ? 'Paid' : 'Not Paid') },
    {
      id: 'view',
      header: 'Action',
      nowrap: true,
      cell: (r) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={`/billingDetails/${propertyId}/${r.id}`} aria-label={`View Invoice ${r.number}`}>
            View Invoice
          </RouterLink>
        </Link>
      ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Invoices
        </Heading>
        {invoices.data && <Text color="fg.muted">{invoices.data.hotel.name}</Text>}
        <DataGrid
          label="Invoices"
          columns={columns}
          rows={shown}
          rowKey={(r) => r.id}
          loading={invoices.isPending}
          loadingLabel="Loading invoices…"
          error={invoices.isError ? errorMessage(invoices.error) : null}
          errorTitle="The invoices could not be loaded."
          onRetry={() => void invoices.refetch()}
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
      </Stack>
    </Box>
  );
}
