/**
 * The SuperAdmin lists of the public site's forms (GET /subscription/list, GET /contact/list): without `page`
 * the spec's plain array (newest first), with `page` a `{data, total, page, limit}` page; `search` narrows
 * case-insensitively over the given columns. The public creates are rate limited per client address.
 */
import { Limits, type CmsListQuery } from '@backoffice/contracts';
import { and, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_FORM_LIMIT } from '@backoffice/api-server';
import { containsPattern } from '../common';

/** RATE_LIMIT_FORM_ADDRESS_* by default: 10 per 10 minutes. */

/** Counts one call of a public form from the caller's address; 429 with Retry-After past the limit. */
export async function hitFormLimit(app: FastifyInstance, request: FastifyRequest, form: string): Promise<void> {
  await app.limiter.enforce(`form:${form}:addr:${request.ip}`, app.config.rateLimits.formPerAddress ?? DEFAULT_FORM_LIMIT);
}

/**
 * Reads a list or a page of `table`, newest first.
 * @param searchColumns the text columns `search` looks in.
 */
export async function listOrPage<T>(
  app: FastifyInstance,
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  searchColumns: PgColumn[],
  query: CmsListQuery,
  toWire: (row: never) => T,
): Promise<T[] | { data: T[]; total: number; page: number; limit: number }> {
  const search = query.search?.trim();
  const where: SQL | undefined = search
    ? or(...searchColumns.map((c) => ilike(c, containsPattern(search))))
    : undefined;
  const base = () =>
    app.db
      .select()
      .from(table as never)
      .where(and(where))
      .orderBy(desc(table.createdAt), desc(table.id));
  if (query.page === undefined) {
    const rows = await base();
    return (rows as never[]).map(toWire);
  }
  const limit = query.limit ?? Limits.pageSize;
  const page = query.page;
  const rows = await base()
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ n }] = await app.db
    .select({ n: count() })
    .from(table as never)
    .where(and(where));
  // count() is a number on PGlite and a string on pg.
  return { data: (rows as never[]).map(toWire), total: Number(n), page, limit };
}
