/**
 * Website content blocks (docs/areas/cms.md, "Calls"; docs/api-database.md, "Website content calls"):
 * POST /cms/list {tag} (public), PUT /cms/update/{id} (multipart, SuperAdmin), PUT /cms/remove/{id} (SuperAdmin).
 * Each route is registered from its operation of libs/contracts/src/cms.ts (routeOperation).
 */
import {
  CMS_DESCRIPTION_REQUIRED_TAGS,
  CMS_PHOTO_FIELD,
  CMS_SEO_TAGS,
  CMS_TITLE_MAX_LENGTH,
  CMS_UPDATE_FIELDS,
  CmsMessages,
  CmsOperations as op,
  CmsUpdateFormSchema,
  type CmsBlock,
  type CmsTag,
} from '@backoffice/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Access,
  actorOf,
  badRequest,
  isBlankHtml,
  mediaNameFromUrl,
  mediaUrl,
  notFound,
  readImageForm,
  routeOperation,
  sanitizeRichHtml,
} from '@backoffice/api-server';
import { isUuid } from '../common';
import { reencodeUpload } from '../multipart';
import { htmlToPlainText } from '../text';
import type { BlockChanges, BlockRow } from './repository';

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

  routeOperation(app, op.listCmsBlocks, { config: { access: 'public' } }, async (request) => {
    const rows = await app.content.listByTag(request.body.tag);
    return rows.map(blockToWire);
  });

  routeOperation(
    app,
    op.updateCmsBlock,
    { config: { access: Access.superAdmin }, schema: { multipart: CmsUpdateFormSchema } },
    async (request) => {
      const { id } = request.params;
      const form = await readImageForm(request, {
        fields: CMS_UPDATE_FIELDS,
        fileField: CMS_PHOTO_FIELD,
        maxBytes: app.config.images.contentMaxBytes,
        tooBig: CmsMessages.cms.imageTooBig,
        notSupported: CmsMessages.cms.imageNotSupported,
      });
      const block = isUuid(id) ? await app.content.findById(id) : undefined;
      if (!block) throw notFound(CmsMessages.cms.notFound);

      const changes: BlockChanges = {};
      if (form.fields.title !== undefined) {
        const title = form.fields.title.trim();
        if (!title) throw badRequest(CmsMessages.cms.titleRequired, 'title');
        if (title.length > CMS_TITLE_MAX_LENGTH) throw badRequest(CmsMessages.cms.titleTooLong, 'title');
        changes.title = title;
      }
      if (form.fields.description !== undefined) {
        const description = descriptionToStore(block.tag, form.fields.description);
        const blank = isSeoTag(block.tag) ? description === '' : isBlankHtml(description);
        if (blank && CMS_DESCRIPTION_REQUIRED_TAGS.includes(block.tag as CmsTag)) {
          throw badRequest(CmsMessages.cms.descriptionRequired, 'description');
        }
        changes.description = blank ? '' : description;
      }

      const write = async (photo: string | null) => {
        const row = await app.content.update(id, changes, photo, actorOf(request));
        if (!row) throw notFound(CmsMessages.cms.notFound);
        return row;
      };
      let row: BlockRow;
      if (form.image) {
        const image = await reencodeUpload(
          form.image,
          app.config.images.maxPixels,
          CmsMessages.cms.imageTooBig,
        );
        row = await app.media.attach(image, write);
      } else {
        row = await write(null);
      }
      return { message: CmsMessages.cms.updated, data: blockToWire(row) };
    },
  );

  routeOperation(app, op.removeCmsPhoto, { config: { access: Access.superAdmin } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound(CmsMessages.cms.notFound);
    const name = mediaNameFromUrl(request.body.photos);
    const removed = await app.content.removePhoto(id, name, actorOf(request));
    if (removed !== 'removed' || !name) {
      throw notFound(removed === 'no-photo' ? CmsMessages.cms.imageNotFound : CmsMessages.cms.notFound);
    }
    await app.media.release([name]);
    return { data: 'OK' as const, message: CmsMessages.cms.imageDeleted };
  });
};

export default cmsRoutes;
