/**
 * Re-encoding of the images of the content area's forms (PUT /cms/update/{id}, POST /imagesforyou/{id}/images*),
 * read by readImageForm (@backoffice/api-server).
 */
import { CmsMessages } from '@backoffice/contracts';
import {
  badRequest,
  HttpError,
  ImageError,
  type ImageKind,
  type ReencodedImage,
  reencodeImage,
} from '@backoffice/api-server';

/**
 * Re-encodes an uploaded image (metadata stripped, pixel count capped, format kept).
 * @throws HttpError 400 `CmsMessages.cms.imageUnreadable` for bytes that do not decode, 413 `tooBig` for an
 * image with too many pixels to decode.
 */
export async function reencodeUpload(
  image: { bytes: Buffer; kind: ImageKind },
  maxPixels: number,
  tooBig: string,
): Promise<ReencodedImage> {
  try {
    return await reencodeImage(image.bytes, image.kind, maxPixels);
  } catch (e) {
    if (e instanceof ImageError) {
      throw e.reason === 'tooManyPixels'
        ? new HttpError(413, tooBig)
        : badRequest(CmsMessages.cms.imageUnreadable);
    }
    throw e;
  }
}
