import { formatDateTime, formatMoney, type PaymentFailure } from '@backoffice/contracts';
import { ListPage, RecordLink, listRows } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { usePaymentFailures } from './api';

/**
 * /monthlyBillingPaymentFails (docs/areas/billing.md, "Payment failures"): every declined invoice charge, newest
 * first, the amount in the invoice's currency and the time in the viewer's zone; the invoice number opens the
 * invoice, whose page leads back here.
 */
export function PaymentFailsPage() {
  const failures = usePaymentFailures();
  const columns: DataGridColumn<PaymentFailure>[] = [
    { id: 'hotel', header: 'Hotel', kind: 'name', cell: (r) => r.name },
    {
      id: 'invoice',
      header: 'Invoice #',
      nowrap: true,
      cell: (r) => (
        <RecordLink to={`/billingDetails/${r.hotelId}/${r.invoiceId}`} backLabel="Back to payment failures">
          {r.InvId}
        </RecordLink>
      ),
    },
    { id: 'method', header: 'Payment Method', nowrap: true, priority: 3, cell: (r) => r.paymentMethod || '—' },
    { id: 'reason', header: 'Reason', cell: (r) => r.reason },
    { id: 'amount', header: 'Amount', kind: 'money', cell: (r) => formatMoney(r.amount, r.currency) },
    { id: 'time', header: 'Time', kind: 'date', cell: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <ListPage
      title="Monthly Billing Payment Fails"
      {...listRows(failures, failures.data, 'payment failures')}
      listKey="payment-failures"
      columnToggle
      columns={columns}
      emptyText="No failed payments."
    />
  );
}
