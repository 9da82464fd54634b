import { BillingMessages, COMPANY, invoiceDate } from '@backoffice/contracts';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, Card, Flex, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useEmailInvoice, useInvoice } from './api';
import { fromEpoch, money, openPdf } from './format';

/**
 * /billingDetails/{propertyId}/{invoiceId} (docs/areas/billing.md, "Invoices", "Invoice PDFs"): the company
 * block, bill-to, the lines and totals (cents shown with 2 decimals), Paid with its date or Due with the due date
 * (and the reason of a declined charge); Print Invoice and Export as PDF open the real PDF, Send by email asks
 * first, naming the customer e-mail, then sends it there (disabled while it runs).
 */
export function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  const send = useEmailInvoice();
  const notify = useNotify();
  const [opening, setOpening] = useState(false);
  const [asking, setAsking] = useState(false);

  if (invoice.isPending) return <LoadingState label="Loading the invoice…" />;
  if (invoice.isError) return <LoadError title="The invoice could not be loaded." message={errorMessage(invoice.error)} onRetry={() => void invoice.refetch()} />;
  const inv = invoice.data;

  async function open() {
    setOpening(true);
    try {
      await openPdf(inv.invoice_pdf, `${inv.number}.pdf`);
    } catch (e) {
      notify({ type: 'error', title: BillingMessages.invoice.pdfFailed, description: errorMessage(e) });
    } finally {
      setOpening(false);
    }
  }
  async function email() {
    try {
      const { message } = await send.mutateAsync(inv.id);
      notify({ type: 'success', title: message });
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    } finally {
      setAsking(false);
    }
  }

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Flex justify="space-between" align="center" wrap="wrap" gap="3">
          <Heading as="h1" size="lg">
            Invoice {inv.number}
          </Heading>
          <HStack gap="2">
            <Button size="sm" variant="outline" loading={opening} onClick={() => void open()}>
              Print Invoice
            </Button>
            <Button size="sm" variant="outline" loading={opening} onClick={() => void open()}>
              Export as PDF
            </Button>
            <Button size="sm" colorPalette="blue" loading={send.isPending} disabled={send.isPending} onClick={() => setAsking(true)}>
              Send by email
            </Button>
          </HStack>
        </Flex>
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
                <Text>Invoice date {invoiceDate(fromEpoch(inv.created))}</Text>
                {inv.paid && inv.status_transitions.paid_at !== null ? (
                  <>
                    <Badge colorPalette="green">Paid</Badge>
                    <Text>Paid on {invoiceDate(fromEpoch(inv.status_transitions.paid_at))}</Text>
                  </>
                ) : (
                  <>
                    <Badge colorPalette="red">Due</Badge>
                    <Text>Due on {invoiceDate(fromEpoch(inv.due_date))}</Text>
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
                <Table.Cell textAlign="end">{money(l.price.unit_amount, inv.currency)}</Table.Cell>
                <Table.Cell textAlign="end">{money(l.amount, inv.currency)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            {[
              ['Subtotal', inv.subtotal],
              ['GST', inv.tax],
              ['Total', inv.total],
            ].map(([label, value]) => (
              <Table.Row key={label as string}>
                <Table.Cell colSpan={3} textAlign="end" fontWeight="semibold">
                  {label}
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {money(value as number, inv.currency)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Footer>
        </Table.Root>
      </Stack>
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
          if (!send.isPending) void email();
        }}
      />
    </Box>
  );
}
