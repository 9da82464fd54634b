/**
 * Departments (spec 1 section 7). Adding, editing and removing are SuperAdmin only (DECISIONS.md);
 * removing is a soft delete (the name becomes free again, tickets keep their department) that disables the
 * department's Department users and ends their sessions (docs/decisions.md).
 */
import {
  DEPARTMENT_TICKET_FILTERS,
  AddDepartmentBodySchema,
  AddDepartmentResponseSchema,
  MessageResponseSchema,
  RemoveDepartmentParamsSchema,
  RemoveDepartmentResponseSchema,
  UpdateDepartmentBodySchema,
  DepartmentByIdQuerySchema,
  DepartmentByIdResponseSchema,
  ListDepartmentBodySchema,
  ListDepartmentResponseSchema,
  HelpdeskMessages,
  Roles,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import { departments, users } from '../../db/schema';
import { ticketCounts } from '../ticket/ticket-counts';
import { SIGNED_IN, bearerToken, callerOf, hitLimit } from '../../plugins/app/auth';
import { conflict, forbidden, notFound, unauthorized } from '../../services/http-errors';
import { isUuid } from '../../services/ids';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const ADMIN_ONLY = [Roles.SuperAdmin] as const;

const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Throws 409 when a live department other than `exceptId` has this name (case-insensitively). */
  const assertNameFree = async (name: string, exceptId?: string) => {
    const [taken] = await app.db
      .select({ id: departments.id })
      .from(departments)
      .where(
        and(
          isNull(departments.deletedAt),
          eq(sql`lower(${departments.name})`, name.toLowerCase()),
          exceptId ? ne(departments.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw conflict(HelpdeskMessages.departments.nameTaken);
  };
  const isUniqueViolation = (e: unknown) =>
    (e as { code?: string; cause?: { code?: string } })?.code === '23505' ||
    (e as { cause?: { code?: string } })?.cause?.code === '23505';

  app.post(
    '/addDepartment',
    {
      config: { access: ADMIN_ONLY },
      schema: { body: AddDepartmentBodySchema, response: { 200: AddDepartmentResponseSchema } },
    },
    async (request) => {
      const name = request.body.name.trim();
      await assertNameFree(name);
      try {
        const [row] = await app.db.insert(departments).values({ name }).returning();
        return { message: HelpdeskMessages.departments.added, data: { _id: row.id, name: row.name } };
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(HelpdeskMessages.departments.nameTaken);
        throw e;
      }
    },
  );

  app.put(
    '/update-department',
    {
      config: { access: ADMIN_ONLY },
      schema: { body: UpdateDepartmentBodySchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      const name = request.body.name.trim();
      const { departmentId } = request.body;
      if (!isUuid(departmentId)) throw notFound(HelpdeskMessages.departments.notFound);
      await assertNameFree(name, departmentId);
      try {
        const rows = await app.db
          .update(departments)
          .set({ name })
          .where(and(eq(departments.id, departmentId), isNull(departments.deletedAt)))
          .returning({ id: departments.id });
        if (rows.length === 0) throw notFound(HelpdeskMessages.departments.notFound);
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict(HelpdeskMessages.departments.nameTaken);
        throw e;
      }
      return { message: HelpdeskMessages.departments.updated };
    },
  );

  app.put(
    '/removeDepartment/:id',
    {
      config: { access: ADMIN_ONLY },
      schema: { params: RemoveDepartmentParamsSchema, response: { 200: RemoveDepartmentResponseSchema } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(HelpdeskMessages.departments.notFound);
      // One transaction: the department goes, and its Department users with it (docs/decisions.md, "A removed
      // department's users"): disabled, every token of theirs refused from now on (token_version moves on).
      const disabled = await app.db.transaction(async (tx) => {
        const rows = await tx
          .update(departments)
          .set({ deletedAt: new Date() })
          .where(and(eq(departments.id, id), isNull(departments.deletedAt)))
          .returning({ id: departments.id });
        if (rows.length === 0) throw notFound(HelpdeskMessages.departments.notFound);
        return tx
          .update(users)
          .set({ disabled: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(and(eq(users.departmentId, id), eq(users.role, Roles.Department)))
          .returning({ id: users.id });
      });
      // Their open sockets close once the change is committed (a socket re-checks nothing by itself).
      for (const u of disabled) await app.disconnectUser(u.id);
      return { data: 'OK' as const, message: HelpdeskMessages.departments.deleted };
    },
  );

  app.get(
    '/get-department-by-id',
    {
      config: { access: SIGNED_IN },
      schema: { querystring: DepartmentByIdQuerySchema, response: { 200: DepartmentByIdResponseSchema } },
    },
    async (request) => {
      const me = callerOf(request);
      const { departmentId } = request.query;
      // A Department user reads only its own department; another one is "not found" (DECISIONS.md).
      if (!isUuid(departmentId) || (me.role === Roles.Department && me.departmentId !== departmentId)) {
        throw notFound(HelpdeskMessages.departments.notFound);
      }
      const [dept] = await app.db
        .select({ _id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.id, departmentId), isNull(departments.deletedAt)));
      if (!dept) throw notFound(HelpdeskMessages.departments.notFound);
      return { data: dept };
    },
  );

  app.post(
    '/listDepartment',
    {
      // Public: the signed-out sign-up form offers the departments (docs/api-database.md). Rate limited.
      config: { access: 'public' },
      schema: { body: ListDepartmentBodySchema, response: { 200: ListDepartmentResponseSchema } },
    },
    async (request) => {
      hitLimit(app, `public:address:${request.ip}`, app.config.rateLimits.publicPerAddress);
      const name = request.body?.name?.trim();
      const nameFilter = name ? ilike(departments.name, `%${escapeLike(name)}%`) : undefined;
      const status = request.body?.status;
      if (status) {
        // The status filter counts tickets: signed-in SuperAdmin or Department users only.
        const me = await app.tokens.verify(bearerToken(request));
        if (!me) throw unauthorized();
        if (me.role === Roles.Employee) throw forbidden();
        // From the per-department, per-status counters (ticket-counts.ts), not by counting the tickets.
        const ticketCount = sql<number>`sum(${ticketCounts.n})::int`;
        const rows = await app.db
          .select({ _id: departments.id, name: departments.name, ticketCount })
          .from(departments)
          .innerJoin(
            ticketCounts,
            and(
              eq(ticketCounts.departmentId, departments.id),
              inArray(ticketCounts.status, [...DEPARTMENT_TICKET_FILTERS[status]]),
            ),
          )
          .where(and(isNull(departments.deletedAt), nameFilter))
          .groupBy(departments.id, departments.name)
          .having(sql`sum(${ticketCounts.n}) > 0`)
          .orderBy(asc(departments.name));
        return { department: rows.map((r) => ({ ...r, ticketCount: Number(r.ticketCount) })) };
      }
      const rows = await app.db
        .select({ _id: departments.id, name: departments.name })
        .from(departments)
        .where(and(isNull(departments.deletedAt), nameFilter))
        .orderBy(asc(departments.name));
      return { department: rows };
    },
  );
};

export default departmentRoutes;
