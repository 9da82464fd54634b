import { CommonMessages, PlatformMessages } from '@backoffice/contracts';

/**
 * An error the error handler answers as `{ statusCode, error, message, field? }` with its status (plugins/errors.ts).
 * `field` names the form field the message is about (the body's key, nested ones joined by dots: `rooms.0.name`), so
 * the console shows it under that input (docs/areas/platform.md, "Messages").
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    public readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 with the message the console shows; `field` when it is about one field of the form. */
export const badRequest = (message: string, field?: string) => new HttpError(400, message, {}, field);
export const unauthorized = (message: string = PlatformMessages.auth.unauthorized) => new HttpError(401, message);
/** A 403; `field` when the refusal is about one field of the form (a role above the caller's). */
export const forbidden = (message: string = PlatformMessages.auth.forbidden, field?: string) => new HttpError(403, message, {}, field);
export const notFound = (message: string = CommonMessages.generic.notFound) => new HttpError(404, message);
/** A 409 (the record is taken or was changed); `field` when one field of the form is the cause (a code in use). */
export const conflict = (message: string, field?: string) => new HttpError(409, message, {}, field);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, PlatformMessages.rateLimit.tooMany, { 'retry-after': String(retryAfterSeconds) });
