/**
 * The chains area's calls (docs/areas/chains.md, "Calls"; SuperAdmin but the public report): chains under
 * `/admin/commission`, managers under `/user`, Expedia error reports under `/report`. Each route is registered
 * from its operation of libs/contracts/src/chains.ts (routeOperation); the data work is in the repositories.
 */
import { ChainsMessages, ChainsOperations as op } from '@backoffice/contracts';
import { actorOf, DEFAULT_FORM_LIMIT, routeOperation, superAdminRoute } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** `/admin/commission`: the chains. */
export const chainRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listChains, superAdminRoute, async () => ({ data: await app.chains.list() }));
  routeOperation(app, op.createChain, superAdminRoute, async (request, reply) =>
    reply.code(201).send({ message: ChainsMessages.chain.added, data: await app.chains.create(request.body, actorOf(request)) }),
  );
  routeOperation(app, op.updateChain, superAdminRoute, async (request) => ({
    message: ChainsMessages.chain.updated,
    data: await app.chains.update(request.body, actorOf(request)),
  }));
  routeOperation(app, op.deleteChain, superAdminRoute, async (request) => {
    await app.chains.remove(request.params.clientTypeName, actorOf(request));
    return { message: ChainsMessages.chain.deleted };
  });
};

/** `/user`: the managers. */
export const managerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.createManager, superAdminRoute, async (request, reply) =>
    reply.code(201).send({ message: ChainsMessages.manager.added, data: await app.managers.create(request.body, actorOf(request)) }),
  );
  routeOperation(app, op.listManagers, superAdminRoute, async () => ({ data: await app.managers.list() }));
  routeOperation(app, op.updateManager, superAdminRoute, async (request) => ({
    message: ChainsMessages.manager.updated,
    data: await app.managers.update(request.body, actorOf(request)),
  }));
  routeOperation(app, op.deleteManager, superAdminRoute, async (request) => {
    await app.managers.remove(request.params.id, actorOf(request));
    return { message: ChainsMessages.manager.deleted };
  });
};

/** `/report`: the Expedia error list, its status toggle, and the customer app's public report. */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listExpediaReports, superAdminRoute, async () => ({ data: await app.expediaReports.list() }));

  // The toggle: the client sends the other status; the answer is the report as it now is.
  routeOperation(app, op.setExpediaReportStatus, superAdminRoute, async (request) => ({
    message: ChainsMessages.report.statusChanged,
    data: await app.expediaReports.setStatus(request.params.id, request.body.status, actorOf(request)),
  }));

  // The customer app files a report without a token; rate limited per address like the website's forms.
  routeOperation(
    app,
    op.fileExpediaReport,
    {
      config: { access: 'public' },
      preValidation: async (request) => await app.limiter.enforce(`form:expedia:addr:${request.ip}`, app.config.rateLimits.formPerAddress ?? DEFAULT_FORM_LIMIT),
    },
    async (request, reply) => {
      await app.expediaReports.file(request.body, actorOf(request));
      return reply.code(201).send({ message: ChainsMessages.report.filed });
    },
  );
};
