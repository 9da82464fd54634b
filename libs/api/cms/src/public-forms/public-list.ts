/**
 * The SuperAdmin lists of the public site's forms (GET /subscription/list, GET /contact/list): without `page`
 * the spec's plain array (newest first), with `page` a `{data, total, page, limit}` page; `search` narrows
 * case-insensitively over the given columns. The public creates are rate limited per client address.
 */
import { Limits, type CmsListQuery, type KnownUser } from '@backoffice/contracts';
import { and, count, desc, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_FORM_LIMIT } from '@backoffice/api-server';
import { users } from '@backoffice/api-server/schema';
import { containsPattern } from '../common';

/** RATE_LIMIT_FORM_ADDRESS_* by default: 10 per 10 minutes. */

/** Counts one call of a public form from the caller's address; 429 with Retry-After past the limit. */
export async function hitFormLimit(app: FastifyInstance, request: FastifyRequest, form: string): Promise<void> {
  await app.limiter.enforce(`form:${form}:addr:${request.ip}`, app.config.rateLimits.formPerAddress ?? DEFAULT_FORM_LIMIT);
}

/**
 * The users (not deleted) whose e-mail addresses are among `emails`, by lower-cased address (users' addresses are
 * stored lower-case: one lookup by their index): a customer-app account (userType APP) as a customer, anyone else as
 * a user (docs/areas/cms.md, "Links": the lists link the address of a known user).
 */
export async function knownUsers(app: FastifyInstance, emails: readonly string[]): Promise<Map<string, KnownUser>> {
  const addresses = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (!addresses.length) return new Map();
  const found = await app.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
    .from(users)
    .where(and(inArray(users.email, addresses), isNull(users.deletedAt)));
  return new Map(
    found.map((u) => [u.email, { type: u.userType === 'APP' ? 'customer' : 'user', id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.email }]),
  );
}

/**
 * Reads a list or a page of `table`, newest first, each row with the user its e-mail address belongs to (`user`,
 * null for an address that is no user's).
 * @param searchColumns the text columns `search` looks in.
 */
export async function listOrPage<T extends { email: string; user: KnownUser | null }>(
  app: FastifyInstance,
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  searchColumns: PgColumn[],
  query: CmsListQuery,
  toWire: (row: never) => Omit<T, 'user'>,
): Promise<T[] | { data: T[]; total: number; page: number; limit: number }> {
  const withUsers = async (rows: never[]): Promise<T[]> => {
    const items = rows.map(toWire);
    const known = await knownUsers(app, items.map((i) => i.email));
    return items.map((i) => ({ ...i, user: known.get(i.email.trim().toLowerCase()) ?? null }) as T);
  };
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
    return withUsers(rows as never[]);
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
  return { data: await withUsers(rows as never[]), total: Number(n), page, limit };
}
