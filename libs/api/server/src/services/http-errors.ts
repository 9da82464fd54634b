import { CommonMessages, PlatformMessages } from '@backoffice/contracts';

/** An error the error handler answers as `{ statusCode, error, message }` with its status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = PlatformMessages.auth.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = PlatformMessages.auth.forbidden) => new HttpError(403, message);
export const notFound = (message: string = CommonMessages.generic.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, PlatformMessages.rateLimit.tooMany, { 'retry-after': String(retryAfterSeconds) });
