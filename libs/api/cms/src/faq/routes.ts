/**
 * FAQ (docs/areas/cms.md, "Calls"; docs/api-database.md, "Website content calls"): GET /faq/get (public),
 * GET /faq/get/{id}, POST /faq, PUT /faq, DELETE /faq/{id} (SuperAdmin). Answers are rich HTML, sanitised on
 * save and on display; questions are plain text. Each route is registered from its operation of
 * libs/contracts/src/cms.ts (routeOperation).
 */
import { CmsMessages, CmsOperations as op } from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, badRequest, isBlankHtml, notFound, routeOperation, sanitizeRichHtml, superAdminRoute } from '@backoffice/api-server';
import { faqToWire as toWire } from './repository';

/** The question and the sanitised answer, or 400 'Your question and answer is required'. */
function checked(body: { q: string; a: string }) {
  const question = body.q.trim();
  const answer = sanitizeRichHtml(body.a);
  if (!question || isBlankHtml(answer)) throw badRequest(CmsMessages.faq.required);
  return { question, answer };
}

const faqRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listFaqs, { config: { access: 'public' } }, async () => {
    const rows = await app.faqs.list();
    return { faqs: rows.map(toWire) };
  });

  routeOperation(app, op.getFaq, superAdminRoute, async (request) => {
    const { id } = request.params;
    const row = await app.faqs.findById(id);
    if (!row) throw notFound(CmsMessages.faq.notFound);
    return { data: toWire(row) };
  });

  routeOperation(app, op.addFaq, superAdminRoute, async (request, reply) => {
    const row = await app.faqs.add(checked(request.body), actorOf(request));
    return reply.status(201).send({ message: CmsMessages.faq.added, data: toWire(row) });
  });

  routeOperation(app, op.updateFaq, superAdminRoute, async (request) => {
    const values = checked(request.body);
    const id = request.body._id;
    const row = await app.faqs.update(id, values, actorOf(request));
    if (!row) throw notFound(CmsMessages.faq.notFound);
    return { message: CmsMessages.faq.updated, data: toWire(row) };
  });

  routeOperation(app, op.deleteFaq, superAdminRoute, async (request) => {
    const { id } = request.params;
    if (!(await app.faqs.remove(id, actorOf(request)))) throw notFound(CmsMessages.faq.notFound);
    return { data: 'OK' as const, message: CmsMessages.faq.deleted };
  });
};

export default faqRoutes;
