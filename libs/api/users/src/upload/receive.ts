/**
 * Receives the upload's one file (docs/areas/users.md, "Upload"): the multipart part `file`, read up to
 * USER_UPLOAD_MAX_BYTES and no further (busboy drops the rest of a larger body), then judged by its name and its
 * first bytes: an old `.xls` (by name, or by the OLE2 signature) is refused with its own message, anything else
 * that is not a ZIP is not an .xlsx.
 */
import { createHash } from 'node:crypto';
import { unknownFieldMessage, UsersMessages, USER_UPLOAD_MAX_BYTES } from '@backoffice/contracts';
import { badRequest, refusedTextInPart, HttpError, unreadableForm } from '@backoffice/api-server';
import type {} from '@fastify/multipart'; // its declarations: request.isMultipart(), request.parts()
import type { FastifyRequest } from 'fastify';
import { fileKindOf } from './xlsx-zip';

/** The multipart field of the sheet. */
export const USER_UPLOAD_FIELD = 'file';

/** A received sheet: its name as sent, its bytes (at most USER_UPLOAD_MAX_BYTES) and their SHA-256 (hex). */
export interface ReceivedSheet {
  fileName: string;
  bytes: Buffer;
  sha256: string;
}

const tooLarge = () => new HttpError(413, UsersMessages.upload.tooLarge);

/**
 * Reads the request's `file` part. Text fields are refused; a file in another field is drained and refused.
 * @param maxBytes the largest file (USER_UPLOAD_MAX_BYTES; tests may pass less).
 * @throws HttpError 400 (`UsersMessages.upload.fileRequired`: not multipart or no file; an unknown field;
 * `oneFile`: several files or too many fields; `CommonMessages.forms.unreadable`: not a readable form; a control
 * character in a field name, a text or the file's name), 413
 * `tooLarge`, 415 `xlsRefused` or `notXlsx`.
 */
export async function receiveSheet(request: FastifyRequest, maxBytes: number = USER_UPLOAD_MAX_BYTES): Promise<ReceivedSheet> {
  if (!request.isMultipart()) throw badRequest(UsersMessages.upload.fileRequired);
  let received: ReceivedSheet | null = null;
  let problem: HttpError | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    for await (const part of parts) {
      const control =
        refusedTextInPart(part.fieldname, part.type === 'file' ? undefined : String(part.value ?? '')) ??
        (part.type === 'file' ? refusedTextInPart('filename', part.filename ?? '') : null);
      if (control) {
        if (part.type === 'file') part.file.resume();
        problem ??= control;
        continue;
      }
      if (part.type !== 'file') {
        problem ??= badRequest(unknownFieldMessage(part.fieldname));
        continue;
      }
      if (part.fieldname !== USER_UPLOAD_FIELD) {
        part.file.resume();
        problem ??= badRequest(unknownFieldMessage(part.fieldname));
        continue;
      }
      const fileName = part.filename ?? '';
      if (/\.xls$/i.test(fileName.trim())) {
        part.file.resume();
        problem ??= new HttpError(415, UsersMessages.upload.xlsRefused);
        continue;
      }
      const chunks: Buffer[] = [];
      const hash = createHash('sha256');
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (part.file.truncated) continue; // over the limit: the rest is dropped, not kept
        chunks.push(chunk);
        hash.update(chunk);
      }
      if (part.file.truncated) {
        problem ??= tooLarge();
        continue;
      }
      received = { fileName, bytes: Buffer.concat(chunks), sha256: hash.digest('hex') };
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw problem ?? tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw problem ?? badRequest(UsersMessages.upload.oneFile);
    }
    throw problem ?? unreadableForm(e);
  }
  if (problem) throw problem;
  if (!received) throw badRequest(UsersMessages.upload.fileRequired);
  const kind = fileKindOf(received.bytes);
  if (kind === 'ole2') throw new HttpError(415, UsersMessages.upload.xlsRefused);
  if (kind !== 'zip') throw new HttpError(415, UsersMessages.upload.notXlsx);
  return received;
}
