import type {
  CmsOperations as Ops,
  AddImageBannerBody,
  AddImageBannerResponse,
  BannerImageAddedResponse,
  BannerImageType,
  CmsBlock,
  CmsTag,
  CmsUpdateResponse,
  ImageBannerSet,
  OkResponse,
} from '@backoffice/contracts';
import {
  BANNER_UPLOAD_OPERATIONS,
  CMS_PHOTO_FIELD,
  CmsRoutes as routes,
  MEDIA_URL_PREFIX,
} from '@backoffice/contracts/constants';
import { call, http } from './shared-client';

// The website content area's calls (docs/areas/cms.md, "Calls"), each the operation of libs/contracts/src/cms.ts
// called at its route (`CmsRoutes`, call.ts). The multipart calls send their FormData as the request's data (their
// operations declare no JSON body).

// ---------------------------------------------------------------------------------------------------------
// Homepage banner image set: /imagesforyou (docs/areas/cms.md, "Manage Images (`/all-images`)")
// ---------------------------------------------------------------------------------------------------------

/**
 * GET /api/imagesforyou/ (SuperAdmin): the one banner image set (docs/areas/cms.md, "Calls": a list
 * whose first item holds the titles, descriptions, links, photo lists and `_id`).
 *
 * @returns the set, or null before it was first saved (the API answers `[]`). Descriptions are plain text;
 *   `photosHor` / `photosVer` / `photosSqr` are public image addresses (`/api/media/<sha256>.<ext>`, see
 *   {@link mediaUrl}).
 * @throws ApiError 403 for a role other than SuperAdmin.
 */
export async function getImagesForYou(): Promise<ImageBannerSet | null> {
  const list = await call<Ops['getImagesForYou']>(routes.getImagesForYou);
  return list[0] ?? null;
}

/**
 * POST /api/imagesforyou/addimage (SuperAdmin): creates the set, or updates it when it exists (there is one).
 * Absent fields keep their value. Descriptions may be editor HTML: the API removes the tags before saving
 * (docs/areas/cms.md, "Rules"), so what comes back is the text only.
 *
 * @param body titles (`horizontalTtile`… spelled so), descriptions, links (`linkHor`, `linkVer`, `linkSqr`:
 *   empty, an http(s) address or a site path) and `imageId` (the set's `_id` or empty; ignored by the API).
 * @returns 201 `{ message: 'Data Updated Successfully', _id, data }`: upload the images to `_id` afterwards
 *   (docs/areas/cms.md, "Manage Images (`/all-images`)").
 * @throws ApiError 400 with the field's message (title over 200 characters, description too long, bad link).
 */
export async function addImage(body: AddImageBannerBody): Promise<AddImageBannerResponse> {
  return call<Ops['addImage']>(routes.addImage, { body });
}

/**
 * POST /api/imagesforyou/{id}/imageshor | imagesver | imagessqr (SuperAdmin): appends one image to the list of
 * that kind, as multipart/form-data with the file in the field `photos`; one call per file
 * (docs/areas/cms.md, "Calls").
 *
 * @param id the set's `_id` (from {@link addImage} or {@link getImagesForYou}).
 * @param kind 'Hor', 'Ver' or 'Sqr'.
 * @param file a JPEG or PNG of at most 1 MB (1048576 bytes).
 * @returns `{ message: 'Horizontal Image Added Successfully' (or Vertical, Square), data }` with the set after
 *   the upload.
 * @throws ApiError 413 'Please upload file within 1 MB', 415 'This File Is Not Supported' (checked by the
 *   bytes), 404 for an unknown set.
 */
export async function uploadBannerImage(
  id: string,
  kind: BannerImageType,
  file: Blob,
): Promise<BannerImageAddedResponse> {
  const form = new FormData();
  form.append(CMS_PHOTO_FIELD, file, fileName(file, `banner-${kind.toLowerCase()}`));
  const route = routes[BANNER_UPLOAD_OPERATIONS[kind]];
  return call<Ops[(typeof BANNER_UPLOAD_OPERATIONS)[BannerImageType]]>(
    route,
    { params: { id } },
    { data: form },
  );
}

/**
 * PUT /api/imagesforyou/{id}/deletehorversqr `{ url, imgTyp }` (SuperAdmin): removes one image from the list
 * of that kind.
 *
 * @returns `{ data: 'OK', message: 'Image deleted Successfully' }` ('OK' means success, docs/areas/cms.md,
 * "Calls").
 * @throws ApiError 404 when the set or the image is unknown.
 */
export async function deleteBannerImage(id: string, kind: BannerImageType, url: string): Promise<OkResponse> {
  return call<Ops['deleteBannerImage']>(routes.deleteBannerImage, {
    params: { id },
    body: { url, imgTyp: kind },
  });
}

// ---------------------------------------------------------------------------------------------------------
// Content blocks: /cms (docs/areas/cms.md, "Calls"; the homepage editor and the content pages)
// ---------------------------------------------------------------------------------------------------------

/**
 * POST /api/cms/list `{ tag }` (public: no token needed): the blocks of one tag, ordered by `position`.
 *
 * @param tag one of `CMS_TAGS` (e.g. 'SEARCH BAR SECTION').
 * @returns one block for most tags, three for 'BENEFITS SECTION' and 'REASON FOR TRAVEL SECTION'. Every tag
 *   has its blocks from the start (seeded). `description` is sanitised HTML (plain text on SEO tags);
 *   `photos` are public image addresses ({@link mediaUrl}).
 * @throws ApiError 400 'Please select a valid content section' for an unknown tag.
 */
export async function listCmsBlocks(tag: CmsTag): Promise<CmsBlock[]> {
  return call<Ops['listCmsBlocks']>(routes.listCmsBlocks, { body: { tag } });
}

/** What {@link updateCmsBlock} sends; an absent text field keeps its stored value. */
export interface CmsBlockUpdate {
  title?: string;
  /** Rich HTML (the API sanitises it), or the plain meta-description of an SEO block. */
  description?: string;
  /** One JPEG or PNG of at most 10 MB, appended to the block's `photos`. */
  photo?: Blob | null;
}

/**
 * PUT /api/cms/update/{id} (SuperAdmin) as multipart/form-data: `title`, `description` and one optional file
 * in `photos` (docs/areas/cms.md, "Calls"). The homepage editor sends one call per new image (search bar,
 * Enjoy Microstay) or one per entry with its first image (benefits, reasons for travel).
 *
 * @returns `{ message: 'Contents Updated Successfully', data }` with the block after the change.
 * @throws ApiError 400 'Please Enter Title' (blank title) / 'Please Enter Description' (blank description of
 *   a benefit or reason entry) / title over 300 characters, 413 'This File Is Too Big' (over 10 MB),
 *   415 'This File Is Not Supported' (not a JPEG or PNG by its bytes), 404 for an unknown block.
 */
export async function updateCmsBlock(id: string, update: CmsBlockUpdate): Promise<CmsUpdateResponse> {
  const form = new FormData();
  if (update.title !== undefined) form.append('title', update.title);
  if (update.description !== undefined) form.append('description', update.description);
  if (update.photo) form.append(CMS_PHOTO_FIELD, update.photo, fileName(update.photo, 'content-image'));
  return call<Ops['updateCmsBlock']>(routes.updateCmsBlock, { params: { id } }, { data: form });
}

/**
 * PUT /api/cms/remove/{id} `{ photos: <address> }` (SuperAdmin): removes one image from a block.
 *
 * @param url the image's address as the block lists it.
 * @returns `{ data: 'OK', message: 'Image deleted Successfully' }` ('OK' means success, docs/areas/cms.md,
 * "Calls").
 * @throws ApiError 404 when the block or the image is unknown.
 */
export async function removeCmsPhoto(id: string, url: string): Promise<OkResponse> {
  return call<Ops['removeCmsPhoto']>(routes.removeCmsPhoto, { params: { id }, body: { photos: url } });
}

/**
 * The address to put in `<img src>` for a stored content or banner image. The API serves them publicly (no
 * token) at `/api/media/<sha256>.<ext>`, relative to the API's origin: when the client is configured with an
 * absolute base URL (the API on another origin), the address is resolved against that origin; otherwise it is
 * returned as is. Other addresses (already absolute) are returned unchanged.
 *
 * @example
 * <img src={mediaUrl(block.photos[0])} alt="Banner 1" />
 */
export function mediaUrl(address: string): string {
  if (!address.startsWith(MEDIA_URL_PREFIX)) return address;
  const base = http.defaults.baseURL ?? '';
  if (!/^https?:\/\//i.test(base)) return address;
  return new URL(address, base).toString();
}

/** A file name for a multipart part (a File keeps its own; a bare Blob gets one by its type). */
function fileName(blob: Blob, base: string): string {
  if (typeof File !== 'undefined' && blob instanceof File && blob.name) return blob.name;
  return blob.type === 'image/png' ? `${base}.png` : `${base}.jpg`;
}
