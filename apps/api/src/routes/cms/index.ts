/**
 * Website content blocks (spec 1 sections 2-9; docs/api-database.md "Website content calls"):
 * POST /cms/list {tag} (public), PUT /cms/update/{id} (multipart, SuperAdmin), PUT /cms/remove/{id} (SuperAdmin).
 */
import {
  CMS_DESCRIPTION_REQUIRED_TAGS,
  CMS_PHOTO_FIELD,
  CMS_SEO_TAGS,
  CMS_TITLE_MAX_LENGTH,
  CMS_UPDATE_FIELDS,
  CmsIdParamsSchema,
  CmsListBodySchema,
  CmsListResponseSchema,
  CmsRemovePhotoBodySchema,
  CmsUpdateResponseSchema,
  CmsMessages,
  OkResponseSchema,
  type CmsBlock,
  type CmsTag,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { cmsBlocks } from '../../db/schema';
import { isBlankHtml, sanitizeRichHtml } from '../../services/html';
import { badRequest, notFound } from '../../services/http-errors';
import { mediaNameFromUrl, mediaUrl } from '../../services/images';
import { readImageForm } from '../../services/multipart';
import { isUuid, SUPER_ADMIN } from './common';
import { reencodeUpload } from './multipart';
import { htmlToPlainText } from './text';

type BlockRow = typeof cmsBlocks.$inferSelect;

const isSeoTag = (tag: string) => CMS_SEO_TAGS.includes(tag as CmsTag);

/** A block on the wire; rich HTML is sanitised again on display (SEO descriptions are plain text). */
export const blockToWire = (r: BlockRow): CmsBlock => ({
  _id: r.id,
  tag: r.tag,
  position: r.position,
  title: r.title,
  description: isSeoTag(r.tag) ? r.description : sanitizeRichHtml(r.description),
  photos: r.photos.map(mediaUrl),
  updatedAt: r.updatedAt.toISOString(),
});

/** The description to store: plain text on SEO tags, sanitised rich HTML elsewhere. */
export const descriptionToStore = (tag: string, value: string) =>
  isSeoTag(tag) ? htmlToPlainText(value) : sanitizeRichHtml(value);

const cmsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post(
    '/list',
    {
      config: { access: 'public' },
      schema: { body: CmsListBodySchema, response: { 200: CmsListResponseSchema } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(cmsBlocks)
        .where(eq(cmsBlocks.tag, request.body.tag))
        .orderBy(asc(cmsBlocks.position));
      return rows.map(blockToWire);
    },
  );

  app.put(
    '/update/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: { params: CmsIdParamsSchema, response: { 200: CmsUpdateResponseSchema } },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readImageForm(request, {
        fields: CMS_UPDATE_FIELDS,
        fileField: CMS_PHOTO_FIELD,
        maxBytes: app.config.images.contentMaxBytes,
        tooBig: CmsMessages.cms.imageTooBig,
        notSupported: CmsMessages.cms.imageNotSupported,
      });
      const [block] = isUuid(id) ? await app.db.select().from(cmsBlocks).where(eq(cmsBlocks.id, id)) : [];
      if (!block) throw notFound(CmsMessages.cms.notFound);

      const changes: Partial<Pick<BlockRow, 'title' | 'description'>> = {};
      if (form.fields.title !== undefined) {
        const title = form.fields.title.trim();
        if (!title) throw badRequest(CmsMessages.cms.titleRequired);
        if (title.length > CMS_TITLE_MAX_LENGTH) throw badRequest(CmsMessages.cms.titleTooLong);
        changes.title = title;
      }
      if (form.fields.description !== undefined) {
        const description = descriptionToStore(block.tag, form.fields.description);
        const blank = isSeoTag(block.tag) ? description === '' : isBlankHtml(description);
        if (blank && CMS_DESCRIPTION_REQUIRED_TAGS.includes(block.tag as CmsTag)) {
          throw badRequest(CmsMessages.cms.descriptionRequired);
        }
        changes.description = blank ? '' : description;
      }

      const write = async (photo: string | null) => {
        const [row] = await app.db
          .update(cmsBlocks)
          .set({
            ...changes,
            ...(photo
              ? {
                  photos: sql`case when ${photo}::text = any(${cmsBlocks.photos}) then ${cmsBlocks.photos} else array_append(${cmsBlocks.photos}, ${photo}::text) end`,
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(cmsBlocks.id, id))
          .returning();
        if (!row) throw notFound(CmsMessages.cms.notFound);
        return row;
      };
      let row: BlockRow;
      if (form.image) {
        const image = await reencodeUpload(form.image, app.config.images.maxPixels, CmsMessages.cms.imageTooBig);
        row = await app.media.attach(image, write);
      } else {
        row = await write(null);
      }
      return { message: CmsMessages.cms.updated, data: blockToWire(row) };
    },
  );

  app.put(
    '/remove/:id',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        params: CmsIdParamsSchema,
        body: CmsRemovePhotoBodySchema,
        response: { 200: OkResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw notFound(CmsMessages.cms.notFound);
      const name = mediaNameFromUrl(request.body.photos);
      const [row] = name
        ? await app.db
            .update(cmsBlocks)
            .set({ photos: sql`array_remove(${cmsBlocks.photos}, ${name}::text)`, updatedAt: new Date() })
            .where(and(eq(cmsBlocks.id, id), sql`${name}::text = any(${cmsBlocks.photos})`))
            .returning({ id: cmsBlocks.id })
        : [];
      if (!row || !name) {
        const [exists] = await app.db
          .select({ id: cmsBlocks.id })
          .from(cmsBlocks)
          .where(eq(cmsBlocks.id, id));
        throw notFound(exists ? CmsMessages.cms.imageNotFound : CmsMessages.cms.notFound);
      }
      await app.media.release([name]);
      return { data: 'OK' as const, message: CmsMessages.cms.imageDeleted };
    },
  );
};

export default cmsRoutes;
