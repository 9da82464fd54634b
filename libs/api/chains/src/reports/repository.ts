/**
 * Expedia error reports' data layer, `app.expediaReports` (docs/areas/chains.md, "Calls"): the list with the hotel
 * each report's URL names, the status toggle and the customer app's public report. Every write audited.
 */
import { ChainsMessages, type ExpediaReport, type ExpediaStatus, type FileReportBody } from '@backoffice/contracts';
import { audit, isUuid, notFound, rowsOf, type Actor, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import { desc, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { expediaReports } from '../chains.schema';

type ReportRow = typeof expediaReports.$inferSelect;

export class ExpediaReportRepository {
  constructor(private readonly db: Db) {}

  /** Every report, newest first, each with the hotel its URL names. */
  async list(): Promise<ExpediaReport[]> {
    return this.wire(await this.db.select().from(expediaReports).orderBy(desc(expediaReports.createdAt), desc(expediaReports.id)));
  }

  /**
   * Sets a report's status (the toggle sends the other one) and audits `expedia_report.status`.
   * @returns the report as it now is. @throws HttpError 404 when no report has that id.
   */
  async setStatus(id: string, status: ExpediaStatus, actor: Actor): Promise<ExpediaReport> {
    if (!isUuid(id)) throw notFound(ChainsMessages.report.notFound);
    const row = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(expediaReports).where(eq(expediaReports.id, id)).for('update');
      if (!before) throw notFound(ChainsMessages.report.notFound);
      const [after] = await tx.update(expediaReports).set({ status, updatedAt: new Date() }).where(eq(expediaReports.id, id)).returning();
      await audit(tx, actor, { action: 'expedia_report.status', entityType: 'expedia_report', entityId: id, before: { status: before.status }, after: { status: after.status } });
      return after;
    });
    const [data] = await this.wire([row]);
    return data;
  }

  /** Files the customer app's report (trimmed; e-mail lower-cased) and audits `expedia_report.file`. */
  async file(body: FileReportBody, actor: Actor): Promise<void> {
    const email = body.email.trim().toLowerCase();
    const url = body.url.trim();
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(expediaReports)
        .values({ fullName: body.fullName.trim(), email, contactNo: body.contactNo?.trim() ?? '', url })
        .returning({ id: expediaReports.id });
      await audit(tx, actor, { action: 'expedia_report.file', entityType: 'expedia_report', entityId: row.id, before: null, after: { email, url } });
    });
  }

  /**
   * The reports as the wire has them, each with the hotel whose Expedia URL it names (the first added, not deleted),
   * which the list links to (docs/areas/chains.md, "Links"); null when no hotel has that URL. One lookup per distinct
   * URL through `hotels_expedia_url_idx` (migration 0044), which reads at most one hotel each, never every hotel
   * (docs/api-database.md, "Which index a list reads").
   */
  private async wire(rows: readonly ReportRow[]): Promise<ExpediaReport[]> {
    const urls = [...new Set(rows.map((r) => r.url))];
    const found = urls.length
      ? rowsOf<{ id: string; name: string; url: string }>(
          await this.db.execute(sql`
            SELECT h.id, h.name, u.url
            FROM unnest(array[${sql.join(urls.map((u) => sql`${u}`), sql`, `)}]::text[]) AS u(url)
            CROSS JOIN LATERAL (
              SELECT ${hotels.id} AS id, ${hotels.name} AS name FROM ${hotels}
              WHERE ${hotels.expediaUrl} = u.url AND ${hotels.deletedAt} IS NULL
              ORDER BY ${hotels.createdAt}, ${hotels.id} LIMIT 1
            ) h`),
        )
      : [];
    const hotelOf = new Map<string, { _id: string; name: string }>();
    for (const h of found) if (!hotelOf.has(h.url)) hotelOf.set(h.url, { _id: h.id, name: h.name });
    return rows.map((r) => ({
      _id: r.id,
      createdAt: r.createdAt.toISOString(),
      user: { fullName: r.fullName, email: r.email, contactNo: r.contactNo },
      status: r.status,
      url: r.url,
      hotel: hotelOf.get(r.url) ?? null,
    }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Expedia error reports (chains area). */
    expediaReports: ExpediaReportRepository;
  }
}

export default fp(
  async function expediaReportRepository(app) {
    app.decorate('expediaReports', new ExpediaReportRepository(app.db));
  },
  { name: 'expedia-report-repository' },
);
