/**
 * Reads the tickets' multipart forms (docs/areas/helpdesk.md, "Rules") with readImageForm
 * (@backoffice/api-server): the image's limit is 1 MB, and the answers are the spec's messages: 413 'Please
 * upload file within 1 MB', 415 'This File Is Not Supported'. The image is then decoded and re-encoded by the
 * content images' service (reencodeImage, @backoffice/api-server) before it is stored.
 */
import { Limits, HelpdeskMessages } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import {
  HttpError,
  ImageError,
  type ImageForm,
  type ImageKind,
  type ReencodedImage,
  readImageForm,
  reencodeImage,
} from '@backoffice/api-server';

/**
 * @param fieldNames the text fields allowed; another answers 400 `Unknown field: x`.
 * @param fileField the one file field allowed.
 * @throws HttpError 400, 413, 415 (see readImageForm).
 */
export function readMultipartForm(
  request: FastifyRequest,
  fieldNames: readonly string[],
  fileField: string,
): Promise<ImageForm> {
  return readImageForm(request, {
    fields: fieldNames,
    fileField,
    maxBytes: Limits.ticketImageMaxBytes,
    tooBig: HelpdeskMessages.tickets.imageTooBig,
    notSupported: HelpdeskMessages.tickets.imageNotSupported,
  });
}

/**
 * Decodes and re-encodes a ticket or reply image as content images are (same service, same IMAGE_MAX_PIXELS
 * cap): EXIF, GPS and other metadata dropped, the EXIF orientation applied to the pixels, over `maxPixels` scaled
 * down, format kept. What is stored and served is these bytes, never the upload's.
 * @param maxPixels the cap (`app.config.images.maxPixels`); decoding refuses over ten times it.
 * @throws HttpError 413 `HelpdeskMessages.tickets.imageTooManyPixels` for an image that declares too many pixels
 * (a decompression bomb: a small file of a huge picture), 415 `imageNotSupported` for bytes that do not decode.
 */
export async function reencodeTicketImage(
  image: { bytes: Buffer; kind: ImageKind },
  maxPixels: number,
): Promise<ReencodedImage> {
  try {
    return await reencodeImage(image.bytes, image.kind, maxPixels);
  } catch (e) {
    if (e instanceof ImageError) {
      throw e.reason === 'tooManyPixels'
        ? new HttpError(413, HelpdeskMessages.tickets.imageTooManyPixels)
        : new HttpError(415, HelpdeskMessages.tickets.imageNotSupported);
    }
    throw e;
  }
}
