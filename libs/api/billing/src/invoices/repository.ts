/**
 * The invoices' data layer, `app.invoices` (docs/areas/billing.md, "Invoices", "Payment failures"): a
 * statement's invoice charged to the hotel's payment method for the commission owed, at most once; the invoice
 * PDF; Send by email; the monthly payment failure records.
 *
 * Charging follows the one protocol of docs/api-database.md, "Money actions" (`runMoneyAction`): the claim is
 * the invoice's `pending` status with `pending_since` and `attempts` (the provider key `invoice:<id>:<attempt>`);
 * a decline is recorded (`failed` with a payment failure record) and, for a minute after it, another attempt
 * answers 409 (a double click charges once); an unknown outcome keeps the claim (502).
 */
import {
  BillingMessages,
  COMPANY,
  INVOICE_DUE_DAYS,
  INVOICE_PAGE_SIZE,
  invoiceDate,
  type Invoice,
  type InvoiceDetail,
  type InvoiceListResponse,
  type PaymentFailure,
  type PaymentFailureListQuery,
} from '@backoffice/contracts';
import {
  HttpError,
  MONEY_CLAIM_STALE_MS,
  PaymentError,
  audit,
  conflict,
  isUuid,
  named,
  nearerEndIds,
  notFound,
  rowsOf,
  runMoneyAction,
  type Actor,
  type Db,
  type FileStorage,
  type MailProvider,
  type MoneyAction,
  type MoneyClaimState,
  type PaymentProvider,
  type Tx,
} from '@backoffice/api-server';
import { hotels, users } from '@backoffice/api-server/schema';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, gte, lte, max, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { billingPeriods, invoices, paymentFailures, statements } from '../billing.schema';
import { addressLine, asDate, epochSeconds, invoiceNumber } from '../common';
import { renderInvoicePdf } from '../documents/pdf';
import { statementLines } from '../statement-lines';
import { formatMoney } from '../documents/money';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * After a declined charge, another attempt waits this long (ms): a double click on Send invoice makes one
 * attempt (docs/areas/billing.md, "Invoices"). The take-over time of a lost claim, one minute.
 */
export const INVOICE_RETRY_AFTER_DECLINE_MS = MONEY_CLAIM_STALE_MS;

/** The wire invoice (the card processor's field names, as the spec has them). */
export function invoiceWire(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    number: invoiceNumber(r.numberSeq),
    hotelId: r.hotelId,
    created: epochSeconds(r.createdAt),
    due_date: epochSeconds(r.dueAt),
    paid: r.paid,
    status: r.status,
    status_transitions: { paid_at: r.paidAt ? epochSeconds(r.paidAt) : null },
    currency: r.currency,
    subtotal: r.subtotal,
    tax: r.tax,
    total: r.total,
    description: r.description,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    customer_address: r.customerAddress,
    invoice_pdf: `/invoice/${r.id}/pdf`,
    hosted_invoice_url: `/billingDetails/${r.hotelId}/${r.id}`,
    failure_reason: r.failureReason,
    lines: { data: r.lines.map((l) => ({ description: l.description, quantity: l.quantity, price: { unit_amount: l.unitAmount }, amount: l.amount })) },
  };
}

/**
 * A new invoice of a statement (docs/areas/billing.md, "Invoices"): bill-to is the hotel with its owner's e-mail
 * and its address; one line, the commission on the statement's reservations; GST as tax; due
 * {@link INVOICE_DUE_DAYS} days after `now`. Status fields are the caller's.
 */
export function invoiceValues(
  statement: typeof statements.$inferSelect,
  period: typeof billingPeriods.$inferSelect,
  hotel: typeof hotels.$inferSelect,
  ownerEmail: string,
  now: Date,
) {
  const n = statement.reservationCount;
  return {
    statementId: statement.id,
    hotelId: hotel.id,
    currency: statement.currency,
    subtotal: statement.commission,
    tax: statement.commissionGst,
    total: statement.commission + statement.commissionGst,
    description: `Commission for ${period.name} (${invoiceDate(period.start)} - ${invoiceDate(period.end)})`,
    customerName: hotel.name,
    customerEmail: ownerEmail,
    customerAddress: addressLine(hotel),
    lines: [{ description: `Commission on ${n} reservation${n === 1 ? '' : 's'}, ${period.name}`, quantity: 1, unitAmount: statement.commission, amount: statement.commission }],
    dueAt: new Date(now.getTime() + INVOICE_DUE_DAYS * 86_400_000),
    createdAt: now,
    updatedAt: now,
  };
}

/** The reservations' billing mark once their statement is invoiced: `charge_status = 'charge'` with the invoice date. */
export async function markInvoiced(tx: Tx, statementId: string, now: Date): Promise<void> {
  await tx.execute(
    named(
      'reservations_invoiced',
      sql`
    update reservations r set charge_status = 'charge', invoice_issue_date = ${now}, updated_at = ${now}
      from statement_reservations sr where sr.statement_id = ${statementId} and r.id = sr.reservation_id`,
    ),
  );
}

/** How an invoice charge ended. */
export type ChargeOutcome = { paid: true; invoice: Invoice } | { paid: false; reason: string; invoice: Invoice };

/** A statement locked for its invoice's charge, with the invoice once there is one. */
interface Locked {
  statement: typeof statements.$inferSelect;
  period: typeof billingPeriods.$inferSelect;
  hotel: typeof hotels.$inferSelect;
  /** The hotel owner's e-mail (a new invoice's bill-to e-mail); '' when there is none. */
  ownerEmail: string;
  invoice: InvoiceRow | null;
}
type Claimed = Locked & { invoice: InvoiceRow };

/**
 * 409 of {@link InvoiceRepository.generate} with `newOnly` (the bulk run's `invoices.create`): the statement has its
 * invoice, paid or declined (`paid` says which), so nothing was charged: a declined invoice's retry stays one by one.
 */
export class InvoiceExistsError extends HttpError {
  constructor(readonly paid: boolean) {
    super(409, BillingMessages.invoice.alreadyInvoiced);
    this.name = 'InvoiceExistsError';
  }
}

export class InvoiceRepository {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
    private readonly storage: FileStorage,
    private readonly mail: MailProvider,
  ) {}

  /**
   * A hotel's invoices, newest first (`created_at DESC, number_seq DESC`). Without `paging.page`, every one (the
   * previous release's call, docs/releases.md "Version skew"); with it, page `page` (from 1) of `limit` (default
   * INVOICE_PAGE_SIZE) and `total` (docs/areas/billing.md, "Pages of statements and invoices"): the hotel and its
   * count of invoices (`invoice_hotel_counts`, migration 0061) in one named read, then the page through
   * `invoices_hotel_created_number_idx` from the end nearer to it (docs/api-database.md, "Which index a list reads",
   * rules 1-3). @throws HttpError 404 for an unknown hotel.
   */
  async listForHotel(hotelId: string, paging: { page?: number; limit?: number } = {}): Promise<InvoiceListResponse> {
    if (!isUuid(hotelId)) throw notFound(BillingMessages.invoice.hotelNotFound);
    if (paging.page !== undefined) return this.pageForHotel(hotelId, paging.page, paging.limit ?? INVOICE_PAGE_SIZE);
    const [hotel] = await this.db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId));
    if (!hotel) throw notFound(BillingMessages.invoice.hotelNotFound);
    const rows = await this.db.select().from(invoices).where(eq(invoices.hotelId, hotelId)).orderBy(desc(invoices.createdAt), desc(invoices.numberSeq));
    return { hotel: { _id: hotel.id, name: hotel.name }, data: rows.map(invoiceWire) };
  }

  /**
   * {@link listForHotel}'s page, read from the end nearer to it (`nearerEndIds` of the server lib: page 1's LIMIT in
   * the text, a later page by row_number() positions, one plan each; docs/api-database.md, "Which index a list
   * reads", rules 3 and 5).
   */
  private async pageForHotel(hotelId: string, page: number, limit: number): Promise<InvoiceListResponse> {
    const [hotel] = rowsOf<{ id: string; name: string; total: number }>(
      await this.db.execute(
        named(
          'invoice_hotel_head',
          sql`SELECT h.id, h.name, coalesce((SELECT c.n FROM invoice_hotel_counts c WHERE c.hotel_id = h.id), 0)::int AS total
          FROM hotels h WHERE h.id = ${hotelId}`,
        ),
      ),
    );
    if (!hotel) throw notFound(BillingMessages.invoice.hotelNotFound);
    const total = Number(hotel.total);
    const offset = (page - 1) * limit;
    const pageOf = nearerEndIds(
      (reversed) => {
        const dir = sql.raw(reversed ? 'ASC' : 'DESC');
        return { columns: sql`id`, from: sql`invoices WHERE hotel_id = ${hotelId}`, order: sql`created_at ${dir}, number_seq ${dir}` };
      },
      offset,
      limit,
    );
    // Each invoice's columns under its field's name; the driver answers instants as text or Date (asDate).
    const fields = sql.join(
      Object.entries(getTableColumns(invoices)).map(([key, column]) => sql`i.${sql.identifier(column.name)} AS ${sql.identifier(key)}`),
      sql`, `,
    );
    const rows =
      offset >= total
        ? []
        : rowsOf<InvoiceRow>(
            await this.db.execute(
              named(
                'invoice_page',
                sql`SELECT ${fields} FROM (${pageOf(total)}) p CROSS JOIN LATERAL (SELECT * FROM invoices i WHERE i.id = p.id OFFSET 0) i
                ORDER BY i.created_at DESC, i.number_seq DESC`,
              ),
            ),
          ).map((r) => ({ ...r, createdAt: asDate(r.createdAt), dueAt: asDate(r.dueAt), paidAt: r.paidAt && asDate(r.paidAt), pendingSince: r.pendingSince && asDate(r.pendingSince) }));
    return { hotel: { _id: hotel.id, name: hotel.name }, data: rows.map(invoiceWire), total };
  }

  /**
   * One invoice with what its page links to (docs/areas/billing.md, "Links"): the statement it invoices with its
   * billing period, and the reservations that statement bills, by arrival. @throws HttpError 404.
   */
  async get(invoiceId: string): Promise<InvoiceDetail> {
    const r = await this.row(invoiceId);
    const [[statement], lines] = await Promise.all([
      this.db
        .select({ _id: statements.id, periodId: billingPeriods.id, periodName: billingPeriods.name })
        .from(statements)
        .innerJoin(billingPeriods, eq(billingPeriods.id, statements.periodId))
        .where(eq(statements.id, r.statementId)),
      statementLines(this.db, r.statementId),
    ]);
    return {
      ...invoiceWire(r),
      statement,
      reservations: lines.map((l) => ({
        _id: l.id,
        bookingId: l.bookingId,
        customer: { _id: l.customerId, name: l.customer },
        start: l.start.toISOString(),
        amount: l.amount,
        commission: l.commission,
        commissionGst: l.commissionGst,
      })),
    };
  }

  /**
   * Generates the statement's invoice and charges it (docs/areas/billing.md, "Invoices"). `settle` runs inside
   * the settling transaction (the route stores its idempotent answer there).
   * @param now the claim's clock.
   * @param options.newOnly refuse a statement whose invoice exists and is not `pending` (paid or declined) with
   *   {@link InvoiceExistsError}, checked under the statement's lock (the bulk run: a declined one is retried one by one).
   * @throws HttpError 404 (no such statement in the period), 409 (not e-mailed, already paid, a charge under way,
   *   declined less than a minute ago; {@link InvoiceExistsError} with `newOnly`), 502 (the provider's outcome is unknown: the claim stays and a retry after
   *   a minute reuses the key).
   */
  async generate(
    periodId: string,
    statementId: string,
    actor: Actor,
    settle: (tx: Tx, outcome: ChargeOutcome) => Promise<void>,
    now: () => Date = () => new Date(),
    options: { newOnly?: boolean } = {},
  ): Promise<ChargeOutcome> {
    if (!isUuid(periodId)) throw notFound(BillingMessages.period.notFound);
    if (!isUuid(statementId)) throw notFound(BillingMessages.period.statementNotFound);
    const spec: MoneyAction<Locked, { paymentIntentId: string | null }, ChargeOutcome> = {
      action: 'invoice',
      busyMessage: BillingMessages.invoice.busy,
      refusalCooldownMs: INVOICE_RETRY_AFTER_DECLINE_MS,
      refusedRecentlyMessage: BillingMessages.invoice.declinedRecently,
      lock: (tx) => this.lockStatement(tx, periodId, statementId),
      idOf: (l) => (l.invoice as InvoiceRow).id,
      check: (_tx, { statement, invoice }) => {
        if (options.newOnly && invoice && invoice.status !== 'pending') throw new InvoiceExistsError(invoice.paid);
        if (!statement.emailedAt) throw conflict(BillingMessages.invoice.notEmailed);
        if (invoice?.status === 'paid') throw conflict(BillingMessages.invoice.alreadyInvoiced);
      },
      take: (tx, l, claim) => this.takeClaim(tx, l, claim.since, claim.attempt, claim.takeOver, actor),
      call: (l, key) => this.charge(l as Claimed, key),
      settle: async (tx, l, { paymentIntentId }, attempt) => {
        const { invoice } = l as Claimed;
        const at = new Date();
        const [row] = await tx
          .update(invoices)
          .set({ status: 'paid', paid: true, paidAt: at, paymentIntentId, failureReason: null, pendingSince: null, updatedAt: at })
          .where(eq(invoices.id, invoice.id))
          .returning();
        await audit(tx, actor, {
          action: 'invoice.paid',
          entityType: 'invoice',
          entityId: invoice.id,
          before: { status: 'pending' },
          after: { status: 'paid', amount: invoice.total, currency: invoice.currency, paymentIntentId, attempt, provider: this.payments.name },
        });
        const result: ChargeOutcome = { paid: true, invoice: invoiceWire(row) };
        await settle(tx, result);
        return result;
      },
      refused: async (tx, l, error, attempt) => {
        const { invoice, hotel } = l as Claimed;
        const at = new Date();
        const [row] = await tx
          .update(invoices)
          .set({ status: 'failed', paid: false, failureReason: error.message, pendingSince: null, updatedAt: at })
          .where(eq(invoices.id, invoice.id))
          .returning();
        await tx.insert(paymentFailures).values({
          invoiceId: invoice.id,
          hotelId: invoice.hotelId,
          hotelName: hotel.name,
          paymentMethod: hotel.paymentMethodId ?? '',
          reason: error.message,
          amount: invoice.total,
          currency: invoice.currency,
          createdAt: at,
        });
        await audit(tx, actor, {
          action: 'invoice.payment_failed',
          entityType: 'invoice',
          entityId: invoice.id,
          before: { status: 'pending' },
          after: { status: 'failed', reason: error.message, amount: invoice.total, currency: invoice.currency, attempt, provider: this.payments.name },
        });
        const result: ChargeOutcome = { paid: false, reason: error.message, invoice: invoiceWire(row) };
        await settle(tx, result);
        return result;
      },
    };
    return runMoneyAction(this.db, spec, now);
  }

  /**
   * Locks the statement (its invoice's claim is taken under this lock) and reads, in the same query, its period and its
   * hotel with the owner's e-mail; then, in a query of its own, its invoice and the claim: `pending` is a charge under
   * way, a `failed` one's last payment failure record is when it was declined. The invoice is not read in the locking
   * query: a request that waited for the lock would see the invoice as it was when that query began (PostgreSQL
   * re-reads only the locked row), missing the one the request before it made, and try to make another.
   */
  private async lockStatement(tx: Tx, periodId: string, statementId: string): Promise<{ row: Locked; claim: MoneyClaimState }> {
    const [found] = await tx
      .select({
        statement: statements,
        period: billingPeriods,
        hotel: hotels,
        ownerEmail: sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${hotels.ownerId})`,
      })
      .from(statements)
      .innerJoin(billingPeriods, eq(billingPeriods.id, statements.periodId))
      .innerJoin(hotels, eq(hotels.id, statements.hotelId))
      .where(and(eq(statements.id, statementId), eq(statements.periodId, periodId)))
      .for('update', { of: statements })
      // A named statement: parsed and planned once per connection (twice an invoice, 2,000 in a bulk run).
      .prepare('invoice_lock_statement')
      .execute();
    if (!found) throw notFound(BillingMessages.period.statementNotFound);
    const { ownerEmail, ...rest } = found;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.statementId, statementId));
    const row: Locked = { ...rest, ownerEmail: ownerEmail ?? '', invoice: invoice ?? null };
    if (!invoice) return { row, claim: { action: null, since: null, attempt: 0 } };
    let refusedAt: Date | null = null;
    if (invoice.status === 'failed') {
      const [last] = await tx.select({ at: max(paymentFailures.createdAt) }).from(paymentFailures).where(eq(paymentFailures.invoiceId, invoice.id));
      refusedAt = last?.at ?? null;
    }
    return {
      row,
      claim: {
        action: invoice.status === 'pending' ? 'invoice' : null,
        since: invoice.pendingSince,
        attempt: invoice.attempts,
        refusedAt,
      },
    };
  }

  /**
   * The claim: a new invoice (`invoice.create`, its reservations marked invoiced), a failed one's next attempt
   * (`invoice.retry`), or a lost request's claim taken over (the same attempt, so the same provider key).
   */
  private async takeClaim(tx: Tx, l: Locked, since: Date, attempt: number, takeOver: boolean, actor: Actor): Promise<Claimed> {
    const { statement, period, hotel, invoice: existing } = l;
    if (existing && takeOver) {
      const [taken] = await tx.update(invoices).set({ pendingSince: since }).where(eq(invoices.id, existing.id)).returning();
      return { ...l, invoice: taken };
    }
    if (existing) {
      const [retried] = await tx
        .update(invoices)
        .set({ status: 'pending', attempts: attempt, pendingSince: since, updatedAt: since })
        .where(eq(invoices.id, existing.id))
        .returning();
      await audit(tx, actor, { action: 'invoice.retry', entityType: 'invoice', entityId: existing.id, before: { status: 'failed', attempts: existing.attempts }, after: { status: 'pending', attempts: retried.attempts } });
      return { ...l, invoice: retried };
    }
    const [created] = await tx
      .insert(invoices)
      .values({ ...invoiceValues(statement, period, hotel, l.ownerEmail, since), status: 'pending', attempts: attempt, pendingSince: since })
      .returning();
    await markInvoiced(tx, statement.id, since);
    await audit(tx, actor, {
      action: 'invoice.create',
      entityType: 'invoice',
      entityId: created.id,
      before: null,
      after: { number: invoiceNumber(created.numberSeq), statementId: statement.id, hotelId: hotel.id, subtotal: created.subtotal, tax: created.tax, total: created.total, currency: created.currency },
    });
    return { ...l, invoice: created };
  }

  /**
   * The provider call: the total (commission + GST) on the hotel's payment method, captured at once. Nothing to
   * charge for a zero total; a hotel without a payment method, or a payment that needs action, is a refusal.
   */
  private async charge({ invoice, hotel }: Claimed, key: string): Promise<{ paymentIntentId: string | null }> {
    if (invoice.total === 0) return { paymentIntentId: null };
    if (!hotel.paymentMethodId || !hotel.paymentCustomerId) throw new PaymentError('invalid_request', BillingMessages.invoice.noPaymentMethod);
    const intent = await this.payments.createPaymentIntent(
      {
        customerId: hotel.paymentCustomerId,
        paymentMethodId: hotel.paymentMethodId,
        amount: invoice.total,
        currency: invoice.currency,
        capture: true,
        description: `${invoiceNumber(invoice.numberSeq)} ${invoice.description}`,
      },
      key,
    );
    if (intent.status !== 'succeeded') throw new PaymentError('authentication_required', `The payment needs action (${intent.status})`);
    return { paymentIntentId: intent.id };
  }

  /**
   * The invoice's PDF: rendered for its current status and kept through the storage provider (a change of
   * status renders it again). @throws HttpError 404.
   */
  async pdf(invoiceId: string): Promise<{ bytes: Buffer; filename: string }> {
    const r = await this.row(invoiceId);
    const filename = `${invoiceNumber(r.numberSeq)}.pdf`;
    if (r.pdfKey && r.pdfStatus === r.status) {
      const stored = await this.storage.read(r.pdfKey);
      if (stored) return { bytes: stored, filename };
    }
    const bytes = await renderInvoicePdf({
      number: invoiceNumber(r.numberSeq),
      createdAt: r.createdAt,
      dueAt: r.dueAt,
      paid: r.paid,
      paidAt: r.paidAt,
      currency: r.currency,
      billTo: { name: r.customerName, email: r.customerEmail, address: r.customerAddress },
      description: r.description,
      lines: r.lines,
      subtotal: r.subtotal,
      tax: r.tax,
      total: r.total,
    });
    const key = `${randomUUID()}.pdf`;
    await this.storage.put(key, bytes);
    await this.db.update(invoices).set({ pdfKey: key, pdfStatus: r.status }).where(eq(invoices.id, r.id));
    return { bytes, filename };
  }

  /**
   * Send by email: the invoice PDF to the invoice's customer e-mail, queued with the audit event.
   * @throws HttpError 404, 422 (no customer e-mail).
   */
  async email(invoiceId: string, actor: Actor): Promise<string> {
    const r = await this.row(invoiceId);
    if (!r.customerEmail) throw new HttpError(422, BillingMessages.invoice.noEmail);
    const pdf = await this.pdf(invoiceId);
    const number = invoiceNumber(r.numberSeq);
    const amount = formatMoney(r.total, r.currency);
    await this.db.transaction(async (tx) => {
      const { id: outboxId } = await this.mail.send(
        {
          to: r.customerEmail,
          subject: `${COMPANY.name} invoice ${number}`,
          text:
            `Hello,\n\nPlease find attached invoice ${number} (${r.description}) for ${amount}, ` +
            (r.paid && r.paidAt ? `paid on ${invoiceDate(r.paidAt)}.` : `due on ${invoiceDate(r.dueAt)}.`) +
            `\n\nQuestions: ${COMPANY.email}, ${COMPANY.phone}.\n`,
          attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }],
        },
        { tx },
      );
      await audit(tx, actor, { action: 'invoice.email', entityType: 'invoice', entityId: r.id, before: null, after: { to: r.customerEmail, outboxId } });
    });
    return r.customerEmail;
  }

  /**
   * The monthly payment failure records, newest first; with `from`/`to` (ISO instants, both included) only those
   * created between them (the index on their creation). Each record's invoice number is looked up by the invoice's
   * key, one row per record: as a join the planner hashed every invoice (1,300 read for 100 records;
   * docs/api-database.md, "Which index a list reads").
   */
  async failures(range: PaymentFailureListQuery = {}): Promise<PaymentFailure[]> {
    const rows = await this.db
      .select({
        f: paymentFailures,
        seq: sql<number>`(select i.number_seq from invoices i where i.id = payment_failures.invoice_id)`.mapWith(Number),
      })
      .from(paymentFailures)
      .where(
        and(
          range.from ? gte(paymentFailures.createdAt, new Date(range.from)) : undefined,
          range.to ? lte(paymentFailures.createdAt, new Date(range.to)) : undefined,
        ),
      )
      .orderBy(desc(paymentFailures.createdAt), desc(paymentFailures.id));
    return rows.map(({ f, seq }) => ({
      _id: f.id,
      hotelId: f.hotelId,
      createdAt: f.createdAt.toISOString(),
      InvId: invoiceNumber(seq),
      invoiceId: f.invoiceId,
      name: f.hotelName,
      paymentMethod: f.paymentMethod,
      reason: f.reason,
      amount: f.amount,
      currency: f.currency,
    }));
  }

  private async row(invoiceId: string): Promise<InvoiceRow> {
    if (!isUuid(invoiceId)) throw notFound(BillingMessages.invoice.notFound);
    const [r] = await this.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!r) throw notFound(BillingMessages.invoice.notFound);
    return r;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Invoices and payment failures (billing area). */
    invoices: InvoiceRepository;
  }
}

export default fp(
  async function invoiceRepository(app) {
    app.decorate('invoices', new InvoiceRepository(app.db, app.payments, app.storage, app.mail));
  },
  { name: 'invoice-repository' },
);
