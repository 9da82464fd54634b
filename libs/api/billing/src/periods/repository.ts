/**
 * The billing periods' data layer, `app.billingPeriods` (docs/areas/billing.md, "Billing periods", "Billing
 * Statement", "Statements by e-mail"): the grid of periods, one period with its statements, generation, the
 * statement PDF (rendered once, kept through the storage provider) and the statement's e-mail to the hotel.
 */
import { BillingMessages, STATEMENT_PAGE_SIZE, invoiceDate, type BillingPeriod, type BillingPeriodDetail, type BillingPeriodDetailQuery, type GenerateReportBody, type Statement } from '@backoffice/contracts';
import { HttpError, audit, conflict, isUuid, named, nearerEndIds, notFound, rowsOf, type Actor, type Db, type FileStorage, type MailProvider } from '@backoffice/api-server';
import { hotelEmployees, hotels, outbox, users } from '@backoffice/api-server/schema';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { billingPeriods, invoices, statements } from '../billing.schema';
import { billingPeriodCounts } from '../period-counts';
import { addressLine, asDate, invoiceNumber } from '../common';
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

type InvoiceRow = typeof invoices.$inferSelect;
type MailStatus = NonNullable<Statement['mailStatus']>;

/** The period and its count of statements, as {@link BillingPeriodRepository.detailPage} reads them. */
interface PeriodHead {
  id: string;
  name: string;
  start: string | Date;
  end: string | Date;
  scope: PeriodRow['scope'];
  createdAt: string | Date;
  total: number;
}

/** A row of a page of statements as the driver answers it (the invoice's columns null without one). */
interface StatementPageRow {
  id: string;
  hotelId: string;
  hotelName: string;
  currency: string;
  reservationCount: number;
  gross: number;
  commission: number;
  commissionGst: number;
  emailedAt: string | Date | null;
  emailCount: number;
  recipient: string | null;
  outboxId: string | null;
  invoiceId: string | null;
  invoiceSeq: number | null;
  invoiceCreatedAt: string | Date | null;
  invoicePaid: boolean | null;
  invoiceStatus: string | null;
  invoiceFailureReason: string | null;
  mailStatus: string | null;
}

/** A statement on the wire (the spec's `statementGenerated` entry), from its row, its hotel's name, its invoice and its last e-mail's status. */
function statementWire(
  periodId: string,
  s: Pick<typeof statements.$inferSelect, 'id' | 'hotelId' | 'emailedAt' | 'emailCount' | 'recipient' | 'outboxId' | 'reservationCount' | 'currency' | 'gross' | 'commission' | 'commissionGst'>,
  hotelName: string,
  invoice: Pick<InvoiceRow, 'id' | 'numberSeq' | 'createdAt' | 'paid' | 'status' | 'failureReason'> | null,
  mailStatus: MailStatus | null,
): Statement {
  return {
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
  };
}

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

  /**
   * Every period, newest first, with its count of billing hotels: from the per-period counters (migration 0047),
   * never its statements (a period of 3,000 hotels read them all; docs/api-database.md, "Which index a list reads").
   */
  async list(): Promise<BillingPeriod[]> {
    const rows = await this.db
      .select({ period: billingPeriods, hotelCount: sql<number>`coalesce(${billingPeriodCounts.hotels}, 0)` })
      .from(billingPeriods)
      .leftJoin(billingPeriodCounts, eq(billingPeriodCounts.periodId, billingPeriods.id))
      .orderBy(desc(billingPeriods.createdAt), desc(billingPeriods.id));
    return rows.map((r) => periodWire(r.period, Number(r.hotelCount)));
  }

  /**
   * One period with its statements by hotel name (case-insensitive, then id). Without `query.page`, every statement
   * (the previous release's call, docs/releases.md "Version skew"); with it, {@link detailPage}.
   * @throws HttpError 404.
   */
  async detail(periodId: string, query: BillingPeriodDetailQuery = {}): Promise<BillingPeriodDetail> {
    if (query.page !== undefined) return this.detailPage(periodId, query.page, query.limit ?? STATEMENT_PAGE_SIZE);
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
      statementGenerated: rows.map(({ s, hotelName, invoice, mailStatus }) => statementWire(periodId, s, hotelName, invoice, mailStatus)),
    };
  }

  /**
   * Page `page` (from 1) of `limit` statements of a period, by hotel name, with `total` (docs/areas/billing.md, "Pages
   * of statements and invoices"; docs/api-database.md, "Which index a list reads"): the period and its count of
   * statements in one named read by the period's key (the count is the period's `hotel_count`, kept by 0047's triggers
   * since migration 0065; rule 2; the table stored at `fillfactor = 10` since 0069, so that a few periods are not read
   * by a Seq Scan of them all: docs/areas/billing.md, "Pages of statements and invoices"), then the page's
   * statements through `statements_period_name_idx` (migration 0061: the hotel's name is on the statement), from the
   * end nearer to the page (rule 3), each statement's invoice and last e-mail looked up by key (rule 4). A period's
   * statements are all written by its generation, in one transaction, and never deleted by the API, so the count read
   * first is the page's. @throws HttpError 404.
   */
  private async detailPage(periodId: string, page: number, limit: number): Promise<BillingPeriodDetail> {
    if (!isUuid(periodId)) throw notFound(BillingMessages.period.notFound);
    const [head] = rowsOf<PeriodHead>(
      await this.db.execute(
        named(
          'billing_period_head',
          sql`SELECT p.id, p.name, p.start, p."end", p.scope, p.created_at AS "createdAt",
p.hotel_count::int AS total
          FROM billing_periods p WHERE p.id = ${periodId}`,
        ),
      ),
    );
    if (!head) throw notFound(BillingMessages.period.notFound);
    const total = Number(head.total);
    const offset = (page - 1) * limit;
    const rows = offset >= total ? [] : await this.statementPage(periodId, total, offset, limit);
    const period: PeriodRow = {
      id: head.id,
      name: head.name,
      start: asDate(head.start),
      end: asDate(head.end),
      scope: head.scope,
      scopeHotelIds: [],
      createdBy: null,
      createdAt: asDate(head.createdAt),
    };
    return { ...periodWire(period, total), scope: period.scope, statementGenerated: rows, total };
  }

  /**
   * The statements `offset` to `offset + limit` of a period of `total`, by hotel name, read from the end nearer to
   * the page (`nearerEndIds` of the server lib: page 1's LIMIT in the text, a later page by row_number() positions, one
   * plan each; docs/api-database.md, "Which index a list reads", rules 3 and 5).
   */
  private async statementPage(periodId: string, total: number, offset: number, limit: number): Promise<Statement[]> {
    const pageOf = nearerEndIds(
      (reversed) => {
        const dir = sql.raw(reversed ? 'DESC' : 'ASC');
        return { columns: sql`*`, from: sql`statements WHERE period_id = ${periodId}`, order: sql`lower(hotel_name) ${dir}, id ${dir}` };
      },
      offset,
      limit,
    );
    const rows = rowsOf<StatementPageRow>(
      await this.db.execute(
        named(
          'billing_statements_page',
          sql`SELECT s.id, s.hotel_id AS "hotelId", s.hotel_name AS "hotelName", s.currency, s.reservation_count AS "reservationCount",
            s.gross, s.commission, s.commission_gst AS "commissionGst", s.emailed_at AS "emailedAt", s.email_count AS "emailCount",
            s.recipient, s.outbox_id AS "outboxId", i.id AS "invoiceId", i.number_seq AS "invoiceSeq", i.created_at AS "invoiceCreatedAt",
            i.paid AS "invoicePaid", i.status AS "invoiceStatus", i.failure_reason AS "invoiceFailureReason", o.status AS "mailStatus"
          FROM (${pageOf(total)}) s
          LEFT JOIN LATERAL (SELECT * FROM invoices i WHERE i.statement_id = s.id OFFSET 0) i ON true
          LEFT JOIN LATERAL (SELECT o.status FROM outbox o WHERE o.id = s.outbox_id OFFSET 0) o ON true
          ORDER BY lower(s.hotel_name), s.id`,
        ),
      ),
    );
    return rows.map((r) =>
      statementWire(
        periodId,
        {
          id: r.id,
          hotelId: r.hotelId,
          emailedAt: r.emailedAt === null ? null : asDate(r.emailedAt),
          emailCount: Number(r.emailCount),
          recipient: r.recipient,
          outboxId: r.outboxId,
          reservationCount: Number(r.reservationCount),
          currency: r.currency,
          gross: Number(r.gross),
          commission: Number(r.commission),
          commissionGst: Number(r.commissionGst),
        },
        r.hotelName,
        r.invoiceId === null
          ? null
          : {
              id: r.invoiceId,
              numberSeq: Number(r.invoiceSeq),
              createdAt: asDate(r.invoiceCreatedAt as string | Date),
              paid: Boolean(r.invoicePaid),
              status: r.invoiceStatus as InvoiceRow['status'],
              failureReason: r.invoiceFailureReason,
            },
        (r.mailStatus as MailStatus | null) ?? null,
      ),
    );
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

  /** {@link statementPdf} of a statement already read (its row, its period and its hotel); a new PDF's key is kept at once. */
  private async pdfOf(read: Pick<StatementRead, 'statement' | 'period' | 'hotel'>): Promise<{ bytes: Buffer; filename: string }> {
    const pdf = await this.renderOrRead(read);
    if (pdf.newKey) await this.db.update(statements).set({ pdfKey: pdf.newKey }).where(and(eq(statements.id, read.statement.id), isNull(statements.pdfKey)));
    return pdf;
  }

  /**
   * The statement's PDF as stored, or rendered and stored (then `newKey` is its storage key, for the caller to record
   * on the statement: {@link pdfOf} at once, {@link email} with its own update of the row).
   */
  private async renderOrRead({ statement, period, hotel }: Pick<StatementRead, 'statement' | 'period' | 'hotel'>): Promise<{ bytes: Buffer; filename: string; newKey?: string }> {
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
    return { bytes, filename, newKey: key };
  }

  /**
   * E-mails the statement with its PDF to the hotel's revenue manager (or its owner). A second send needs
   * `resend`. The mail is queued in the same transaction that marks the statement e-mailed (and records the PDF's
   * storage key when it was rendered for this mail). Queries: one read (the statement, its period, its hotel and
   * the recipient), the reservations when the PDF is rendered, then the transaction (the mail, the statement's
   * update under its row lock, the audit event); docs/areas/billing.md, "Figures".
   * @throws HttpError 404, 409 (already e-mailed without `resend`), 422 (nobody to send to).
   */
  async email(periodId: string, statementId: string, resend: boolean, actor: Actor): Promise<{ recipient: string; outboxId: string }> {
    const read = await this.statement(periodId, statementId, { withRecipient: true });
    const { statement, period, hotel } = read;
    if (statement.emailedAt && !resend) throw conflict(BillingMessages.statement.resendConfirm);
    const recipient = read.recipient;
    if (!recipient) throw new HttpError(422, BillingMessages.statement.noRecipient);
    const pdf = await this.renderOrRead(read);
    const owed = formatMoney(statement.commission + statement.commissionGst, statement.currency);
    return this.db.transaction(async (tx) => {
      const { id: outboxId } = await this.mail.send(
        {
          to: recipient,
          subject: `Billing statement ${period.name} - ${hotel.name}`,
          text:
            `Hello,\n\nPlease find attached the billing statement of ${hotel.name} for ${period.name} ` +
            `(${invoiceDate(period.start)} - ${invoiceDate(period.end)}): ${statement.reservationCount} reservations, ` +
            `commission owed ${owed} including GST.\n\nThe invoice follows and is charged to the payment method on file.\n`,
          attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }],
        },
        { tx },
      );
      // The row locked and updated in one statement, answering what it was (`before`): sent meanwhile by another
      // request without `resend` updates nothing, and the 409 rolls the queued mail back.
      const [prev] = rowsOf<{ emailed: boolean; emailCount: number }>(await tx.execute(named('statement_emailed', sql`
        update ${statements} s set emailed_at = ${new Date().toISOString()}::timestamptz, email_count = prev.email_count + 1,
          recipient = ${recipient}, outbox_id = ${outboxId}, pdf_key = coalesce(s.pdf_key, ${pdf.newKey ?? null})
        from (select id, emailed_at, email_count from ${statements} where id = ${statementId} for update) prev
        where s.id = prev.id and (${resend} or prev.emailed_at is null)
        returning prev.emailed_at is not null as "emailed", prev.email_count as "emailCount"`)));
      if (!prev) throw conflict(BillingMessages.statement.resendConfirm);
      await audit(tx, actor, {
        action: 'statement.email',
        entityType: 'statement',
        entityId: statementId,
        before: { emailToHotel: prev.emailed, emailCount: Number(prev.emailCount) },
        after: { emailToHotel: true, emailCount: Number(prev.emailCount) + 1, recipient, outboxId, resend },
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

  /**
   * A statement of a period with its period and its hotel, in one query; with `withRecipient`, also the e-mail a
   * statement goes to (`recipient`: the hotel's revenue manager, the first added, else its owner; null when neither
   * has one). @throws HttpError 404 (the period's when it does not exist, else the statement's).
   */
  async statement(periodId: string, statementId: string, options: { withRecipient?: boolean } = {}): Promise<StatementRead> {
    if (!isUuid(periodId)) throw notFound(BillingMessages.period.notFound);
    const [row] = isUuid(statementId)
      ? await this.db
          .select({
            statement: statements,
            period: billingPeriods,
            hotel: hotels,
            recipient: options.withRecipient
              ? sql<string | null>`coalesce(nullif((select ${users.email} from ${hotelEmployees} inner join ${users} on ${users.id} = ${hotelEmployees.userId}
                  where ${hotelEmployees.hotelId} = ${hotels.id} and ${hotelEmployees.kind} = 'manager' order by ${hotelEmployees.createdAt} asc limit 1), ''),
                  nullif((select ${users.email} from ${users} where ${users.id} = ${hotels.ownerId}), ''))`
              : sql<null>`null`,
          })
          .from(statements)
          .innerJoin(billingPeriods, eq(billingPeriods.id, statements.periodId))
          .innerJoin(hotels, eq(hotels.id, statements.hotelId))
          .where(and(eq(statements.id, statementId), eq(statements.periodId, periodId)))
          // A named statement (one per variant of its text): parsed and planned once per connection.
          .prepare(options.withRecipient ? 'statement_read_recipient' : 'statement_read')
          .execute()
      : [];
    if (!row) {
      await this.period(periodId); // 404 the period's when it is the period that does not exist
      throw notFound(BillingMessages.period.statementNotFound);
    }
    return row;
  }
}

/** A statement read with its period and its hotel (and, for an e-mail, its recipient). */
interface StatementRead {
  statement: typeof statements.$inferSelect;
  period: PeriodRow;
  hotel: typeof hotels.$inferSelect;
  recipient: string | null;
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
