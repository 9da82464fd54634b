/**
 * Contact-us enquiries (docs/areas/cms.md, "Calls"): GET /contact/list (SuperAdmin, optional paging and search)
 * and the public site's POST /contact {name, email, comment} (no token, rate limited per address). Each route is
 * registered from its operation of libs/contracts/src/cms.ts (routeOperation).
 */
import { CmsMessages, CmsOperations as op, type ContactEnquiry } from '@backoffice/contracts';
import { Access, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactEnquiries } from '../cms.schema';
import { hitFormLimit, listOrPage } from './public-list';
import { saveContactEnquiry } from './repository';

const toWire = (r: typeof contactEnquiries.$inferSelect): Omit<ContactEnquiry, 'user'> => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
});

/** Plain text as typed, without control characters other than line breaks and tabs. */
const clean = (text: string) =>
  [...text]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join('')
    .trim();

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeOperation(app, op.listContactEnquiries, { config: { access: Access.superAdmin } }, async (request) =>
    listOrPage(
      app,
      contactEnquiries,
      [contactEnquiries.name, contactEnquiries.email, contactEnquiries.comment],
      request.query,
      toWire,
    ),
  );

  routeOperation(
    app,
    op.sendContactEnquiry,
    {
      config: { access: 'public' },
      preValidation: async (request) => await hitFormLimit(app, request, 'contact'),
    },
    async (request, reply) => {
      const { name, email, comment } = request.body;
      await saveContactEnquiry(app.db, {
        name: clean(name),
        email: email.trim().toLowerCase(),
        comment: clean(comment),
      });
      return reply.status(201).send({ message: CmsMessages.contact.sent });
    },
  );
};

export default contactRoutes;
