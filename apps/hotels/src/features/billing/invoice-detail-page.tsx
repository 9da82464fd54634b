import { BillingMessages, COMPANY, FILTERED_LISTS, formatDateTime, formatMoney, type InvoiceDetail, type InvoiceReservation } from '@backoffice/contracts';
import { RecordLink, RecordPage, RecordTickets, useAction } from '@backoffice/remote-kit';
import { Badge, Box, Button, Card, DataGrid, HStack, Heading, SimpleGrid, Stack, Table, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useEmailInvoice, useInvoice, useOpenPdf } from './api';
import { invoiceDay } from './invoices-page';

/**
 * /billingDetails/{propertyId}/{invoiceId} (docs/areas/billing.md, "Invoices", "Invoice PDFs", "Links"): the company
 * block, bill-to, the lines and totals in the invoice's currency, Paid with its date or Due with the due date (and
 * the reason of a declined charge); Print Invoice and Export as PDF open the real PDF, Send by email asks first,
 * naming the customer e-mail, then sends it there (disabled while it runs). The hotel billed and the statement
 * invoiced are links under the title, and the reservations it bills are listed, each linking to the reservation
 * and its customer; then the tickets about the invoice. A missing invoice leads back to the list.
 */
export function InvoiceDetailPage() {
  const { propertyId = '', invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  const send = useAction(useEmailInvoice(), { success: (r) => r.message, failure: 'The invoice could not be sent, please try again' });
  const pdf = useAction(useOpenPdf(), { success: null, failure: BillingMessages.invoice.pdfFailed });
  const [asking, setAsking] = useState(false);

  const open = (inv: InvoiceDetail) => void pdf.run({ path: inv.invoice_pdf, filename: `${inv.number}.pdf` });
  const email = async (inv: InvoiceDetail) => {
    await send.run(inv.id);
    setAsking(false);
  };

  return (
    <RecordPage
      query={invoice}
      noun="invoice"
      missing={BillingMessages.invoice.notFound}
      frame={{ title: 'Invoice', back: { to: FILTERED_LISTS.invoices(propertyId), label: 'Back to invoices' } }}
      title={(inv) => `Invoice ${inv.number}`}
      subtitle={(inv) => (
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette={inv.paid ? 'green' : 'red'}>{inv.paid ? 'Paid' : 'Due'}</Badge>
          <RecordLink record={{ type: 'hotel', id: inv.hotelId, name: inv.customer_name }} backLabel={`Back to invoice ${inv.number}`} />
          <Text>
            Statement{' '}
            <RecordLink
              record={{ type: 'statement', id: inv.statement._id, parentId: inv.statement.periodId, name: inv.statement.periodName }}
              backLabel={`Back to invoice ${inv.number}`}
            />
          </Text>
        </HStack>
      )}
      actions={(inv) => (
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={pdf.isPending} onClick={() => open(inv)}>
            Print Invoice
          </Button>
          <Button size="sm" variant="outline" loading={pdf.isPending} onClick={() => open(inv)}>
            Export as PDF
          </Button>
          <Button size="sm" colorPalette="blue" loading={send.isPending} disabled={send.isPending} onClick={() => setAsking(true)}>
            Send by email
          </Button>
        </HStack>
      )}
    >
      {(inv) => (
        <>
          <InvoiceBody inv={inv} />
          <RecordTickets about={{ type: 'invoice', id: inv.id, parentId: inv.hotelId, name: inv.number }} />
          <ConfirmDialog
            open={asking}
            title="Send by email"
            message={BillingMessages.invoice.emailConfirm(inv.number, inv.customer_email)}
            confirmLabel="Send"
            loading={send.isPending}
            onCancel={() => {
              if (!send.isPending) setAsking(false);
            }}
            onConfirm={() => {
              if (!send.isPending) void email(inv);
            }}
          />
        </>
      )}
    </RecordPage>
  );
}

/**
 * The columns of the reservations an invoice bills (docs/areas/billing.md, "Links"): the booking number and the
 * customer as links (a guest without an account as text), the arrival in the viewer's zone, the amounts as billed.
 */
function reservationColumns(inv: InvoiceDetail): DataGridColumn<InvoiceReservation>[] {
  const money = (minor: number) => formatMoney(minor, inv.currency);
  const back = `Back to invoice ${inv.number}`;
  return [
    {
      id: 'booking',
      header: 'Booking #',
      nowrap: true,
      cell: (r) => <RecordLink record={{ type: 'reservation', id: r._id, name: r.bookingId }} backLabel={back} />,
    },
    {
      id: 'customer',
      header: 'Customer',
      kind: 'name',
      cell: (r) => (r.customer._id ? <RecordLink record={{ type: 'customer', id: r.customer._id, name: r.customer.name }} backLabel={back} /> : r.customer.name),
    },
    { id: 'arrival', header: 'Arrival', kind: 'date', priority: 3, cell: (r) => formatDateTime(r.start) },
    { id: 'amount', header: 'Amount', kind: 'money', priority: 2, cell: (r) => money(r.amount) },
    { id: 'commission', header: 'Commission', kind: 'money', cell: (r) => money(r.commission) },
    { id: 'gst', header: 'GST', kind: 'money', priority: 2, cell: (r) => money(r.commissionGst) },
  ];
}

/** The invoice itself: who bills whom, its dates and status, its lines and totals, the reservations it bills. */
function InvoiceBody({ inv }: { inv: InvoiceDetail }) {
  const money = (minor: number) => formatMoney(minor, inv.currency);
  const totals: [string, number][] = [
    ['Subtotal', inv.subtotal],
    ['GST', inv.tax],
    ['Total', inv.total],
  ];
  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
            <Box aria-label="From" role="group">
              <Text fontWeight="semibold">{COMPANY.name}</Text>
              {COMPANY.address.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
              <Text>{COMPANY.phone}</Text>
              <Text>{COMPANY.email}</Text>
            </Box>
            <Box aria-label="Bill to" role="group">
              <Text fontWeight="semibold">Bill to</Text>
              <Text>{inv.customer_name}</Text>
              <Text>{inv.customer_email}</Text>
              <Text>{inv.customer_address}</Text>
            </Box>
            <Box aria-label="Status" role="group">
              <Text>Invoice date {invoiceDay(inv.created)}</Text>
              {inv.paid && inv.status_transitions.paid_at !== null ? (
                <>
                  <Badge colorPalette="green">Paid</Badge>
                  <Text>Paid on {invoiceDay(inv.status_transitions.paid_at)}</Text>
                </>
              ) : (
                <>
                  <Badge colorPalette="red">Due</Badge>
                  <Text>Due on {invoiceDay(inv.due_date)}</Text>
                  {inv.failure_reason && <Text color="fg.error">Payment failed: {inv.failure_reason}</Text>}
                </>
              )}
            </Box>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Text>{inv.description}</Text>
      <Table.Root size="sm" aria-label="Invoice lines">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Description</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {inv.lines.data.map((l, i) => (
            <Table.Row key={i}>
              <Table.Cell>{l.description}</Table.Cell>
              <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money(l.price.unit_amount)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {money(l.amount)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          {totals.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.Cell colSpan={3} textAlign="end" fontWeight="semibold">
                {label}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap">
                {money(value)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Footer>
      </Table.Root>
      <Stack as="section" gap="3" aria-labelledby="invoice-reservations">
        <Heading as="h2" size="md" id="invoice-reservations">
          Reservations billed
        </Heading>
        <DataGrid
          label="Reservations billed"
          persistKey="invoice-reservations"
          columns={reservationColumns(inv)}
          rows={inv.reservations}
          rowKey={(r) => r._id}
          emptyText="This invoice lists no reservations."
        />
      </Stack>
    </Stack>
  );
}
