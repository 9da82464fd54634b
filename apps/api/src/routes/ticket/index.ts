/**
 * Tickets and their discussions (spec 1 sections 3-9; DECISIONS.md "Server-side permissions" and
 * "Tickets and notifications"). Scope: a SuperAdmin sees every ticket, a Department user the tickets sent to
 * its department (and those it raised), an Employee the tickets it raised; another ticket is "not found".
 * Paging, filtering and counting happen in the database.
 */
import {
  ChangeTicketStatusBodySchema,
  CreateTicketResponseSchema,
  DEFAULT_TICKET_PRIORITY,
  Limits,
  ListTicketBodySchema,
  ListTicketDiscussionBodySchema,
  ListTicketDiscussionResponseSchema,
  ListTicketResponseSchema,
  MessageResponseSchema,
  HelpdeskMessages,
  Roles,
  TICKET_TITLE_MAX_LENGTH,
  TicketByIdQuerySchema,
  TicketByIdResponseSchema,
  ticketCreatedNotificationText,
  ticketReplyNotificationText,
  ticketStatusNotificationText,
  ticketStatusTitle,
  isTicketPriorityId,
  isTicketStatusId,
  mayChangeTicketStatus,
  type ListTicketBody,
  type Ticket,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { departments, ticketDiscussions, tickets, users } from '../../db/schema';
import { SIGNED_IN, callerOf } from '../../plugins/app/auth';
import { isBlankHtml, sanitizeRichHtml } from '../../services/html';
import { badRequest, forbidden, notFound } from '../../services/http-errors';
import type { AuthUser } from '../../services/tokens';
import { uploadUrl } from '../../services/storage';
import { readMultipartForm } from './multipart';
import { ticketCounts } from './ticket-counts';
import { isUuid } from '../../services/ids';

/** The select list of a ticket row (joined with its department and creator). */
const ticketColumns = {
  id: tickets.id,
  title: tickets.title,
  message: tickets.message,
  status: tickets.status,
  priority: tickets.priority,
  createdAt: tickets.createdAt,
  imagePath: tickets.imagePath,
  departmentId: tickets.departmentId,
  departmentName: departments.name,
  userId: tickets.userId,
  firstName: users.firstName,
  lastName: users.lastName,
};
type TicketRow = {
  id: string;
  title: string;
  message: string;
  status: number;
  priority: number;
  createdAt: Date;
  imagePath: string | null;
  departmentId: string;
  departmentName: string;
  userId: string;
  firstName: string;
  lastName: string;
};

const toWire = (r: TicketRow): Ticket => ({
  _id: r.id,
  title: r.title,
  message: r.message,
  status: r.status,
  priorityLevels: r.priority,
  createdAt: r.createdAt.toISOString(),
  department: { _id: r.departmentId, name: r.departmentName },
  userId: { _id: r.userId, firstName: r.firstName, lastName: r.lastName },
  ticketImage: uploadUrl(r.imagePath),
});

/** What the caller may see: SuperAdmin all, Department its department's and its own, Employee its own. */
export function ticketsVisibleTo(me: AuthUser): SQL | undefined {
  if (me.role === Roles.SuperAdmin) return undefined;
  if (me.role === Roles.Department && me.departmentId) {
    return or(eq(tickets.departmentId, me.departmentId), eq(tickets.userId, me.id));
  }
  return eq(tickets.userId, me.id);
}

/** Tickets created by this process between two ANALYZE runs of the tickets table. */
export const ANALYZE_EVERY_TICKETS = 1000;

const ticketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  // The embedded PGlite has no autovacuum, so nothing would ever gather the tickets' statistics: without them
  // a filtered list (department + status) sorted 7,000 rows instead of reading 10 from its index (217 ms
  // instead of 0.3 ms at 100,000 tickets, tools/bench/tickets.mjs). Analysed at start and after every
  // ANALYZE_EVERY_TICKETS new tickets (a PostgreSQL server's autovacuum does it anyway; harmless there).
  let createdSinceAnalyze = 0;
  const analyzeTickets = () =>
    app.db.execute(sql`ANALYZE tickets`).then(
      () => undefined,
      (error: Error) => app.log.warn({ err: error }, 'ANALYZE tickets failed'),
    );
  app.addHook('onReady', analyzeTickets);

  const selectTickets = () =>
    app.db
      .select(ticketColumns)
      .from(tickets)
      .innerJoin(departments, eq(departments.id, tickets.departmentId))
      .innerJoin(users, eq(users.id, tickets.userId));

  /**
   * Runs the insert that refers to a just stored image; when it fails, the image is deleted again (a file no
   * row points to would stay forever) and the insert's error is rethrown.
   */
  const withStoredImage = async <T>(imagePath: string | null, insert: () => Promise<T>): Promise<T> => {
    try {
      return await insert();
    } catch (error) {
      if (imagePath) {
        await app.storage
          .delete(imagePath)
          .catch((e: Error) => app.log.error({ err: e, imagePath }, 'stray image not deleted'));
      }
      throw error;
    }
  };

  /** A ticket the caller may see, or 404. */
  const visibleTicket = async (me: AuthUser, ticketId: string): Promise<TicketRow> => {
    if (!isUuid(ticketId)) throw notFound(HelpdeskMessages.tickets.notFound);
    const [row] = await selectTickets().where(and(eq(tickets.id, ticketId), ticketsVisibleTo(me)));
    if (!row) throw notFound(HelpdeskMessages.tickets.notFound);
    return row;
  };

  /** Users to notify: the given department's users and/or the SuperAdmins, never the author. */
  const recipients = async (author: string, where: SQL | undefined) => {
    const rows = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(where, eq(users.disabled, false), ne(users.id, author)));
    return rows.map((r) => r.id);
  };

  /**
   * One page of tickets, newest first, and their total.
   * @param scope whose tickets: all (SuperAdmin), one department's (`departmentId`), or one creator's (`userId`).
   */
  const list = async (
    scope: { departmentId?: string; userId?: string },
    body: ListTicketBody | null | undefined,
  ) => {
    const page = body?.page ?? 1;
    const limit = body?.limit ?? Limits.pageSize;
    const departmentId = body?.departmentId?.trim();
    const status = body?.status;
    if (departmentId && !isUuid(departmentId)) return { ticket: [], total: 0, page, limit };
    const where = and(
      scope.departmentId ? eq(tickets.departmentId, scope.departmentId) : undefined,
      scope.userId ? eq(tickets.userId, scope.userId) : undefined,
      status ? eq(tickets.status, status) : undefined,
      departmentId ? eq(tickets.departmentId, departmentId) : undefined,
    );
    // The total: a creator's tickets are counted on the (user_id, …) index (a few hundred at most); every
    // other scope sums the per-department, per-status counters kept by a trigger (migration 0002): counting
    // 100,000 rows took longer than reading the page (tools/bench/tickets.mjs).
    let total: number;
    if (scope.userId) {
      const [counted] = await app.db.select({ total: count() }).from(tickets).where(where);
      total = Number(counted.total);
    } else {
      const [counted] = await app.db
        .select({ total: sql<number>`coalesce(sum(${ticketCounts.n}), 0)::int` })
        .from(ticketCounts)
        .where(
          and(
            scope.departmentId ? eq(ticketCounts.departmentId, scope.departmentId) : undefined,
            status ? eq(ticketCounts.status, status) : undefined,
            departmentId ? eq(ticketCounts.departmentId, departmentId) : undefined,
          ),
        );
      total = Number(counted?.total ?? 0);
    }
    const offset = (page - 1) * limit;
    if (offset >= total) return { ticket: [], total, page, limit };
    // The page's ids come from one of the (…, created_at, id) indexes and the scan stops after OFFSET + LIMIT
    // entries; a page in the second half is read from the other end (the last page costs as little as the
    // first). Only those rows are then joined with their department and creator.
    const fromEnd = total - offset - limit < offset;
    const order = fromEnd
      ? [asc(tickets.createdAt), asc(tickets.id)]
      : [desc(tickets.createdAt), desc(tickets.id)];
    const pageIds = app.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(where)
      .orderBy(...order)
      .limit(fromEnd ? Math.min(limit, total - offset) : limit)
      .offset(fromEnd ? Math.max(0, total - offset - limit) : offset)
      .as('page_ids');
    const rows = await app.db
      .select(ticketColumns)
      .from(pageIds)
      .innerJoin(tickets, eq(tickets.id, pageIds.id))
      .innerJoin(departments, eq(departments.id, tickets.departmentId))
      .innerJoin(users, eq(users.id, tickets.userId))
      .orderBy(desc(tickets.createdAt), desc(tickets.id));
    return { ticket: rows.map(toWire), total, page, limit };
  };

  app.post(
    '/listTicket',
    {
      config: { access: SIGNED_IN },
      schema: { body: ListTicketBodySchema, response: { 200: ListTicketResponseSchema } },
    },
    async (request) => {
      const me = callerOf(request);
      // The list shows what was sent to the caller's department (a Department user's own raised tickets are
      // "My Tickets": listTicketDepartment); an Employee sees the tickets it raised; a SuperAdmin all.
      const scope =
        me.role === Roles.SuperAdmin
          ? {}
          : me.role === Roles.Department && me.departmentId
            ? { departmentId: me.departmentId }
            : { userId: me.id };
      return list(scope, request.body);
    },
  );

  app.post(
    '/listTicketDepartment',
    {
      config: { access: [Roles.Department] },
      schema: { body: ListTicketBodySchema, response: { 200: ListTicketResponseSchema } },
    },
    async (request) => list({ userId: callerOf(request).id }, request.body),
  );

  app.post(
    '/createTicket',
    {
      config: { access: [Roles.Employee, Roles.Department] },
      schema: { response: { 200: CreateTicketResponseSchema } },
    },
    async (request) => {
      const me = callerOf(request);
      const { fields, image } = await readMultipartForm(
        request,
        ['title', 'message', 'departmentId', 'priorityLevels'],
        'ticketImage',
      );
      const title = (fields.title ?? '').trim();
      if (!title || title.length > TICKET_TITLE_MAX_LENGTH) throw badRequest(HelpdeskMessages.tickets.titleRequired);
      const message = sanitizeRichHtml(fields.message ?? '');
      if (isBlankHtml(message)) throw badRequest(HelpdeskMessages.tickets.messageRequired);
      const departmentId = (fields.departmentId ?? '').trim();
      // A Department user raises tickets to other departments ("the own-ticket variant excludes its own").
      if (!isUuid(departmentId) || departmentId === me.departmentId) {
        throw badRequest(HelpdeskMessages.tickets.departmentRequired);
      }
      const priorityText = (fields.priorityLevels ?? '').trim();
      const priority = priorityText === '' ? DEFAULT_TICKET_PRIORITY : Number(priorityText);
      if (!isTicketPriorityId(priority))
        throw badRequest(HelpdeskMessages.tickets.priorityInvalid);
      const [dept] = await app.db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.id, departmentId), isNull(departments.deletedAt)));
      if (!dept) throw badRequest(HelpdeskMessages.tickets.departmentRequired);

      const imagePath = image ? await app.storage.save(image.bytes, image.kind) : null;
      const [row] = await withStoredImage(imagePath, () =>
        app.db
          .insert(tickets)
          .values({ title, message, priority, departmentId, userId: me.id, imagePath })
          .returning({ id: tickets.id }),
      );
      if (++createdSinceAnalyze >= ANALYZE_EVERY_TICKETS) {
        createdSinceAnalyze = 0;
        void analyzeTickets();
      }
      const [created] = await selectTickets().where(eq(tickets.id, row.id));

      const to = await recipients(
        me.id,
        or(eq(users.departmentId, departmentId), eq(users.role, Roles.SuperAdmin)),
      );
      await app.notifications.notify(
        to,
        ticketCreatedNotificationText(title, `${me.firstName} ${me.lastName}`),
        { entityType: 'ticket', entityId: row.id },
      );
      return { message: HelpdeskMessages.tickets.added, data: toWire(created) };
    },
  );

  app.put(
    '/change-ticket-status',
    {
      config: { access: [Roles.SuperAdmin, Roles.Department] },
      schema: { body: ChangeTicketStatusBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const me = callerOf(request);
      const { ticketId, ticketStatus } = request.body;
      const ticket = await visibleTicket(me, ticketId);
      // A Department user's own raised ticket (sent elsewhere) is visible but not its to change.
      if (!mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden();
      if (ticket.status !== ticketStatus) {
        await app.db
          .update(tickets)
          .set({ status: ticketStatus, updatedAt: new Date() })
          .where(eq(tickets.id, ticket.id));
        if (ticket.userId !== me.id) {
          await app.notifications.notify(
            [ticket.userId],
            ticketStatusNotificationText(ticket.title, ticketStatusTitle(ticketStatus)),
            { entityType: 'ticket', entityId: ticket.id },
          );
        }
      }
      return { message: HelpdeskMessages.tickets.statusUpdated };
    },
  );

  app.get(
    '/get-ticket-by-id',
    {
      config: { access: SIGNED_IN },
      schema: { querystring: TicketByIdQuerySchema, response: { 200: TicketByIdResponseSchema } },
    },
    async (request) => ({ data: toWire(await visibleTicket(callerOf(request), request.query.ticketId)) }),
  );

  app.post(
    '/listTicketDiscussion',
    {
      config: { access: SIGNED_IN },
      schema: { body: ListTicketDiscussionBodySchema, response: { 200: ListTicketDiscussionResponseSchema } },
    },
    async (request) => {
      const ticket = await visibleTicket(callerOf(request), request.body.ticketId);
      const rows = await app.db
        .select({
          id: ticketDiscussions.id,
          message: ticketDiscussions.message,
          createdAt: ticketDiscussions.createdAt,
          imagePath: ticketDiscussions.imagePath,
          departmentName: departments.name,
          firstName: users.firstName,
        })
        .from(ticketDiscussions)
        .innerJoin(users, eq(users.id, ticketDiscussions.userId))
        .leftJoin(departments, eq(departments.id, ticketDiscussions.departmentId))
        .where(eq(ticketDiscussions.ticketId, ticket.id))
        .orderBy(asc(ticketDiscussions.createdAt), asc(ticketDiscussions.id));
      return {
        ticket: rows.map((r) => ({
          _id: r.id,
          message: r.message,
          createdAt: r.createdAt.toISOString(),
          department_info: r.departmentName === null ? null : { name: r.departmentName },
          user_info: { firstName: r.firstName },
          discussionImage: uploadUrl(r.imagePath),
        })),
      };
    },
  );

  app.post(
    '/manageTicket',
    { config: { access: SIGNED_IN }, schema: { response: { 200: MessageResponseSchema } } },
    async (request) => {
      const me = callerOf(request);
      const { fields, image } = await readMultipartForm(
        request,
        ['ticketId', 'message', 'ticketStatus'],
        'discussionImage',
      );
      const ticket = await visibleTicket(me, (fields.ticketId ?? '').trim());
      const message = sanitizeRichHtml(fields.message ?? '');
      if (isBlankHtml(message)) throw badRequest(HelpdeskMessages.tickets.replyRequired);
      const statusText = (fields.ticketStatus ?? '').trim();
      const status = statusText === '' ? ticket.status : Number(statusText);
      if (!isTicketStatusId(status))
        throw badRequest(HelpdeskMessages.tickets.statusInvalid);
      const statusChanged = status !== ticket.status;
      if (statusChanged && !mayChangeTicketStatus(me, ticket.departmentId)) throw forbidden();

      const imagePath = image ? await app.storage.save(image.bytes, image.kind) : null;
      await withStoredImage(imagePath, () =>
        app.db.transaction(async (tx) => {
          await tx.insert(ticketDiscussions).values({
            ticketId: ticket.id,
            userId: me.id,
            departmentId: me.departmentId,
            message,
            imagePath,
          });
          await tx.update(tickets).set({ status, updatedAt: new Date() }).where(eq(tickets.id, ticket.id));
        }),
      );

      const author = `${me.firstName} ${me.lastName}`;
      const to = await recipients(
        me.id,
        or(eq(users.id, ticket.userId), eq(users.departmentId, ticket.departmentId)),
      );
      const about = { entityType: 'ticket', entityId: ticket.id };
      await app.notifications.notify(to, ticketReplyNotificationText(ticket.title, author), about);
      if (statusChanged && ticket.userId !== me.id) {
        await app.notifications.notify(
          [ticket.userId],
          ticketStatusNotificationText(ticket.title, ticketStatusTitle(status)),
          about,
        );
      }
      return { message: HelpdeskMessages.tickets.replyAdded };
    },
  );
};

export default ticketRoutes;
