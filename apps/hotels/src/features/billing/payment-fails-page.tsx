import { failureTime, wholeUnits, type PaymentFailure } from '@backoffice/contracts';
import { errorMessage } from '@backoffice/remote-kit';
import { Box, DataGrid, Heading, Link, Stack, type DataGridColumn } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { usePaymentFailures } from './api';

/**
 * /monthlyBillingPaymentFails (docs/areas/billing.md, "Payment failures"): every declined invoice charge, newest
 * first, amounts in whole currency units and times as 'MMM D YYYY hh:mm A' (UTC); the invoice number opens it.
 */
export function PaymentFailsPage() {
  const failures = usePaymentFailures();
  const columns: DataGridColumn<PaymentFailure>[] = [
    { id: 'hotel', header: 'Hotel', cell: (r) => r.name },
    {
      id: 'invoice',
      header: 'Invoice #',
      nowrap: true,
      cell: (r) => (
        <Link asChild colorPalette="blue">
          <RouterLink to={`/billingDetails/${r.hotelId}/${r.invoiceId}`}>{r.InvId}</RouterLink>
        </Link>
      ),
    },
    { id: 'method', header: 'Payment Method', nowrap: true, cell: (r) => r.paymentMethod || '—' },
    { id: 'reason', header: 'Reason', cell: (r) => r.reason },
    { id: 'amount', header: 'Amount', nowrap: true, cell: (r) => `${r.currency} ${wholeUnits(r.amount)}` },
    { id: 'time', header: 'Time', nowrap: true, cell: (r) => failureTime(r.createdAt) },
  ];
  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Monthly Billing Payment Fails
        </Heading>
        <DataGrid
          label="Payment failures"
          columns={columns}
          rows={failures.data}
          rowKey={(r) => r._id}
          loading={failures.isPending}
          loadingLabel="Loading payment failures…"
          error={failures.isError ? errorMessage(failures.error) : null}
          errorTitle="The payment failures could not be loaded."
          onRetry={() => void failures.refetch()}
          emptyText="No failed payments."
        />
      </Stack>
    </Box>
  );
}
