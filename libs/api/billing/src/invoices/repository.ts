/**
 * The invoices' data layer, `app.invoices` (docs/areas/billing.md, "Invoices", "Payment failures"): a
 * statement's invoice charged to the hotel's payment method for the commission owed, at most once; the invoice
 * PDF; Send by email; the monthly payment failure records.
 *
 * Charging follows the money-action pattern of docs/api-database.md ("Idempotency across a provider call"):
 *   1. claim: in one transaction, lock the statement, check it was e-mailed and not paid, create the invoice (or
 *      take the failed one for another attempt) with status `pending`, and mark its reservations invoiced;
 *   2. call the provider outside any transaction with the key `invoice:<id>:<attempt>`;
 *   3. settle in one transaction with the audit event: `paid`, or `failed` with a payment failure record.
 */
import {
  BillingMessages,
  COMPANY,
  INVOICE_DUE_DAYS,
  invoiceDate,
  type Invoice,
  type PaymentFailure,
} from '@backoffice/contracts';
import {
  HttpError,
  PaymentError,
  audit,
  conflict,
  isUuid,
  notFound,
  type Actor,
  type Db,
  type FileStorage,
  type MailProvider,
  type PaymentProvider,
  type Tx,
} from '@backoffice/api-server';
import { hotels, reservations, users } from '@backoffice/api-server/schema';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { billingPeriods, invoices, paymentFailures, statementReservations, statements } from '../billing.schema';
import { addressLine, epochSeconds, invoiceNumber } from '../common';
import { renderInvoicePdf } from '../documents/pdf';

type InvoiceRow = typeof invoices.$inferSelect;

/** A claim older than this is taken to be a crashed request's and may be taken over (same provider key). */
const STALE_CLAIM_MS = 5 * 60_000;

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
  await tx.execute(sql`
    update reservations r set charge_status = 'charge', invoice_issue_date = ${now}, updated_at = ${now}
      from statement_reservations sr where sr.statement_id = ${statementId} and r.id = sr.reservation_id`);
}

/** How an invoice charge ended. */
export type ChargeOutcome = { paid: true; invoice: Invoice } | { paid: false; reason: string; invoice: Invoice };

interface Claimed {
  invoice: InvoiceRow;
  paymentMethodId: string | null;
  paymentCustomerId: string | null;
  hotelName: string;
}

export class InvoiceRepository {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentProvider,
    private readonly storage: FileStorage,
    private readonly mail: MailProvider,
  ) {}

  /** A hotel's invoices, newest first. @throws HttpError 404 when there is no such hotel. */
  async listForHotel(hotelId: string): Promise<{ hotel: { _id: string; name: string }; data: Invoice[] }> {
    if (!isUuid(hotelId)) throw notFound(BillingMessages.invoice.hotelNotFound);
    const [hotel] = await this.db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(eq(hotels.id, hotelId));
    if (!hotel) throw notFound(BillingMessages.invoice.hotelNotFound);
    const rows = await this.db.select().from(invoices).where(eq(invoices.hotelId, hotelId)).orderBy(desc(invoices.createdAt), desc(invoices.numberSeq));
    return { hotel: { _id: hotel.id, name: hotel.name }, data: rows.map(invoiceWire) };
  }

  /** One invoice. @throws HttpError 404. */
  async get(invoiceId: string): Promise<Invoice> {
    return invoiceWire(await this.row(invoiceId));
  }

  /**
   * Generates the statement's invoice and charges it (docs/areas/billing.md, "Invoices"). `settle` runs inside
   * the settling transaction (the route stores its idempotent answer there).
   * @throws HttpError 404 (no such statement in the period), 409 (not e-mailed, already paid, a charge under way).
   */
  async generate(periodId: string, statementId: string, actor: Actor, settle: (tx: Tx, outcome: ChargeOutcome) => Promise<void>, now: Date = new Date()): Promise<ChargeOutcome> {
    const claimed = await this.claim(periodId, statementId, actor, now);
    const { invoice } = claimed;
    let outcome: { paymentIntentId: string | null } | { reason: string };
    if (invoice.total === 0) {
      outcome = { paymentIntentId: null };
    } else if (!claimed.paymentMethodId || !claimed.paymentCustomerId) {
      outcome = { reason: BillingMessages.invoice.noPaymentMethod };
    } else {
      try {
        const intent = await this.payments.createPaymentIntent(
          {
            customerId: claimed.paymentCustomerId,
            paymentMethodId: claimed.paymentMethodId,
            amount: invoice.total,
            currency: invoice.currency,
            capture: true,
            description: `${invoiceNumber(invoice.numberSeq)} ${invoice.description}`,
          },
          `invoice:${invoice.id}:${invoice.attempts}`,
        );
        outcome = intent.status === 'succeeded' ? { paymentIntentId: intent.id } : { reason: `The payment needs action (${intent.status})` };
      } catch (e) {
        if (!(e instanceof PaymentError)) {
          // Unknown outcome (a network failure): the claim stays; a retry after STALE_CLAIM_MS reuses the key.
          throw e;
        }
        outcome = { reason: e.message };
      }
    }
    return this.db.transaction(async (tx) => {
      const at = new Date();
      let row: InvoiceRow;
      let result: ChargeOutcome;
      if ('reason' in outcome) {
        [row] = await tx
          .update(invoices)
          .set({ status: 'failed', paid: false, failureReason: outcome.reason, pendingSince: null, updatedAt: at })
          .where(eq(invoices.id, invoice.id))
          .returning();
        await tx.insert(paymentFailures).values({
          invoiceId: invoice.id,
          hotelId: invoice.hotelId,
          hotelName: claimed.hotelName,
          paymentMethod: claimed.paymentMethodId ?? '',
          reason: outcome.reason,
          amount: invoice.total,
          currency: invoice.currency,
          createdAt: at,
        });
        await audit(tx, actor, {
          action: 'invoice.payment_failed',
          entityType: 'invoice',
          entityId: invoice.id,
          before: { status: 'pending' },
          after: { status: 'failed', reason: outcome.reason, amount: invoice.total, currency: invoice.currency, attempt: invoice.attempts, provider: this.payments.name },
        });
        result = { paid: false, reason: outcome.reason, invoice: invoiceWire(row) };
      } else {
        [row] = await tx
          .update(invoices)
          .set({ status: 'paid', paid: true, paidAt: at, paymentIntentId: outcome.paymentIntentId, failureReason: null, pendingSince: null, updatedAt: at })
          .where(eq(invoices.id, invoice.id))
          .returning();
        await audit(tx, actor, {
          action: 'invoice.paid',
          entityType: 'invoice',
          entityId: invoice.id,
          before: { status: 'pending' },
          after: { status: 'paid', amount: invoice.total, currency: invoice.currency, paymentIntentId: outcome.paymentIntentId, attempt: invoice.attempts, provider: this.payments.name },
        });
        result = { paid: true, invoice: invoiceWire(row) };
      }
      await settle(tx, result);
      return result;
    });
  }

  /**
   * Step 1: locks the statement and claims its invoice (a new one, a failed one for another attempt, or a
   * crashed request's stale claim with its provider key).
   */
  private claim(periodId: string, statementId: string, actor: Actor, now: Date): Promise<Claimed> {
    if (!isUuid(periodId)) throw notFound(BillingMessages.period.notFound);
    if (!isUuid(statementId)) throw notFound(BillingMessages.period.statementNotFound);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ statement: statements, period: billingPeriods, hotel: hotels })
        .from(statements)
        .innerJoin(billingPeriods, eq(billingPeriods.id, statements.periodId))
        .innerJoin(hotels, eq(hotels.id, statements.hotelId))
        .where(and(eq(statements.id, statementId), eq(statements.periodId, periodId)))
        .for('update', { of: statements });
      if (!row) throw notFound(BillingMessages.period.statementNotFound);
      const { statement, period, hotel } = row;
      if (!statement.emailedAt) throw conflict(BillingMessages.invoice.notEmailed);
      const base = { paymentMethodId: hotel.paymentMethodId, paymentCustomerId: hotel.paymentCustomerId, hotelName: hotel.name };
      const [existing] = await tx.select().from(invoices).where(eq(invoices.statementId, statementId));
      if (existing) {
        if (existing.status === 'paid') throw conflict(BillingMessages.invoice.alreadyInvoiced);
        if (existing.status === 'pending') {
          const stale = existing.pendingSince && now.getTime() - existing.pendingSince.getTime() > STALE_CLAIM_MS;
          if (!stale) throw conflict(BillingMessages.invoice.busy);
          return { invoice: existing, ...base }; // same attempt, same provider key
        }
        const [retried] = await tx
          .update(invoices)
          .set({ status: 'pending', attempts: existing.attempts + 1, pendingSince: now, updatedAt: now })
          .where(eq(invoices.id, existing.id))
          .returning();
        await audit(tx, actor, { action: 'invoice.retry', entityType: 'invoice', entityId: existing.id, before: { status: 'failed', attempts: existing.attempts }, after: { status: 'pending', attempts: retried.attempts } });
        return { invoice: retried, ...base };
      }
      const [owner] = hotel.ownerId ? await tx.select({ email: users.email }).from(users).where(eq(users.id, hotel.ownerId)) : [];
      const [created] = await tx
        .insert(invoices)
        .values({ ...invoiceValues(statement, period, hotel, owner?.email ?? '', now), status: 'pending', pendingSince: now })
        .returning();
      await markInvoiced(tx, statementId, now);
      await audit(tx, actor, {
        action: 'invoice.create',
        entityType: 'invoice',
        entityId: created.id,
        before: null,
        after: { number: invoiceNumber(created.numberSeq), statementId, hotelId: hotel.id, subtotal: created.subtotal, tax: created.tax, total: created.total, currency: created.currency },
      });
      return { invoice: created, ...base };
    });
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
    const amount = `${r.currency} ${(r.total / 100).toFixed(2)}`;
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

  /** The monthly payment failure records, newest first. */
  async failures(): Promise<PaymentFailure[]> {
    const rows = await this.db
      .select({ f: paymentFailures, seq: invoices.numberSeq })
      .from(paymentFailures)
      .innerJoin(invoices, eq(invoices.id, paymentFailures.invoiceId))
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
