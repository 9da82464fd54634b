/**
 * The hotel calls under `/hotel` (docs/areas/hotels.md, "Calls", "Add flow", "Edit save", "Photos", "Deleting a
 * hotel"; SuperAdmin): POST /hotel, POST /{id}/contact, POST /{id}/manager, POST /{id}/images, PUT /{id}/image,
 * GET /{id}, GET /{id}/counts, PUT /update, PUT /{id}/employeeUpdate/{employeeId}, DELETE /{id}, and the public GET /photos/{name}.
 * Each route is registered from its operation of libs/contracts/src/hotels.ts (routeOperation).
 * Errors: 400 with the field's message, 404 `HotelsMessages.hotel.notFound`, 409 (property ID taken,
 * reservations exist, an Idempotency-Key reused for another request), 413/415 for photos.
 */
import {
  HOTEL_PHOTO_MAX_BYTES,
  HotelImageFormSchema,
  HotelsMessages,
  HotelsOperations as op,
  isValidCommissionRate,
  isValidRating,
  type CreateHotelBody,
  type HotelImageAddedResponse,
  type HotelSavedResponse,
  type UpdateHotelBody,
} from '@backoffice/contracts';
import { actorOf, badRequest, conflict, HttpError, idempotencyKeyOf, ImageError, notFound, readImageForm, reencodeImage, routeOperation, runIdempotent, sanitizeRichHtml, superAdminRoute } from '@backoffice/api-server';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { verifyOwnerReference } from '../people/owner-token';
import type { HotelValues } from './repository';
import { photoBytes } from './photos';
import { hotelPhotoName, hotelPhotoUrl } from './wire';

/** The multipart field of a hotel photo. */
export const HOTEL_PHOTO_FIELD = 'photos';

type HotelFields = Omit<CreateHotelBody, 'owner'> | Omit<UpdateHotelBody, 'id'>;

/**
 * The columns a create or update body sets, checked and normalised: names trimmed, description sanitised, an
 * empty property ID stored as none. Fields absent from the body are absent from the result.
 * @throws HttpError 400 with the field's message (HotelsMessages.hotel).
 */
export function hotelValuesOf(body: HotelFields): HotelValues {
  const v: HotelValues = {};
  if (body.name !== undefined) {
    v.name = body.name.trim();
    if (!v.name) throw badRequest(HotelsMessages.hotel.nameRequired);
  }
  if (body.description !== undefined) v.description = sanitizeRichHtml(body.description);
  if (body.type !== undefined) v.types = [...body.type];
  if (body.rating !== undefined) {
    if (!isValidRating(body.rating)) throw badRequest(HotelsMessages.hotel.ratingInvalid);
    v.rating = body.rating;
  }
  for (const key of ['streetAddress', 'city', 'state', 'country', 'postalCode'] as const) {
    if (body[key] !== undefined) v[key] = (body[key] as string).trim();
  }
  if (body.latitude !== undefined) v.latitude = body.latitude;
  if (body.longitude !== undefined) v.longitude = body.longitude;
  if (body.amenities !== undefined) v.amenities = [...body.amenities];
  if (body.propertyId !== undefined) v.propertyId = body.propertyId.trim() || null;
  if (body.commissionRate !== undefined) {
    if (!isValidCommissionRate(body.commissionRate)) throw badRequest(HotelsMessages.hotel.commissionRateInvalid);
    v.commissionRate = body.commissionRate;
  }
  if (body.overwrite !== undefined) v.overwrite = body.overwrite;
  if (body.expediaUrl !== undefined) {
    const url = body.expediaUrl.trim();
    if (url && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(url)) throw badRequest(HotelsMessages.hotel.expediaUrlInvalid);
    v.expediaUrl = url;
  }
  if ('isActive' in body && body.isActive !== undefined) v.status = body.isActive;
  return v;
}

const hotelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  routeOperation(
    app,
    op.createHotel,
    superAdminRoute,
    async (request, reply) => {
      const { owner, ...fields } = request.body;
      const values = hotelValuesOf(fields);
      const actor = actorOf(request);
      let ownerId = request.user?.id ?? '';
      if (owner !== undefined) {
        const named = await verifyOwnerReference(app.config.jwtSecret, owner);
        if (!named) throw badRequest(HotelsMessages.hotel.ownerTokenInvalid);
        ownerId = named;
      }
      const result = await runIdempotent<HotelSavedResponse>(
        app.db,
        {
          actorId: request.user?.id ?? '',
          scope: 'POST /hotel',
          key: idempotencyKeyOf(request),
          // The owner as the account it names: a new reference to the same owner is the same request.
          request: { ...fields, ownerId },
          conflictMessage: HotelsMessages.hotel.idempotencyConflict,
        },
        async (tx) => {
          const hotel = await app.hotels.create(tx, { ...values, name: values.name ?? '' }, ownerId, actor);
          return { statusCode: 201, body: { _id: hotel._id, message: HotelsMessages.hotel.added, data: hotel } };
        },
      );
      return reply.status(201).send(result.body);
    },
  );

  // The hotel manager (`contact`) or the revenue manager (`manager`): the person, or the owner's own account.
  type AddedEmployee = Parameters<typeof app.hotels.addEmployee>;
  const addEmployee = async (id: string, kind: AddedEmployee[1], added: AddedEmployee[2], actor: AddedEmployee[3]) => {
    const employee = await app.hotels.addEmployee(id, kind, added, actor);
    if (!employee) throw notFound(HotelsMessages.hotel.notFound);
    return { message: HotelsMessages.hotel.updated, data: employee };
  };
  routeOperation(app, op.addHotelContact, superAdminRoute, async (request, reply) => {
    const { contact, owner } = request.body;
    return reply.status(201).send(await addEmployee(request.params.id, 'contact', { person: contact ?? null, owner }, actorOf(request)));
  });
  routeOperation(app, op.addHotelManager, superAdminRoute, async (request, reply) => {
    const { manager, owner } = request.body;
    return reply.status(201).send(await addEmployee(request.params.id, 'manager', { person: manager ?? null, owner }, actorOf(request)));
  });

  // A multipart form: the operation has no JSON body; the form is documented here (forms.ts).
  routeOperation(
    app,
    op.uploadHotelImage,
    { ...superAdminRoute, schema: { multipart: HotelImageFormSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const form = await readImageForm(request, {
        fields: [],
        fileField: HOTEL_PHOTO_FIELD,
        maxBytes: HOTEL_PHOTO_MAX_BYTES,
        tooBig: HotelsMessages.photos.tooBig,
        notSupported: HotelsMessages.photos.notSupported,
      });
      if (!form.image) throw badRequest(HotelsMessages.photos.notSupported);
      let image;
      try {
        image = await reencodeImage(form.image.bytes, form.image.kind, app.config.images.maxPixels);
      } catch (e) {
        if (e instanceof ImageError) {
          throw new HttpError(e.reason === 'tooManyPixels' ? 413 : 415, e.reason === 'tooManyPixels' ? HotelsMessages.photos.tooBig : HotelsMessages.photos.notSupported);
        }
        throw e;
      }
      const name = await app.storage.save(image.bytes, image.kind);
      const actor = actorOf(request);
      let result;
      try {
        result = await runIdempotent<HotelImageAddedResponse>(
          app.db,
          {
            actorId: request.user?.id ?? '',
            scope: 'POST /hotel/:id/images',
            key: idempotencyKeyOf(request),
            request: { id, sha256: createHash('sha256').update(form.image.bytes).digest('hex') },
            conflictMessage: HotelsMessages.hotel.idempotencyConflict,
          },
          async (tx) => {
            const photos = await app.hotels.addPhoto(id, name, actor, tx);
            if (!photos) throw notFound(HotelsMessages.hotel.notFound);
            return { statusCode: 201, body: { message: HotelsMessages.photos.added, data: { photos: photos.map(hotelPhotoUrl) } } };
          },
        );
      } catch (e) {
        await app.storage.delete(name);
        throw e;
      }
      // A retry of an upload that already succeeded: the copy just stored is not needed.
      if (result.replayed) await app.storage.delete(name);
      return reply.status(201).send(result.body);
    },
  );

  routeOperation(
    app,
    op.removeHotelImage,
    superAdminRoute,
    async (request) => {
      const name = hotelPhotoName(request.body.url);
      const outcome = name ? await app.hotels.removePhoto(request.params.id, name, actorOf(request)) : 'no-photo';
      if (outcome === 'no-hotel') throw notFound(HotelsMessages.hotel.notFound);
      if (outcome === 'no-photo' || !name) throw notFound(HotelsMessages.photos.notFound);
      if (!(await app.hotels.photoInUse(name))) await app.storage.delete(name);
      return { data: 'OK' as const, message: HotelsMessages.photos.deleted };
    },
  );

  routeOperation(
    app,
    op.hotelPhoto,
    { config: { access: 'public' } },
    async (request, reply) => {
      const name = hotelPhotoName(request.params.name);
      // Only names a hotel holds: the storage also keeps the help desk's private ticket images.
      const bytes = name && (await app.hotels.photoInUse(name)) ? await photoBytes(app.storage, name) : null;
      if (!name || !bytes) throw notFound();
      return reply
        .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes);
    },
  );

  routeOperation(
    app,
    op.getHotel,
    superAdminRoute,
    async (request) => {
      const hotel = await app.hotels.get(request.params.id);
      if (!hotel) throw notFound(HotelsMessages.hotel.notFound);
      return { data: hotel };
    },
  );

  // What the hotel's page counts and links to (docs/areas/hotels.md, "Links").
  routeOperation(
    app,
    op.getHotelCounts,
    superAdminRoute,
    async (request) => {
      const counts = await app.hotels.counts(request.params.id);
      if (!counts) throw notFound(HotelsMessages.hotel.notFound);
      return { data: counts };
    },
  );

  routeOperation(
    app,
    op.updateHotel,
    superAdminRoute,
    async (request) => {
      const { id, ...fields } = request.body;
      const values = hotelValuesOf(fields);
      const statusOnly = Object.keys(fields).length > 0 && Object.keys(fields).every((k) => k === 'isActive');
      const hotel = await app.hotels.update(id, values, actorOf(request));
      if (!hotel) throw notFound(HotelsMessages.hotel.notFound);
      return {
        _id: hotel._id,
        message: statusOnly ? HotelsMessages.hotel.statusChanged : HotelsMessages.hotel.updated,
        data: hotel,
      };
    },
  );

  routeOperation(
    app,
    op.updateEmployee,
    superAdminRoute,
    async (request) => {
      const outcome = await app.hotels.updateEmployee(
        request.params.id,
        request.params.employeeId,
        request.body,
        actorOf(request),
      );
      if (outcome === 'no-hotel') throw notFound(HotelsMessages.hotel.notFound);
      if (outcome === 'no-person') throw notFound(HotelsMessages.person.notFound);
      return { message: HotelsMessages.hotel.updated, data: outcome };
    },
  );

  routeOperation(
    app,
    op.deleteHotel,
    superAdminRoute,
    async (request) => {
      const outcome = await app.hotels.delete(request.params.id, actorOf(request));
      if (outcome === 'no-hotel') throw notFound(HotelsMessages.hotel.notFound);
      if (outcome === 'reserved') throw conflict(HotelsMessages.hotel.reservationsExist);
      return { data: 'OK' as const, message: HotelsMessages.hotel.deleted };
    },
  );
};

export default hotelRoutes;
