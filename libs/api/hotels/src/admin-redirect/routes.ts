/**
 * POST /user/generateToken `{ userId, hotelId? }` (docs/areas/hotels.md, "Redirect to Hotel Admin"; SuperAdmin)
 * → `{ token, url }`: a single-use sign-in to the hotel admin site for a hotel owner, valid
 * HOTEL_ADMIN_TOKEN_TTL_SECONDS (5 minutes); `url` is HOTEL_ADMIN_URL with `?token=`.
 *
 * Errors: 404 (CommonMessages.generic.notFound) for an unknown user, 404 HotelsMessages.hotel.notFound for an
 * unknown or deleted hotel, 400 HotelsMessages.hotel.noAdmin when the user is not an owner (accessLevel OWNER,
 * not disabled) or not that hotel's owner.
 */
import { HOTEL_ADMIN_TOKEN_TTL_SECONDS, HotelsMessages, HotelsOperations } from '@backoffice/contracts';
import { Access, EMBEDDED_HOTEL_ADMIN_URL, actorOf, badRequest, notFound, routeOperation } from '@backoffice/api-server';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hotelOwner, tokenAccount } from './repository';
import { hotelAdminKey, issueHotelAdminToken } from './tokens';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `url` with `token` added to its query. */
export const withToken = (url: string, token: string) =>
  `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

const adminRedirectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const key = hotelAdminKey(app.config.jwtSecret);
  const ttl = app.config.hotels?.adminTokenTtlSeconds ?? HOTEL_ADMIN_TOKEN_TTL_SECONDS;
  const adminUrl = app.config.hotels?.adminUrl ?? EMBEDDED_HOTEL_ADMIN_URL;

  routeOperation(
    app,
    HotelsOperations.generateHotelAdminToken,
    { config: { access: Access.superAdmin } },
    async (request) => {
      const { userId, hotelId } = request.body;
      if (!UUID.test(userId)) throw notFound();
      const user = await tokenAccount(app.db, userId);
      if (!user) throw notFound();
      if (user.accessLevel !== 'OWNER' || user.disabled) throw badRequest(HotelsMessages.hotel.noAdmin);
      if (hotelId !== undefined) {
        if (!UUID.test(hotelId)) throw notFound(HotelsMessages.hotel.notFound);
        const hotel = await hotelOwner(app.db, hotelId);
        if (!hotel) throw notFound(HotelsMessages.hotel.notFound);
        if (hotel.ownerId !== userId) throw badRequest(HotelsMessages.hotel.noAdmin);
      }
      const { token } = await issueHotelAdminToken(
        app.db,
        key,
        ttl,
        { userId, hotelId: hotelId ?? null },
        actorOf(request),
      );
      return { token, url: withToken(adminUrl, token) };
    },
  );
};
export default adminRedirectRoutes;
