/**
 * Reads the multipart forms with at most one image (docs/areas/helpdesk.md, "Rules") of the tickets
 * (POST /ticket/createTicket, /ticket/manageTicket), the content area (PUT /cms/update/{id},
 * POST /imagesforyou/{id}/images*) and hotel photos (POST /hotel/{id}/images): text fields and the file, checked
 * by its bytes (JPEG or PNG: else 415) and its size (else 413), with the limit and the messages of the calling
 * route. A body that cannot be read as a form (no boundary, cut short) answers 400, never 500.
 */
import { CommonMessages, HelpdeskMessages, unknownFieldMessage } from '@backoffice/contracts';
import type {} from '@fastify/multipart'; // its declarations: request.isMultipart(), request.parts()
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-errors';
import { refusedTextKind, refusedTextMessage } from './input';
import { imageKind, type ImageKind } from './storage';

export interface ImageFormOptions {
  /** Text fields allowed; another answers 400 `Unknown field: x`. */
  fields: readonly string[];
  /** The one file field allowed. */
  fileField: string;
  /** Largest file in bytes. */
  maxBytes: number;
  /** 413 message. */
  tooBig: string;
  /** 415 message. */
  notSupported: string;
}

export interface ImageForm {
  /** The text fields sent (absent fields are absent). */
  fields: Partial<Record<string, string>>;
  image: { bytes: Buffer; kind: ImageKind } | null;
}

/** Most text a field may carry (rich HTML included). */
const FIELD_MAX_BYTES = 200_000;

/**
 * What a multipart reader answers for an error of the parser (busboy or @fastify/multipart) that is not one of
 * its limits: a body that is not a readable form (no boundary, cut short, malformed part headers, a field named
 * `__proto__`). A programming error (TypeError, ReferenceError) is rethrown as it is.
 * @returns HttpError 400 `CommonMessages.forms.unreadable`.
 */
export function unreadableForm(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof TypeError || error instanceof ReferenceError) throw error;
  return badRequest(CommonMessages.forms.unreadable);
}

/**
 * The 400 of a multipart part's field name or text with a control character or a lone surrogate
 * (services/input.ts), or null.
 * @param fieldName the part's field name; `value` its text (absent for a file part).
 * @returns HttpError 400 `<fieldName> contains a control character` (or `an invalid character`).
 */
export function refusedTextInPart(fieldName: string, value?: string): HttpError | null {
  const inName = refusedTextKind(fieldName);
  if (inName) return badRequest(refusedTextMessage(null, inName));
  const inValue = value === undefined ? null : refusedTextKind(value);
  return inValue ? badRequest(refusedTextMessage(fieldName, inValue)) : null;
}

/**
 * Reads the whole form; a file in another field than `fileField` is drained and answers 400.
 * @throws HttpError 400 (not multipart: `HelpdeskMessages.tickets.multipartRequired`; not a readable form:
 * `CommonMessages.forms.unreadable`; a control character in a field's name or text; unknown field, too long,
 * several files, too many fields), 413 `tooBig`, 415 `notSupported`.
 */
export async function readImageForm(request: FastifyRequest, options: ImageFormOptions): Promise<ImageForm> {
  if (!request.isMultipart()) throw badRequest(HelpdeskMessages.tickets.multipartRequired);
  const fields: Partial<Record<string, string>> = {};
  let file: Buffer | null = null;
  let problem: HttpError | null = null;
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: 1,
        fields: options.fields.length + 5,
        fieldSize: FIELD_MAX_BYTES,
      },
    });
    for await (const part of parts) {
      const text = part.type === 'file' ? undefined : typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const control = refusedTextInPart(part.fieldname, text);
      if (control) {
        if (part.type === 'file') part.file.resume();
        problem ??= control;
        continue;
      }
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          part.file.resume();
          problem ??= badRequest(unknownFieldMessage(part.fieldname));
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) file = bytes;
      } else if (!options.fields.includes(part.fieldname)) {
        problem ??= badRequest(unknownFieldMessage(part.fieldname));
      } else if (part.valueTruncated) {
        problem ??= badRequest(`${part.fieldname} is too long`);
      } else {
        fields[part.fieldname] = text;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, options.tooBig);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Only one image may be uploaded');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('Too many fields');
    throw problem ?? unreadableForm(e);
  }
  if (problem) throw problem;
  if (!file) return { fields, image: null };
  const kind = imageKind(file);
  if (!kind) throw new HttpError(415, options.notSupported);
  return { fields, image: { bytes: file, kind } };
}
