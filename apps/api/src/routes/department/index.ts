/**
 * Departments (spec 1 section 7). Adding, editing and removing come with the help-desk issue.
 */
import {
  DepartmentByIdQuerySchema,
  DepartmentByIdResponseSchema,
  ListDepartmentBodySchema,
  ListDepartmentResponseSchema,
  Messages,
  Roles,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { departments } from '../../db/schema';
import { SIGNED_IN, callerOf, hitLimit } from '../../plugins/app/auth';
import { notFound } from '../../services/http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const departmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      if (!UUID.test(departmentId) || (me.role === Roles.Department && me.departmentId !== departmentId)) {
        throw notFound(Messages.departments.notFound);
      }
      const [dept] = await app.db
        .select({ _id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.id, departmentId), isNull(departments.deletedAt)));
      if (!dept) throw notFound(Messages.departments.notFound);
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
      const rows = await app.db
        .select({ _id: departments.id, name: departments.name })
        .from(departments)
        .where(and(isNull(departments.deletedAt), name ? ilike(departments.name, `%${escapeLike(name)}%`) : undefined))
        .orderBy(asc(departments.name));
      return { department: rows };
    },
  );
};

export default departmentRoutes;
