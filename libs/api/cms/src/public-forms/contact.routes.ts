/**
 * Contact-us enquiries (docs/areas/cms.md, "Calls"): GET /contact/list (SuperAdmin, optional paging and search)
 * and the public site's POST /contact {name, email, comment} (no token, rate limited per address).
 */
import {
  CmsListQuerySchema,
  ContactBodySchema,
  ContactListResponseSchema,
  ContactPageResponseSchema,
  CmsMessages,
  PublicCreateResponseSchema,
  type ContactEnquiry,
} from '@backoffice/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { contactEnquiries } from '../cms.schema';
import { SUPER_ADMIN } from '../common';
import { hitFormLimit, listOrPage } from './public-list';

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
  app.get(
    '/list',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        querystring: CmsListQuerySchema,
        response: { 200: Type.Union([ContactListResponseSchema, ContactPageResponseSchema]) },
      },
    },
    async (request) =>
      listOrPage(
        app,
        contactEnquiries,
        [contactEnquiries.name, contactEnquiries.email, contactEnquiries.comment],
        request.query,
        toWire,
      ),
  );

  app.post(
    '/',
    {
      config: { access: 'public' },
      preValidation: async (request) => await hitFormLimit(app, request, 'contact'),
      schema: { body: ContactBodySchema, response: { 201: PublicCreateResponseSchema } },
    },
    async (request, reply) => {
      const { name, email, comment } = request.body;
      await app.db
        .insert(contactEnquiries)
        .values({ name: clean(name), email: email.trim().toLowerCase(), comment: clean(comment) });
      return reply.status(201).send({ message: CmsMessages.contact.sent });
    },
  );
};

export default contactRoutes;
