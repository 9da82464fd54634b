/**
 * The chains area's calls (docs/areas/chains.md, "Calls"; SuperAdmin but the public report): chains under
 * `/admin/commission`, managers under `/user`, Expedia error reports under `/report`.
 */
import {
  ChainBodySchema,
  ChainListResponseSchema,
  ChainNameParamsSchema,
  ChainSavedResponseSchema,
  ChainsMessages,
  CreateManagerBodySchema,
  ExpediaReportListResponseSchema,
  ExpediaReportSchema,
  FileReportBodySchema,
  ManagerListResponseSchema,
  ManagerSavedResponseSchema,
  MessageResponseSchema,
  ReportParamsSchema,
  ReportStatusBodySchema,
  UpdateManagerBodySchema,
  type ExpediaReport,
} from '@backoffice/contracts';
import { DEFAULT_FORM_LIMIT, actorOf, audit, isUuid, notFound, rowsOf, type Db } from '@backoffice/api-server';
import { hotels } from '@backoffice/api-server/schema';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { expediaReports } from './chains.schema';
import { SUPER_ADMIN } from './common';

/** `/admin/commission`: the chains. */
export const chainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/list', { config: { access: SUPER_ADMIN }, schema: { noBody: true, response: { 200: ChainListResponseSchema } } }, async () => ({ data: await app.chains.list() }));
  app.post(
    '/',
    { config: { access: SUPER_ADMIN }, schema: { body: ChainBodySchema, response: { 201: ChainSavedResponseSchema } } },
    async (request, reply) => reply.code(201).send({ message: ChainsMessages.chain.added, data: await app.chains.create(request.body, actorOf(request)) }),
  );
  app.put(
    '/',
    { config: { access: SUPER_ADMIN }, schema: { body: ChainBodySchema, response: { 200: ChainSavedResponseSchema } } },
    async (request) => ({ message: ChainsMessages.chain.updated, data: await app.chains.update(request.body, actorOf(request)) }),
  );
  app.delete(
    '/:clientTypeName',
    { config: { access: SUPER_ADMIN }, schema: { params: ChainNameParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.chains.remove(request.params.clientTypeName, actorOf(request));
      return { message: ChainsMessages.chain.deleted };
    },
  );
};

/** `/user`: the managers. */
export const managerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/createManager',
    { config: { access: SUPER_ADMIN }, schema: { body: CreateManagerBodySchema, response: { 201: ManagerSavedResponseSchema } } },
    async (request, reply) => reply.code(201).send({ message: ChainsMessages.manager.added, data: await app.managers.create(request.body, actorOf(request)) }),
  );
  app.get('/employeeList', { config: { access: SUPER_ADMIN }, schema: { response: { 200: ManagerListResponseSchema } } }, async () => ({ data: await app.managers.list() }));
  app.put(
    '/UpdateManager',
    { config: { access: SUPER_ADMIN }, schema: { body: UpdateManagerBodySchema, response: { 200: ManagerSavedResponseSchema } } },
    async (request) => ({ message: ChainsMessages.manager.updated, data: await app.managers.update(request.body, actorOf(request)) }),
  );
  app.delete(
    '/removeManager/:id',
    { config: { access: SUPER_ADMIN }, schema: { params: ReportParamsSchema, response: { 200: MessageResponseSchema } } },
    async (request) => {
      await app.managers.remove(request.params.id, actorOf(request));
      return { message: ChainsMessages.manager.deleted };
    },
  );
};

type ReportRow = typeof expediaReports.$inferSelect;

/**
 * The reports as the wire has them, each with the hotel whose Expedia URL it names (the first added, not deleted),
 * which the list links to (docs/areas/chains.md, "Links"); null when no hotel has that URL. One lookup per distinct
 * URL through `hotels_expedia_url_idx` (migration 0044), which reads at most one hotel each, never every hotel
 * (docs/api-database.md, "Which index a list reads").
 */
async function reportsWire(db: Db, rows: readonly ReportRow[]): Promise<ExpediaReport[]> {
  const urls = [...new Set(rows.map((r) => r.url))];
  const found = urls.length
    ? rowsOf<{ id: string; name: string; url: string }>(
        await db.execute(sql`
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

/** `/report`: the Expedia error list, its status toggle, and the customer app's public report. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { config: { access: SUPER_ADMIN }, schema: { response: { 200: ExpediaReportListResponseSchema } } }, async () => ({
    data: await reportsWire(app.db, await app.db.select().from(expediaReports).orderBy(desc(expediaReports.createdAt), desc(expediaReports.id))),
  }));

  // The toggle: the client sends the other status; the answer is the report as it now is.
  app.put(
    '/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: ReportParamsSchema, body: ReportStatusBodySchema, response: { 200: Type.Object({ message: Type.String(), data: ExpediaReportSchema }) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(ChainsMessages.report.notFound);
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(expediaReports).where(eq(expediaReports.id, id)).for('update');
        if (!before) throw notFound(ChainsMessages.report.notFound);
        const [after] = await tx.update(expediaReports).set({ status: request.body.status, updatedAt: new Date() }).where(eq(expediaReports.id, id)).returning();
        await audit(tx, actorOf(request), { action: 'expedia_report.status', entityType: 'expedia_report', entityId: id, before: { status: before.status }, after: { status: after.status } });
        return after;
      });
      const [data] = await reportsWire(app.db, [row]);
      return { message: ChainsMessages.report.statusChanged, data };
    },
  );

  // The customer app files a report without a token; rate limited per address like the website's forms.
  app.post(
    '/',
    {
      config: { access: 'public' },
      preValidation: async (request) => await app.limiter.enforce(`form:expedia:addr:${request.ip}`, app.config.rateLimits.formPerAddress ?? DEFAULT_FORM_LIMIT),
      schema: { body: FileReportBodySchema, response: { 201: MessageResponseSchema } },
    },
    async (request, reply) => {
      const { fullName, email, contactNo, url } = request.body;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(expediaReports)
          .values({ fullName: fullName.trim(), email: email.trim().toLowerCase(), contactNo: contactNo?.trim() ?? '', url: url.trim() })
          .returning({ id: expediaReports.id });
        await audit(tx, actorOf(request), { action: 'expedia_report.file', entityType: 'expedia_report', entityId: row.id, before: null, after: { email: email.trim().toLowerCase(), url: url.trim() } });
      });
      return reply.code(201).send({ message: ChainsMessages.report.filed });
    },
  );
};
