import { BillingMessages, billingDate, invoiceDate, type Statement } from '@backoffice/contracts';
import { ApiError } from '@backoffice/api-client';
import { newIdempotencyKey } from '@backoffice/api-client/hotels';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { useNotify } from '@backoffice/shell-sdk';
import { Badge, Box, Button, DataGrid, HStack, Heading, Link, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useBillingPeriod, useEmailStatement, useGenerateInvoice } from './api';
import { money, openPdf } from './format';

/** Where a statement's e-mail is, in words (the mail queue's status: docs/areas/billing.md, "Statements by e-mail"). */
const MAIL_STATUS: Record<string, string> = { queued: 'queued', sending: 'sending', sent: 'delivered', failed: 'delivery failed' };

/**
 * Send invoice's question (docs/areas/billing.md, "Billing Statement"): the amount it charges, through the one money
 * format, and the hotel; after a declined charge, the provider's reason first.
 */
export function chargeQuestion(row: Statement): string {
  const amount = money(row.amountOwed, row.currency);
  const reason = row.invoiceId?.status === 'failed' ? row.invoiceId.failureReason : null;
  return reason
    ? BillingMessages.invoice.chargeAgainConfirm(amount, row.hotelId.name, reason)
    : BillingMessages.invoice.chargeConfirm(amount, row.hotelId.name);
}

/**
 * /execute-billing/{billingId} (docs/areas/billing.md, "Billing Statement"): a row per hotel with its statement
 * (Sent to hotel / Not Sent, opening the PDF), its invoice (Invoiced to hotel / Not Invoiced, opening the invoice),
 * the invoice date, Paid / Not Paid, and two Send buttons: the statement's e-mail (a resend asks first) and the
 * invoice (only once e-mailed, and not once paid; it asks first, naming the amount and any earlier decline).
 */
export function BillingStatementPage() {
  const { billingId = '' } = useParams();
  const period = useBillingPeriod(billingId);
  const email = useEmailStatement();
  const invoice = useGenerateInvoice();
  const notify = useNotify();
  const [resendOf, setResendOf] = useState<Statement | null>(null);
  const [chargeOf, setChargeOf] = useState<Statement | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (period.isPending) return <LoadingState label="Loading the statements…" />;
  if (period.isError) return <LoadError title="The billing period could not be loaded." message={errorMessage(period.error)} onRetry={() => void period.refetch()} />;
  const p = period.data;

  async function send(row: Statement, resend: boolean) {
    setBusy(`mail:${row._id}`);
    try {
      const { message } = await email.mutateAsync({ statementId: p._id, generatedId: row._id, ...(resend ? { resend } : {}) });
      notify({ type: 'success', title: message });
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }
  // Asked first (chargeQuestion); a 402 is the spec's 'Invoice generation has failed' and the row, read again,
  // shows the provider's reason; any other refusal (a 409 while a decline is recent) shows the server's text.
  async function charge(row: Statement) {
    setBusy(`invoice:${row._id}`);
    try {
      const { message } = await invoice.mutateAsync({ statementId: p._id, generatedId: row._id, key: newIdempotencyKey() });
      notify({ type: 'success', title: message });
    } catch (e) {
      const declined = e instanceof ApiError && e.status === 402;
      notify({ type: 'error', title: declined ? BillingMessages.invoice.failed : errorMessage(e) });
    } finally {
      setBusy(null);
      setChargeOf(null);
    }
  }
  async function openStatement(row: Statement) {
    try {
      await openPdf(row.statementUrl, `statement-${row.hotelId.name}.pdf`);
    } catch (e) {
      notify({ type: 'error', title: errorMessage(e) });
    }
  }

  const columns: DataGridColumn<Statement>[] = [
    { id: 'hotel', header: 'Hotel Name', cell: (r) => r.hotelId.name, cellStyle: { fontWeight: 'medium' } },
    {
      id: 'statement',
      header: 'Statement Status',
      cell: (r) => (
        <Stack gap="0">
          <Link colorPalette="blue" as="button" onClick={() => void openStatement(r)} aria-label={`Statement of ${r.hotelId.name}`}>
            {r.emailToHotel ? 'Sent to hotel' : 'Not Sent'}
          </Link>
          {r.mailStatus && (
            <Text fontSize="xs" color={r.mailStatus === 'failed' ? 'fg.error' : 'fg.muted'}>
              {r.recipient} · {MAIL_STATUS[r.mailStatus]}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'invoice',
      header: 'Invoice Status',
      cell: (r) =>
        r.invoiceId ? (
          <Link asChild colorPalette="blue">
            <RouterLink to={`/billingDetails/${r.hotelId._id}/${r.invoiceId._id}`}>Invoiced to hotel</RouterLink>
          </Link>
        ) : (
          'Not Invoiced'
        ),
    },
    { id: 'invoiceDate', header: 'Invoice Date', nowrap: true, cell: (r) => (r.invoiceId ? billingDate(r.invoiceId.createdAt) : '—') },
    { id: 'owed', header: 'Amount Owed', nowrap: true, cell: (r) => money(r.amountOwed, r.currency) },
    {
      id: 'billing',
      header: 'Billing Status',
      cell: (r) => (
        <Stack gap="0">
          <Badge colorPalette={r.invoiceId?.paid ? 'green' : 'red'} w="fit-content">
            {r.invoiceId?.paid ? 'Paid' : 'Not Paid'}
          </Badge>
          {r.invoiceId?.failureReason && (
            <Text fontSize="xs" color="fg.error">
              {r.invoiceId.failureReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: 'Send',
      pin: 'end',
      width: '15rem',
      cell: (r) => (
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            aria-label={`Send statement to ${r.hotelId.name}`}
            loading={busy === `mail:${r._id}`}
            disabled={busy !== null}
            onClick={() => (r.emailToHotel ? setResendOf(r) : void send(r, false))}
          >
            Send statement
          </Button>
          <Button
            size="xs"
            colorPalette="blue"
            aria-label={`Send invoice to ${r.hotelId.name}`}
            loading={busy === `invoice:${r._id}`}
            disabled={busy !== null || !r.emailToHotel || Boolean(r.invoiceId?.paid)}
            onClick={() => setChargeOf(r)}
          >
            Send invoice
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Box p={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <Heading as="h1" size="lg">
          Billing Statement: {p.statementName}
        </Heading>
        <Text color="fg.muted">
          {billingDate(p.statementStart)} to {billingDate(p.statementEnd)} · generated {invoiceDate(p.createdAt)} · {p.hotelCount} hotels
        </Text>
        <DataGrid label="Statements" columns={columns} rows={p.statementGenerated} rowKey={(r) => r._id} emptyText="No statements in this period." />
      </Stack>
      <ConfirmDialog
        open={resendOf !== null}
        title="Resend statement"
        message={BillingMessages.statement.resendConfirm}
        confirmLabel="OK"
        cancelLabel="Close"
        onCancel={() => setResendOf(null)}
        onConfirm={() => {
          const row = resendOf;
          setResendOf(null);
          if (row) void send(row, true);
        }}
      />
      <ConfirmDialog
        open={chargeOf !== null}
        title="Send invoice"
        message={chargeOf ? chargeQuestion(chargeOf) : ''}
        confirmLabel="Charge"
        loading={busy !== null}
        onCancel={() => {
          if (busy === null) setChargeOf(null);
        }}
        onConfirm={() => {
          if (chargeOf && busy === null) void charge(chargeOf);
        }}
      />
    </Box>
  );
}
