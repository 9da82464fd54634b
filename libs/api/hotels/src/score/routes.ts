/**
 * GET /hotel/rank (docs/areas/hotels.md, "Score and rank"; SuperAdmin): a hotel's score in six categories and
 * its place among the Live hotels within RANK_RADIUS_KM of the chosen point on the chosen date.
 *
 * Its errors carry the text in `error` as well as `message` (`{ statusCode, error: <text>, message: <text> }`):
 * the screen reads `error`. 400 HotelsMessages.score.dateInvalid for a date that is not a real calendar date,
 * 400 locationInvalid for a latitude or longitude out of range, 404 for an unknown hotel.
 */
import { HotelsMessages, HotelsOperations } from '@backoffice/contracts';
import { Access, badRequest, notFound, routeOperation, validationMessage } from '@backoffice/api-server';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STATUS_CODES } from 'node:http';
import { parseCalendarDate, rankOf } from './score';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const scoreRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // This plugin is not wrapped in fastify-plugin: the handler answers only the routes below.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    let message = error.message;
    if (error.validation) {
      statusCode = 400;
      const context = error.validationContext ?? 'querystring';
      const schemas = request.routeOptions.schema as Record<string, unknown> | undefined;
      message = validationMessage(
        error.validation,
        schemas?.[context] as Parameters<typeof validationMessage>[1],
        context,
      );
    }
    if (statusCode >= 500) throw error; // the server's handler logs it and answers the generic text
    return reply
      .status(statusCode)
      .send({ statusCode, error: message || STATUS_CODES[statusCode] || 'Error', message });
  });

  routeOperation(
    app,
    HotelsOperations.getHotelRank,
    { config: { access: Access.superAdmin } },
    async (request) => {
      const { hotelId, lat, lon, date, types } = request.query;
      const day = parseCalendarDate(date);
      if (!day) throw badRequest(HotelsMessages.score.dateInvalid);
      if (!Number.isFinite(lat) || !Number.isFinite(lon))
        throw badRequest(HotelsMessages.score.locationInvalid);
      if (!UUID.test(hotelId)) throw notFound();
      const typeList = (types ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const answer = await rankOf(app.db, hotelId, { lat, lon }, day, typeList);
      if (!answer) throw notFound();
      return answer;
    },
  );
};
export default scoreRoutes;
