import { endOfDayIn, formatDateTime, formatMoney, startOfDayIn, type PaymentFailure } from '@backoffice/contracts';
import { ListPage, ListToolbar, RecordLink, ToolbarField, listRows, useListQuery } from '@backoffice/remote-kit';
import type { DataGridColumn } from '@backoffice/ui';
import { DayInput, isIsoDate } from '@backoffice/ui/forms';
import { usePaymentFailures } from './api';

const BACK = 'Back to payment failures';

/** A day of the URL query ('YYYY-MM-DD'), or undefined for none or anything else. */
const dayOf = (v: string | null) => (v && isIsoDate(v) ? v : undefined);

/** The URL keys the list reads besides page/sort/order: its range. */
const RANGE_VIEW_PARAMS: readonly string[] = ['from', 'to'];

/**
 * /monthlyBillingPaymentFails (docs/areas/billing.md, "Payment failures", "Links"): every declined invoice charge,
 * newest first, the amount in the invoice's currency and the time in the viewer's zone; the hotel opens the hotel and
 * the invoice number the invoice, whose pages lead back here. `?from=&to=` (either alone, kept in the URL) keep the
 * records created from the first day to the last, days of the viewer's calendar (the dashboard's failed payments
 * this month, docs/areas/dashboard.md, "Work queues"), asked of the API.
 */
export function PaymentFailsPage() {
  const { params, setQuery } = useListQuery();
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  const failures = usePaymentFailures({
    ...(from ? { from: startOfDayIn(from) } : {}),
    ...(to ? { to: endOfDayIn(to) } : {}),
  });
  const rows = failures.data;
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
      {...listRows(failures, rows, 'payment failures')}
      listKey="payment-failures"
      // Its range (docs/areas/platform.md, "Saved views"); no live count: the API answers every failure of a range (no total), which a view's count would load whole.
      viewParams={RANGE_VIEW_PARAMS}
      columnToggle
      columns={columns}
      emptyText={from || to ? 'No failed payments in these days.' : 'No failed payments.'}
      filters={
        <ListToolbar>
          <ToolbarField label="From" minW="40">
            <DayInput name="from" value={from ?? ''} max={to} onChange={(day) => setQuery({ from: day || undefined })} />
          </ToolbarField>
          <ToolbarField label="To" minW="40">
            <DayInput name="to" value={to ?? ''} min={from} onChange={(day) => setQuery({ to: day || undefined })} />
          </ToolbarField>
        </ListToolbar>
      }
    />
  );
}
