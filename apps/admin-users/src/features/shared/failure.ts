/**
 * The HTTP status of a failed call (an ApiError's), or undefined for anything else. Read by shape, not
 * `instanceof ApiError`: the admin entry of the api-client may hold another copy of the class.
 */
export const statusOf = (err: unknown): number | undefined => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * The text of a failed call of the users area's pages (docs/areas/users.md, "Messages"): the server's message for
 * a 4xx (400 with a form's message, 403, 404, 409, 413 and 415 of the upload), the connection error itself when
 * the server could not be reached (status 0), otherwise `fallback` (a 5xx, or no message).
 */
export function failureText(err: unknown, fallback: string): string {
  const status = statusOf(err);
  const message = err instanceof Error ? err.message : '';
  if (status !== undefined && message && (status === 0 || (status >= 400 && status < 500))) return message;
  return fallback;
}
