/**
 * Images of the website content area: types, caps, banner lists, upload fields and the public address prefix
 * (docs/areas/cms.md). Apart from constants/cms.ts so that libs/api-client (on the login page) takes only
 * these few values, not the tag table.
 */
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from './common';

/** Allowed content and banner image types (the API checks the file's bytes). */
export const CMS_IMAGE_TYPES = IMAGE_TYPES;
/**
 * Default content (CMS) image cap, in bytes: 10 MB (10000000). The API's `CONTENT_IMAGE_MAX_BYTES`
 * setting may change it on a server.
 */
export const CONTENT_IMAGE_MAX_BYTES = 10_000_000;
/** Banner-set image cap, in bytes: 1 MB (1048576). */
export const BANNER_IMAGE_MAX_BYTES = IMAGE_MAX_BYTES;
/** The three banner lists: horizontal, vertical, square (`imgTyp` of the delete call). */
export const BANNER_IMAGE_TYPES = ['Hor', 'Ver', 'Sqr'] as const;
export type BannerImageType = (typeof BANNER_IMAGE_TYPES)[number];
/** The upload path segment of each banner list: POST /imagesforyou/{id}/<segment>. */
export const BANNER_UPLOAD_PATHS: Readonly<Record<BannerImageType, 'imageshor' | 'imagesver' | 'imagessqr'>> =
  {
    Hor: 'imageshor',
    Ver: 'imagesver',
    Sqr: 'imagessqr',
  };
/** Address prefix of stored content and banner images (public, immutable, content-addressed). */
export const MEDIA_URL_PREFIX = '/api/media/';
/** The multipart file field of the banner uploads and of PUT /cms/update/{id}. */
export const CMS_PHOTO_FIELD = 'photos';
