import { formatDateTime, formatMoney, type PaymentFailure } from '@backoffice/contracts';
import { ListPage, RecordLink, listRows } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { usePaymentFailures } from './api';

/**
 * /monthlyBillingPaymentFails (docs/areas/billing.md, "Payment failures", "Links"): every declined invoice charge,
 * newest first, the amount in the invoice's currency and the time in the viewer's zone; the hotel opens the hotel and
 * the invoice number the invoice, whose pages lead back here.
 */
const BACK = 'Back to payment failures';

export function PaymentFailsPage() {
  const failures = usePaymentFailures();
  const columns: DataGridColumn<PaymentFailure>[] = [
    {
      id: 'hotel',
      header: 'Hotel',
      kind: 'name',
      cell: (r) => <RecordLink record={{ type: 'hotel', id: r.hotelId, name: r.name }} backLabel={BACK} />,
    },
    {
      id: 'invoice',
      header: 'Invoice #',
      nowrap: true,
      cell: (r) => <RecordLink record={{ type: 'invoice', id: r.invoiceId, parentId: r.hotelId, name: r.InvId }} backLabel={BACK} />,
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
