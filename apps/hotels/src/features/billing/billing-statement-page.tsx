import { BillingMessages, STATEMENT_PAGE_SIZE, formatDateTime, formatDay, formatMoney, type BillingPeriodDetail, type Statement } from '@backoffice/contracts';
import { newIdempotencyKey } from '@backoffice/api-client/hotels';
import { BulkRunButton, QueryGate, RecordLink, RecordPage, actionsColumn, useAction, useLastPageFallback, useListQuery, type BulkSelection } from '@backoffice/remote-kit';
import { Badge, Box, Button, DataGrid, HStack, Link, Stack, Text, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { lastPageOf } from '../shared/hotel-lists';
import { useBillingPeriodPage, useEmailStatement, useGenerateInvoice, useOpenPdf } from './api';

/** Where a statement's e-mail is, in words (the mail queue's status: docs/areas/billing.md, "Statements by e-mail"). */
const MAIL_STATUS: Record<string, string> = { queued: 'queued', sending: 'sending', sent: 'delivered', failed: 'delivery failed' };

/**
 * Send invoice's question (docs/areas/billing.md, "Billing Statement"): the amount it charges in the statement's
 * currency, through the format module ('A$49.50', '฿1,288.00'), and the hotel; after a declined charge, the
 * provider's reason first.
 */
export function chargeQuestion(row: Statement): string {
  const amount = formatMoney(row.amountOwed, row.currency);
  const reason = row.invoiceId?.status === 'failed' ? row.invoiceId.failureReason : null;
  return reason
    ? BillingMessages.invoice.chargeAgainConfirm(amount, row.hotelId.name, reason)
    : BillingMessages.invoice.chargeConfirm(amount, row.hotelId.name);
}

/** How many statements, in words ('1 statement', '59 statements'). */
const statementsText = (n: number) => `${n} ${n === 1 ? 'statement' : 'statements'}`;

/** The statements a bulk Send would e-mail: those not e-mailed yet. */
export const unsentStatements = (rows: readonly Statement[]) => rows.filter((r) => !r.emailToHotel);

/**
 * The statements a bulk Invoice takes on: those without an invoice (or with one whose charge was lost, `pending`).
 * One already invoiced, paid or declined, is skipped by the run (a declined one is retried one by one).
 */
export const uninvoicedStatements = (rows: readonly Statement[]) => rows.filter((r) => !r.invoiceId || r.invoiceId.status === 'pending');

/**
 * What charging `rows` adds up to, per currency through the format module ('A$1,204.50 + ฿12,880.00'): amounts of
 * different currencies are never added together.
 */
export function totalOwed(rows: readonly Statement[]): string {
  const byCurrency = new Map<string, number>();
  for (const r of rows) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + r.amountOwed);
  return [...byCurrency].map(([currency, cents]) => formatMoney(cents, currency)).join(' + ');
}

/** Send's question: what a bulk Send e-mails, of `rows` (those selected, or the whole period's). */
function sendBody(rows: readonly Statement[], picked: boolean, periodName: string): string {
  const unsent = unsentStatements(rows);
  return `E-mails ${unsent.length === 1 ? 'the statement' : `the ${statementsText(unsent.length)}`} not sent yet${
    picked ? ' among those selected' : ` of ${periodName}`
  } to each hotel's revenue manager (else its owner), with the PDF. Statements already sent are skipped (a resend stays one by one).`;
}

/** Invoice's question: what a bulk Invoice charges, of `rows` (those selected, or the whole period's), per currency. */
function invoiceBody(rows: readonly Statement[]): ReactNode {
  const uninvoiced = uninvoicedStatements(rows);
  const chargeable = uninvoiced.filter((r) => r.emailToHotel);
  const notEmailed = uninvoiced.length - chargeable.length;
  return (
    <Stack gap="2">
      <Text>
        {chargeable.length
          ? `Creates an invoice for ${chargeable.length === 1 ? 'the statement' : `each of the ${statementsText(chargeable.length)}`} e-mailed and not invoiced yet, and charges the hotel's card on file (${totalOwed(chargeable)} in all). Charges are not undone; a card that declines is reported.`
          : 'No statement here is both e-mailed and not invoiced yet: nothing will be charged.'}
      </Text>
      {notEmailed ? <Text>{`${notEmailed === 1 ? 'The statement' : `The ${statementsText(notEmailed)}`} not e-mailed yet will fail: send ${notEmailed === 1 ? 'it' : 'them'} first.`}</Text> : null}
      <Text>Statements already invoiced, paid or declined, are skipped (a declined one is retried one by one).</Text>
    </Stack>
  );
}

/**
 * A period of at most this many statements is read whole beside its page (one call of at most this many rows), so its
 * bulk buttons count the statements not sent and not invoiced yet, and go grey when none is left; a larger period's
 * buttons count all its statements (docs/areas/billing.md, "Pages of statements and invoices").
 */
const WHOLE_PERIOD_COUNTS_MAX = 200;

/**
 * A whole-period question's body while the page holds one page of statements: every statement of the period, asked of
 * the API when the question opens (the dialog renders its body only while open), then `children` of them; loading
 * and failure states meanwhile (docs/areas/billing.md, "Pages of statements and invoices").
 */
function WholePeriod({ billingId, children }: { billingId: string; children: (rows: readonly Statement[]) => ReactNode }) {
  const whole = useBillingPeriodPage(billingId, null);
  return <QueryGate query={whole} noun="period's statements">{(period) => children(period.statementGenerated)}</QueryGate>;
}

/**
 * The bulk buttons above the statements (docs/areas/billing.md, "Billing Statement"; issue 36): Send all statements
 * and Invoice all on the period (`scope: { periodId }`), or, while rows of the grid are selected (on any page: `picked`,
 * the selected statements the page has shown), Send selected and Invoice selected on their ids. Each asks first,
 * naming how many; invoicing says that it charges the hotels' cards and what that adds up to. With the whole period
 * at hand (`all`: a linked statement's answer, or a period of at most WHOLE_PERIOD_COUNTS_MAX), the whole-period buttons count the rows not yet sent / not yet paid; with one page of it, they
 * count every statement of the period (`total`: the run takes them all and skips those done) and their question
 * reads the whole period when it opens ({@link WholePeriod}). The one-by-one buttons stay in the rows.
 */
function BulkBar({
  period,
  all,
  total,
  picked,
  onStarted,
}: {
  period: BillingPeriodDetail;
  all: readonly Statement[] | null;
  total: number;
  picked: readonly Statement[] | null;
  onStarted: () => void;
}) {
  const rows = picked ?? all;
  const ids: BulkSelection | null = picked ? { kind: 'ids', ids: picked.map((r) => r._id) } : null;
  const scope = { periodId: period._id };
  const sendCount = picked ? picked.length : rows ? unsentStatements(rows).length : total;
  const invoiceCount = picked ? picked.length : rows ? uninvoicedStatements(rows).length : total;
  const whole = (body: (rows: readonly Statement[]) => ReactNode) =>
    rows ? body(rows) : <WholePeriod billingId={period._id}>{body}</WholePeriod>;
  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label="Bulk actions on statements">
      <BulkRunButton
        action="statements.send"
        label={picked ? `Send selected (${sendCount})` : `Send all statements (${sendCount})`}
        selection={ids ?? { kind: 'all', scope, count: sendCount }}
        disabled={sendCount === 0}
        confirmTitle={`Send ${statementsText(sendCount)}?`}
        confirmBody={whole((r) => sendBody(r, Boolean(picked), period.statementName))}
        onStarted={onStarted}
      />
      <BulkRunButton
        action="invoices.create"
        label={picked ? `Invoice selected (${invoiceCount})` : `Invoice all (${invoiceCount})`}
        selection={ids ?? { kind: 'all', scope, count: invoiceCount }}
        colorPalette="blue"
        disabled={invoiceCount === 0}
        confirmTitle={`Invoice ${statementsText(invoiceCount)} and charge the hotels' cards?`}
        confirmBody={whole(invoiceBody)}
        onStarted={onStarted}
      />
    </HStack>
  );
}

/** The period in a line: its days (calendar days, never shifted), when it was generated, how many hotels. */
const periodLine = (p: BillingPeriodDetail) =>
  `${formatDay(p.statementStart)} to ${formatDay(p.statementEnd)} · generated ${formatDateTime(p.createdAt)} · ${p.hotelCount} hotels`;

/**
 * The hotel's name in the row of the statement a link named (`?statement=`): marked, and scrolled into view once
 * (docs/areas/billing.md, "Links").
 */
function MarkedRow({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Box as="span" ref={ref} aria-current="true" bg="yellow.subtle" px="1" borderRadius="sm">
      {children}
    </Box>
  );
}

/**
 * /execute-billing/{billingId} (docs/areas/billing.md, "Billing Statement", "Links"): a row per hotel with the
 * hotel (a link to it), its statement (Sent to hotel / Not Sent, opening the PDF; the last e-mail's recipient and
 * delivery, a link to the mail in Sent Mail), its invoice (Invoiced to hotel / Not Invoiced, a link to the invoice),
 * the invoice date, the amount owed in the statement's currency, Paid / Not Paid, and two Send buttons: the
 * statement's e-mail (a resend asks first) and the invoice (only once e-mailed, and not once paid; it asks first,
 * naming the amount and any earlier decline). The statements come a page of {@link STATEMENT_PAGE_SIZE} at a time
 * from the API (`?page=` in the URL, as every grid; a page past the last goes to the last; docs/areas/billing.md,
 * "Pages of statements and invoices"); an answer without `total` is the whole period, paged here. `?statement=<id>`
 * (a statement's link) asks for the whole period, shows the page holding that statement, marks its row and scrolls
 * to it, with a note naming it and Clear to drop the mark (going to another page drops it too). A missing period
 * leads back to Execute Billing.
 */
export function BillingStatementPage() {
  const { billingId = '' } = useParams();
  const { page, setPage, params, setQuery } = useListQuery();
  const marked = params.get('statement');
  const limit = STATEMENT_PAGE_SIZE;
  const period = useBillingPeriodPage(billingId, marked ? null : { page, limit });
  const answer = period.data;
  /** Every statement of the period, when the answer holds them all (a linked statement's, or an API before issue 38). */
  const all = answer && answer.total === undefined ? answer.statementGenerated : null;
  // A period small enough is also read whole, so that the bulk buttons count what is left to send and to invoice.
  const small = !all && answer?.total !== undefined && answer.total <= WHOLE_PERIOD_COUNTS_MAX;
  const wholePeriod = useBillingPeriodPage(billingId, null, { enabled: small });
  const counted = all ?? (small ? (wholePeriod.data?.statementGenerated ?? null) : null);
  const markedIndex = all && marked ? all.findIndex((r) => r._id === marked) : -1;
  const shownPage = markedIndex >= 0 ? Math.floor(markedIndex / limit) + 1 : page;
  const total = answer ? (answer.total ?? answer.statementGenerated.length) : 0;
  const rows = answer ? (all ? all.slice((shownPage - 1) * limit, shownPage * limit) : answer.statementGenerated) : undefined;
  useLastPageFallback(period.isSuccess && !period.isPlaceholderData && markedIndex < 0, page, lastPageOf(total, limit), (p) => setPage(p, { replace: true }));
  const goTo = (p: number) => (marked ? setQuery({ statement: undefined, page: p > 1 ? String(p) : undefined }) : setPage(p));
  // The statements shown so far, by id: a selection spans pages, and the bulk buttons name what it holds.
  const seen = useRef(new Map<string, Statement>());
  for (const r of rows ?? []) seen.current.set(r._id, r);
  const back = 'Back to the billing statement';
  const email = useAction(useEmailStatement(), { success: (r) => r.message, failure: BillingMessages.statement.emailFailed });
  // A 402 is the spec's 'Invoice generation has failed' (the API's message); the row, read again, shows the
  // provider's reason. Any other refusal (a 409 while a decline is recent) shows the server's text.
  const invoice = useAction(useGenerateInvoice(), { success: (r) => r.message, failure: BillingMessages.invoice.failed });
  const pdf = useAction(useOpenPdf(), { success: null, failure: 'The statement PDF could not be opened, please try again' });
  const [resendOf, setResendOf] = useState<Statement | null>(null);
  const [chargeOf, setChargeOf] = useState<Statement | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const busy = email.isPending || invoice.isPending;

  const send = (p: BillingPeriodDetail, row: Statement, resend: boolean) =>
    void email.run({ statementId: p._id, generatedId: row._id, ...(resend ? { resend } : {}) });
  const charge = async (p: BillingPeriodDetail, row: Statement) => {
    await invoice.run({ statementId: p._id, generatedId: row._id, key: newIdempotencyKey() });
    setChargeOf(null);
  };

  const columns = (p: BillingPeriodDetail): DataGridColumn<Statement>[] => [
    {
      id: 'hotel',
      header: 'Hotel Name',
      kind: 'name',
      hideable: false,
      cell: (r) => {
        const link = <RecordLink record={{ type: 'hotel', id: r.hotelId._id, name: r.hotelId.name }} backLabel={back} />;
        return r._id === marked ? <MarkedRow>{link}</MarkedRow> : link;
      },
      cellStyle: { fontWeight: 'medium' },
    },
    {
      id: 'statement',
      header: 'Statement Status',
      cell: (r) => (
        <Stack gap="0">
          <Link
            colorPalette="blue"
            as="button"
            onClick={() => void pdf.run({ path: r.statementUrl, filename: `statement-${r.hotelId.name}.pdf` })}
            aria-label={`Statement of ${r.hotelId.name}`}
          >
            {r.emailToHotel ? 'Sent to hotel' : 'Not Sent'}
          </Link>
          {r.mailStatus && (
            <Text fontSize="xs" color={r.mailStatus === 'failed' ? 'fg.error' : 'fg.muted'}>
              {r.mailId ? (
                <RecordLink record={{ type: 'mail', id: r.mailId }} backLabel={back} aria-label={`E-mail of ${r.hotelId.name}'s statement`}>
                  {r.recipient}
                </RecordLink>
              ) : (
                r.recipient
              )}{' '}
              · {MAIL_STATUS[r.mailStatus]}
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
          <RecordLink record={{ type: 'invoice', id: r.invoiceId._id, parentId: r.hotelId._id, name: r.invoiceId.number }} backLabel={back}>
            Invoiced to hotel
          </RecordLink>
        ) : (
          'Not Invoiced'
        ),
    },
    { id: 'invoiceDate', header: 'Invoice Date', kind: 'date', priority: 3, cell: (r) => (r.invoiceId ? formatDay(r.invoiceId.createdAt) : '—') },
    { id: 'owed', header: 'Amount Owed', kind: 'money', cell: (r) => formatMoney(r.amountOwed, r.currency) },
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
    actionsColumn(
      (r) => (
        <>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Send statement to ${r.hotelId.name}`}
            loading={email.isPending && email.variables?.generatedId === r._id}
            disabled={busy}
            onClick={() => (r.emailToHotel ? setResendOf(r) : send(p, r, false))}
          >
            Send statement
          </Button>
          <Button
            size="xs"
            colorPalette="blue"
            aria-label={`Send invoice to ${r.hotelId.name}`}
            loading={invoice.isPending && invoice.variables?.generatedId === r._id}
            disabled={busy || !r.emailToHotel || Boolean(r.invoiceId?.paid)}
            onClick={() => setChargeOf(r)}
          >
            Send invoice
          </Button>
        </>
      ),
      { header: 'Send', width: '15rem' },
    ),
  ];

  return (
    <RecordPage
      query={period}
      noun="billing period"
      missing={BillingMessages.period.notFound}
      frame={{ title: 'Billing Statement', back: { to: '/execute-billing', label: 'Back to Execute Billing' } }}
      title={(p) => `Billing Statement: ${p.statementName}`}
      subtitle={periodLine}
    >
      {(p) => (
        <>
          <BulkBar
            period={p}
            all={counted}
            total={total}
            picked={selected.length ? selected.flatMap((id) => seen.current.get(id) ?? []) : null}
            onStarted={() => setSelected([])}
          />
          {marked ? (
            <MarkedNote row={all?.find((r) => r._id === marked)} loading={!all} onClear={() => setQuery({ statement: undefined }, { replace: true })} />
          ) : null}
          <DataGrid
            label="Statements"
            persistKey="billing-statements"
            columnToggle
            columns={columns(p)}
            rows={rows}
            rowKey={(r) => r._id}
            fetching={period.isPlaceholderData}
            selection={{ selected, onChange: setSelected, rowLabel: (r) => `Select the statement of ${r.hotelId.name}` }}
            emptyText="No statements in this period."
            pagination={{ page: shownPage, pageSize: limit, total, onPageChange: goTo }}
          />
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
              if (row) send(p, row, true);
            }}
          />
          <ConfirmDialog
            open={chargeOf !== null}
            title="Send invoice"
            message={chargeOf ? chargeQuestion(chargeOf) : ''}
            confirmLabel="Charge"
            loading={busy}
            onCancel={() => {
              if (!busy) setChargeOf(null);
            }}
            onConfirm={() => {
              if (chargeOf && !busy) void charge(p, chargeOf);
            }}
          />
        </>
      )}
    </RecordPage>
  );
}

/**
 * What `?statement=` names, above the grid: the statement's hotel (`row`), or that the period holds no such statement
 * (nothing while the whole period is still coming: `loading`).
 */
function MarkedNote({ row, loading, onClear }: { row: Statement | undefined; loading: boolean; onClear: () => void }) {
  if (loading) return null;
  return (
    <HStack gap="3" wrap="wrap" role="note" aria-label="Statement shown">
      <Text>{row ? `Showing the statement of ${row.hotelId.name}, marked below.` : 'The linked statement is not in this billing period.'}</Text>
      <Button size="xs" variant="outline" onClick={onClear}>
        Clear
      </Button>
    </HStack>
  );
}
