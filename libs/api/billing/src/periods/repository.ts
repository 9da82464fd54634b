/**
 * The billing periods' data layer, `app.billingPeriods` (docs/areas/billing.md, "Billing periods", "Billing
 * Statement", "Statements by e-mail"): the grid of periods, one period with its statements, generation, the
 * statement PDF (rendered once, kept through the storage provider) and the statement's e-mail to the hotel.
 */
import { BillingMessages, invoiceDate, type BillingPeriod, type BillingPeriodDetail, type GenerateReportBody, type Statement } from '@backoffice/contracts';
import { HttpError, audit, conflict, isUuid, notFound, type Actor, type Db, type FileStorage, type MailProvider } from '@backoffice/api-server';
import { hotelEmployees, hotels, outbox, users } from '@backoffice/api-server/schema';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { billingPeriods, invoices, statements } from '../billing.schema';
import { addressLine, invoiceNumber } from '../common';
import { renderStatementPdf } from '../documents/pdf';
import { statementLines } from '../statement-lines';
import { formatMoney } from '../documents/money';
import { billedBefore, generatePeriod, parsePeriodForm, type GeneratedPeriod } from './generate';

type PeriodRow = typeof billingPeriods.$inferSelect;

const periodWire = (p: PeriodRow, hotelCount: number): BillingPeriod => ({
  _id: p.id,
  statementName: p.name,
  statementStart: p.start.toISOString(),
  statementEnd: p.end.toISOString(),
  createdAt: p.createdAt.toISOString(),
  hotelCount,
});

/** The API path of a statement's PDF (fetched with the token). */
export const statementPdfPath = (periodId: string, statementId: string) => `/reservationStatement/${periodId}/statement/${statementId}/pdf`;

/** Sentinel that rolls a generation back when it billed nothing because everything found was billed before. */
class NothingToBill extends Error {}

export class BillingPeriodRepository {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly mail: MailProvider,
  ) {}

  /** Every period, newest first, with its count of billing hotels. */
  async list(): Promise<BillingPeriod[]> {
    const rows = await this.db
      .select({ period: billingPeriods, hotelCount: sql<number>`(select count(*)::int from statements s where s.period_id = billing_periods.id)` })
      .from(billingPeriods)
      .orderBy(desc(billingPeriods.createdAt), desc(billingPeriods.id));
    return rows.map((r) => periodWire(r.period, Number(r.hotelCount)));
  }

  /** One period with its statements by hotel name. @throws HttpError 404. */
  async detail(periodId: string): Promise<BillingPeriodDetail> {
    const period = await this.period(periodId);
    const rows = await this.db
      .select({ s: statements, hotelName: hotels.name, invoice: invoices, mailStatus: outbox.status })
      .from(statements)
      .innerJoin(hotels, eq(hotels.id, statements.hotelId))
      .leftJoin(invoices, eq(invoices.statementId, statements.id))
      .leftJoin(outbox, eq(outbox.id, statements.outboxId))
      .where(eq(statements.periodId, periodId))
      .orderBy(asc(sql`lower(${hotels.name})`), asc(statements.id));
    return {
      ...periodWire(period, rows.length),
      scope: period.scope,
      statementGenerated: rows.map(({ s, hotelName, invoice, mailStatus }): Statement => ({
        _id: s.id,
        hotelId: { _id: s.hotelId, name: hotelName },
        statementUrl: statementPdfPath(periodId, s.id),
        emailToHotel: s.emailedAt !== null,
        emailedAt: s.emailedAt?.toISOString() ?? null,
        emailCount: s.emailCount,
        recipient: s.recipient,
        mailStatus: mailStatus ?? null,
        mailId: s.outboxId,
        reservationCount: s.reservationCount,
        currency: s.currency,
        gross: s.gross,
        commission: s.commission,
        commissionGst: s.commissionGst,
        amountOwed: s.commission + s.commissionGst,
        invoiceId: invoice
          ? {
              _id: invoice.id,
              number: invoiceNumber(invoice.numberSeq),
              downloadUrl: `/invoice/${invoice.id}/pdf`,
              createdAt: invoice.createdAt.toISOString(),
              paid: invoice.paid,
              status: invoice.status,
              failureReason: invoice.failureReason,
            }
          : null,
      })),
    };
  }

  /**
   * Generates a period from the billing form. @returns the period, or null when every matching reservation was
   * billed before (nothing is written). @throws HttpError 400 (the form's messages), 422 when the range held no
   * reservation to bill (nothing is written; docs/areas/billing.md, "Billing periods").
   */
  async generate(body: GenerateReportBody, actor: Actor, now: Date = new Date()): Promise<GeneratedPeriod | null> {
    const input = parsePeriodForm(body, now);
    try {
      return await this.db.transaction(async (tx) => {
        const made = await generatePeriod(tx, input, actor.userId, now);
        // Billed nothing: the spec's 'empty' when what was found had been billed before, ours when nothing was found.
        if (!made) throw (await billedBefore(tx, input)) ? new NothingToBill() : new HttpError(422, BillingMessages.period.nothingToBill);
        await audit(tx, actor, {
          action: 'billing_period.generate',
          entityType: 'billing_period',
          entityId: made.id,
          before: null,
          after: { statementName: made.name, statementStart: made.start.toISOString(), statementEnd: made.end.toISOString(), scope: input.scope, scopeHotel: input.hotelIds, hotels: made.hotels, reservations: made.reservations },
        });
        return made;
      });
    } catch (e) {
      if (e instanceof NothingToBill) return null;
      throw e;
    }
  }

  /**
   * The statement's PDF: rendered on first use from the reservations it bills and kept through the storage
   * provider. @throws HttpError 404 when the statement is not in the period.
   */
  async statementPdf(periodId: string, statementId: string): Promise<{ bytes: Buffer; filename: string }> {
    return this.pdfOf(await this.statement(periodId, statementId));
  }

  /** {@link statementPdf} of a statement already read (its row, its period and its hotel). */
  private async pdfOf({ statement, period, hotel }: Awaited<ReturnType<BillingPeriodRepository['statement']>>): Promise<{ bytes: Buffer; filename: string }> {
    const statementId = statement.id;
    const filename = `statement-${hotel.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'hotel'}-${period.start.toISOString().slice(0, 10)}.pdf`;
    if (statement.pdfKey) {
      const stored = await this.storage.read(statement.pdfKey);
      if (stored) return { bytes: stored, filename };
    }
    const lines = await statementLines(this.db, statementId);
    const bytes = await renderStatementPdf({
      periodName: period.name,
      start: period.start,
      end: period.end,
      createdAt: statement.createdAt,
      hotel: { name: hotel.name, address: addressLine(hotel) },
      currency: statement.currency,
      reservations: lines.map((l) => ({
        bookingNo: l.bookingId,
        start: l.start,
        customer: l.customer,
        amount: l.amount,
        commission: l.commission,
        commissionGst: l.commissionGst,
      })),
      gross: statement.gross,
      commission: statement.commission,
      commissionGst: statement.commissionGst,
      amountOwed: statement.commission + statement.commissionGst,
    });
    const key = `${randomUUID()}.pdf`;
    await this.storage.put(key, bytes);
    await this.db.update(statements).set({ pdfKey: key }).where(and(eq(statements.id, statementId), isNull(statements.pdfKey)));
    return { bytes, filename };
  }

  /**
   * E-mails the statement with its PDF to the hotel's revenue manager (or its owner). A second send needs
   * `resend`. The mail is queued in the same transaction that marks the statement e-mailed.
   * @throws HttpError 404, 409 (already e-mailed without `resend`), 422 (nobody to send to).
   */
  async email(periodId: string, statementId: string, resend: boolean, actor: Actor): Promise<{ recipient: string; outboxId: string }> {
    const { statement, period, hotel } = await this.statement(periodId, statementId);
    if (statement.emailedAt && !resend) throw conflict(BillingMessages.statement.resendConfirm);
    const recipient = await this.recipientOf(hotel.id, hotel.ownerId);
    if (!recipient) throw new HttpError(422, BillingMessages.statement.noRecipient);
    const pdf = await this.pdfOf({ statement, period, hotel });
    const owed = formatMoney(statement.commission + statement.commissionGst, statement.currency);
    return this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(statements).where(eq(statements.id, statementId)).for('update');
      if (locked.emailedAt && !resend) throw conflict(BillingMessages.statement.resendConfirm);
      const { id: outboxId } = await this.mail.send(
        {
          to: recipient,
          subject: `Billing statement ${period.name} - ${hotel.name}`,
          text:
            `Hello,\n\nPlease find attached the billing statement of ${hotel.name} for ${period.name} ` +
            `(${invoiceDate(period.start)} - ${invoiceDate(period.end)}): ${locked.reservationCount} reservations, ` +
            `commission owed ${owed} including GST.\n\nThe invoice follows and is charged to the payment method on file.\n`,
          attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }],
        },
        { tx },
      );
      const now = new Date();
      await tx
        .update(statements)
        .set({ emailedAt: now, emailCount: locked.emailCount + 1, recipient, outboxId })
        .where(eq(statements.id, statementId));
      await audit(tx, actor, {
        action: 'statement.email',
        entityType: 'statement',
        entityId: statementId,
        before: { emailToHotel: locked.emailedAt !== null, emailCount: locked.emailCount },
        after: { emailToHotel: true, emailCount: locked.emailCount + 1, recipient, outboxId, resend },
      });
      return { recipient, outboxId };
    });
  }

  /** The period row. @throws HttpError 404. */
  private async period(periodId: string): Promise<PeriodRow> {
    if (!isUuid(periodId)) throw notFound(BillingMessages.period.notFound);
    const [period] = await this.db.select().from(billingPeriods).where(eq(billingPeriods.id, periodId));
    if (!period) throw notFound(BillingMessages.period.notFound);
    return period;
  }

  /** A statement of a period with its hotel. @throws HttpError 404. */
  async statement(periodId: string, statementId: string) {
    const period = await this.period(periodId);
    if (!isUuid(statementId)) throw notFound(BillingMessages.period.statementNotFound);
    const [row] = await this.db
      .select({ statement: statements, hotel: hotels })
      .from(statements)
      .innerJoin(hotels, eq(hotels.id, statements.hotelId))
      .where(and(eq(statements.id, statementId), eq(statements.periodId, periodId)));
    if (!row) throw notFound(BillingMessages.period.statementNotFound);
    return { period, ...row };
  }

  /** The revenue manager's e-mail (the first added), else the owner's; null when neither exists. */
  private async recipientOf(hotelId: string, ownerId: string | null): Promise<string | null> {
    const [manager] = await this.db
      .select({ email: users.email })
      .from(hotelEmployees)
      .innerJoin(users, eq(users.id, hotelEmployees.userId))
      .where(and(eq(hotelEmployees.hotelId, hotelId), eq(hotelEmployees.kind, 'manager')))
      .orderBy(asc(hotelEmployees.createdAt))
      .limit(1);
    if (manager?.email) return manager.email;
    if (!ownerId) return null;
    const [owner] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
    return owner?.email ?? null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing periods and their statements (billing area). */
    billingPeriods: BillingPeriodRepository;
  }
}

export default fp(
  async function billingPeriodRepository(app) {
    app.decorate('billingPeriods', new BillingPeriodRepository(app.db, app.storage, app.mail));
  },
  { name: 'billing-period-repository' },
);
