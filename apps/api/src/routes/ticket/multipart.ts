/**
 * Reads a multipart form with at most one image (spec 1 section 9): text fields, and the file checked by
 * its bytes (JPEG or PNG) and its size (1 MB). Answers the spec's messages: 413 'Please upload file within
 * 1 MB', 415 'This File Is Not Supported'.
 */
import { Limits, Messages, unknownFieldMessage } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../services/http-errors';
import { imageKind, type ImageKind } from '../../services/storage';

export interface MultipartForm {
  fields: Record<string, string>;
  image: { bytes: Buffer; kind: ImageKind } | null;
}

/** Most text a field may carry (rich HTML included). */
const FIELD_MAX_BYTES = 200_000;

/**
 * @param fieldNames the text fields allowed; another answers 400 `Unknown field: x`.
 * @param fileField the one file field allowed.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fieldNames: readonly string[],
  fileField: string,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest(Messages.tickets.multipartRequired);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let problem: HttpError | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: Limits.ticketImageMaxBytes, files: 1, fields: fieldNames.length + 5, fieldSize: FIELD_MAX_BYTES },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          problem ??= badRequest(unknownFieldMessage(part.fieldname));
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = bytes;
      } else {
        if (!fieldNames.includes(part.fieldname)) problem ??= badRequest(unknownFieldMessage(part.fieldname));
        else if (part.valueTruncated) problem ??= badRequest(`${part.fieldname} is too long`);
        else fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, Messages.tickets.imageTooBig);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one image may be uploaded');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many fields');
    throw e;
  }
  if (problem) throw problem;
  if (!file) return { fields, image: null };
  const kind = imageKind(file);
  if (!kind) throw new HttpError(415, Messages.tickets.imageNotSupported);
  return { fields, image: { bytes: file, kind } };
}
