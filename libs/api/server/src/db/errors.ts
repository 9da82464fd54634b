/**
 * Recognising the database's errors by their SQLSTATE, as thrown by pg or PGlite, or wrapped by Drizzle (the driver's
 * error is then the `cause`).
 */

/** The SQLSTATE of a database error, wrapped or not, or undefined for another error. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** True for a unique violation (SQLSTATE 23505): the row an insert or update would make exists. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
