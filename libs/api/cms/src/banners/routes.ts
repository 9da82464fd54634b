/**
 * The homepage banner image set, one record (docs/areas/cms.md, "Calls"; docs/api-database.md,
 * "Website content calls"): GET /imagesforyou/, POST /imagesforyou/addimage,
 * POST /imagesforyou/{id}/imageshor|imagesver|imagessqr (multipart `photos`, 1 MB),
 * PUT /imagesforyou/{id}/deletehorversqr. SuperAdmin only. Each route is registered from its operation of
 * libs/contracts/src/cms.ts (routeOperation).
 */
import {
  BANNER_UPLOAD_OPERATIONS,
  BannerImageFormSchema,
  BANNER_DESCRIPTION_MAX_LENGTH,
  CMS_PHOTO_FIELD,
  CmsOperations as op,
  Limits,
  CmsMessages,
  type BannerImageType,
  type ImageBannerSet,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf, badRequest, mediaNameFromUrl, mediaUrl, notFound, readImageForm, routeOperation, superAdminRoute } from '@backoffice/api-server';
import { isUuid } from '../common';
import { reencodeUpload } from '../multipart';
import { htmlToPlainText } from '../text';
import { wireTexts, type SetRow, type SetValues } from './repository';

const toWire = (r: SetRow): ImageBannerSet => ({
  _id: r.id,
  ...wireTexts(r),
  photosHor: r.photosHor.map(mediaUrl),
  photosVer: r.photosVer.map(mediaUrl),
  photosSqr: r.photosSqr.map(mediaUrl),
  updatedAt: r.updatedAt.toISOString(),
});

/** The success message of each list. */
const ADDED: Record<BannerImageType, string> = {
  Hor: CmsMessages.banners.horizontalAdded,
  Ver: CmsMessages.banners.verticalAdded,
  Sqr: CmsMessages.banners.squareAdded,
};

const imagesForYouRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  routeOperation(app, op.getImagesForYou, superAdminRoute, async () => {
    const set = await app.banners.get();
    return set ? [toWire(set)] : [];
  });

  routeOperation(app, op.addImage, superAdminRoute, async (request, reply) => {
    const b = request.body;
    const values: SetValues = {};
    if (b.horizontalTtile !== undefined) values.horizontalTitle = b.horizontalTtile.trim();
    if (b.verticalTtile !== undefined) values.verticalTitle = b.verticalTtile.trim();
    if (b.squareTtile !== undefined) values.squareTitle = b.squareTtile.trim();
    for (const [field, text] of [
      ['horizontalDescription', b.horizontalDescription],
      ['verticalDescription', b.verticalDescription],
      ['squareDescription', b.squareDescription],
    ] as const) {
      if (text === undefined) continue;
      const plain = htmlToPlainText(text);
      if (plain.length > BANNER_DESCRIPTION_MAX_LENGTH)
        throw badRequest(CmsMessages.banners.descriptionTooLong);
      values[field] = plain;
    }
    if (b.linkHor !== undefined) values.linkHor = b.linkHor.trim();
    if (b.linkVer !== undefined) values.linkVer = b.linkVer.trim();
    if (b.linkSqr !== undefined) values.linkSqr = b.linkSqr.trim();
    const row = await app.banners.save(values, actorOf(request));
    return reply.status(201).send({ message: CmsMessages.banners.updated, _id: row.id, data: toWire(row) });
  });

  for (const [type, name] of Object.entries(BANNER_UPLOAD_OPERATIONS) as [
    BannerImageType,
    (typeof BANNER_UPLOAD_OPERATIONS)[BannerImageType],
  ][]) {
    routeOperation(
      app,
      op[name],
      { ...superAdminRoute, schema: { multipart: BannerImageFormSchema } },
      async (request, reply) => {
        const { id } = request.params;
        const form = await readImageForm(request, {
          fields: [],
          fileField: CMS_PHOTO_FIELD,
          maxBytes: Limits.bannerImageMaxBytes,
          tooBig: CmsMessages.banners.imageTooBig,
          notSupported: CmsMessages.banners.imageNotSupported,
        });
        if (!isUuid(id)) throw notFound(CmsMessages.banners.notFound);
        if (!form.image) throw badRequest(CmsMessages.banners.imageInline);
        const image = await reencodeUpload(
          form.image,
          app.config.images.maxPixels,
          CmsMessages.banners.imageTooBig,
        );
        const row = await app.media.attach(image, async (name) => {
          const updated = await app.banners.appendPhoto(id, type, name, actorOf(request));
          if (!updated) throw notFound(CmsMessages.banners.notFound);
          return updated;
        });
        return reply.status(201).send({ message: ADDED[type], data: toWire(row) });
      },
    );
  }

  routeOperation(app, op.deleteBannerImage, superAdminRoute, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(CmsMessages.banners.notFound);
    const name = mediaNameFromUrl(request.body.url);
    const removed = await app.banners.removePhoto(id, request.body.imgTyp, name, actorOf(request));
    if (removed !== 'removed' || !name) {
      throw notFound(
        removed === 'no-photo' ? CmsMessages.banners.imageNotFound : CmsMessages.banners.notFound,
      );
    }
    await app.media.release([name]);
    return { data: 'OK' as const, message: CmsMessages.banners.imageDeleted };
  });
};

export default imagesForYouRoutes;
