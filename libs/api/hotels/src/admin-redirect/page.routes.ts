/**
 * The embedded hotel admin sign-in page, GET /hotel-admin/sign-in?token= (docs/areas/hotels.md, "Redirect to
 * Hotel Admin"): the default HOTEL_ADMIN_URL until a hotel admin site exists. Public (the token is the
 * credential). It consumes the token once and shows which owner and hotel it signed in (names escaped).
 *
 * Refusals, as an HTML page with the text: 401 HotelsMessages.adminRedirect.tokenInvalid (missing, malformed,
 * wrong signature or audience), 410 tokenUsed (already consumed) and 410 tokenExpired (past its lifetime).
 * Registered from its operation (HotelsOperations.hotelAdminSignIn of libs/contracts/src/hotels.ts).
 */
import { HotelsMessages, HotelsOperations } from '@backoffice/contracts';
import { routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consumeHotelAdminToken, hotelAdminKey, type TokenRefusal } from './tokens';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const REFUSALS: Record<TokenRefusal, { status: 401 | 410; message: string }> = {
  invalid: { status: 401, message: HotelsMessages.adminRedirect.tokenInvalid },
  used: { status: 410, message: HotelsMessages.adminRedirect.tokenUsed },
  expired: { status: 410, message: HotelsMessages.adminRedirect.tokenExpired },
};

const hotelAdminPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = hotelAdminKey(app.config.jwtSecret);

  routeOperation(
    app,
    HotelsOperations.hotelAdminSignIn,
    { config: { access: 'public' } },
    async (request, reply) => {
      const result = await consumeHotelAdminToken(app.db, key, request.query.token);
      void reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer');
      if (!result.ok) {
        const { status, message } = REFUSALS[result.reason];
        return reply.status(status).send(page('Hotel Admin', `<p role="alert">${escapeHtml(message)}</p>`));
      }
      const { owner, hotel } = result;
      const name = `${owner.firstName} ${owner.lastName}`.trim();
      return reply.send(
        page(
          'Hotel Admin',
          `<p>Signed in as <strong data-owner>${escapeHtml(name)}</strong> (${escapeHtml(owner.email)})` +
            (hotel ? ` for <strong data-hotel>${escapeHtml(hotel.name)}</strong>` : '') +
            '.</p>',
        ),
      );
    },
  );
};
export default hotelAdminPageRoutes;
