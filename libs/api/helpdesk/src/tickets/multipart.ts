/**
 * Reads the tickets' multipart forms (docs/areas/helpdesk.md, "Rules") with readImageForm
 * (@backoffice/api-server): the image's limit is 1 MB, and the answers are the spec's messages: 413 'Please
 * upload file within 1 MB', 415 'This File Is Not Supported'.
 */
import { Limits, HelpdeskMessages } from '@backoffice/contracts';
import type { FastifyRequest } from 'fastify';
import { type ImageForm, readImageForm } from '@backoffice/api-server';

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
