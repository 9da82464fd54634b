/**
 * The HTTP status of a failed call (an ApiError's), or undefined for anything else. Read by shape, not
 * `instanceof ApiError`: a remote's api-client entry may hold another copy of the class.
 */
export const statusOf = (err: unknown): number | undefined => {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * The text of a failed call for people (docs/frontend-data.md, "Mutations"): the server's message for a 4xx (the
 * spec's validation message, 403, 404, 409, 413, 415) or a lost connection (status 0), otherwise `fallback` (a
 * 5xx or no message: the console never shows a stack or an internal message).
 */
export function failureText(err: unknown, fallback: string): string {
  const status = statusOf(err);
  const message = err instanceof Error ? err.message : '';
  if (status !== undefined && message && (status === 0 || (status >= 400 && status < 500))) return message;
  return fallback;
}
