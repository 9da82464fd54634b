/**
 * The user lists' SQL (docs/areas/users.md, "Calls"): the filter (search, type, hide admins; deleted users never),
 * the sort with its keyset, one page with its count, and the row-to-wire mapping shared by the lists, a user's info
 * and the export. The search matches the start of the first name, the last name, "first last" or the e-mail, so
 * that every branch is answered by a prefix index (`lower(first_name)`, `lower(last_name)`, `email`, all
 * `text_pattern_ops`); the default order reads `users_created_idx`.
 */
import {
  CUSTOMER_PROVIDER,
  USERS_PAGE_SIZE,
  accessLevelLabel,
  accountStatus,
  userKind,
  type UserFilter,
  type UserListQuery,
  type UserListResponse,
  type UserSummary,
} from '@backoffice/contracts';
import { prefixPattern, type Db, type Tx } from '@backoffice/api-server';
import { commissions, departments, hotels, managerChains, managerHotels, users } from '@backoffice/api-server/schema';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** The list's filters (the query without paging). */
export type UserFilterQuery = Omit<UserListQuery, 'page' | 'limit'>;

/**
 * The stored fields of each filter value, exactly as `userKind` (libs/contracts) derives kinds: the console role
 * wins, then a customer-app account (userType APP) by provider, then the hotel account's access level.
 */
export function typeFilter(type: UserFilter | undefined): SQL | undefined {
  const hotelAccount = (level: 'REGIONALMANAGER' | 'GROUPMANAGER' | 'OWNER') =>
    and(isNull(users.role), sql`${users.userType} is distinct from 'APP'`, eq(users.accessLevel, level));
  switch (type) {
    case 'Admin':
      return eq(users.role, 'SuperAdmin');
    case 'Hotel Manager':
      return hotelAccount('REGIONALMANAGER');
    case 'Revenue Manager':
      return hotelAccount('GROUPMANAGER');
    case 'Owner':
      return hotelAccount('OWNER');
    case 'Customer':
      return and(isNull(users.role), eq(users.userType, 'APP'), eq(users.provider, CUSTOMER_PROVIDER));
    case 'Guest':
      return and(isNull(users.role), eq(users.userType, 'APP'), sql`${users.provider} is distinct from ${CUSTOMER_PROVIDER}`);
    default:
      return undefined;
  }
}

/**
 * The search (case-insensitive, taken literally): the start of the first name, of the last name or of the e-mail,
 * or "first last" (the first word is the whole first name, the rest starts the last name).
 */
export function searchFilter(search: string | undefined): SQL | undefined {
  const text = search?.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!text) return undefined;
  const prefix = prefixPattern(text);
  const [first, ...rest] = text.split(' ');
  return or(
    sql`lower(${users.firstName}) like ${prefix}`,
    sql`lower(${users.lastName}) like ${prefix}`,
    sql`${users.email} like ${prefix}`,
    rest.length ? and(sql`lower(${users.firstName}) = ${first}`, sql`lower(${users.lastName}) like ${prefixPattern(rest.join(' '))}`) : undefined,
  );
}

/** The WHERE of a filtered list: never a deleted user. */
export function userFilter(q: UserFilterQuery): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    typeFilter(q.type),
    q.hideAdmins ? sql`${users.role} is distinct from 'SuperAdmin'` : undefined,
    q.requests ? isNotNull(users.requestedDepartmentId) : undefined,
    searchFilter(q.search),
  );
}

/** One sort key: a never-null expression and the SQL type its text form is cast back to (the keyset). */
interface SortKey {
  expr: SQL;
  cast: 'text' | 'timestamptz' | 'uuid';
}

/** The order's direction: the query's, else newest or latest first for instants and A to Z for names and e-mails. */
export const directionOf = (q: UserFilterQuery): 'asc' | 'desc' =>
  q.order ?? (q.sort === 'name' || q.sort === 'email' ? 'asc' : 'desc');

/** The keys of the list's order, the id last (a total order; never-signed-in users last in both directions). */
function sortKeys(q: UserFilterQuery): SortKey[] {
  const dir = directionOf(q);
  const keys: SortKey[] = [];
  switch (q.sort) {
    case 'name':
      keys.push({ expr: sql`lower(${users.firstName})`, cast: 'text' }, { expr: sql`lower(${users.lastName})`, cast: 'text' });
      break;
    case 'email':
      keys.push({ expr: sql`${users.email}`, cast: 'text' });
      break;
    case 'lastLoggedIn':
      keys.push({ expr: sql`coalesce(${users.lastLoggedIn}, ${dir === 'asc' ? 'infinity' : '-infinity'}::timestamptz)`, cast: 'timestamptz' });
      break;
    default:
      keys.push({ expr: sql`${users.createdAt}`, cast: 'timestamptz' });
  }
  keys.push({ expr: sql`${users.id}`, cast: 'uuid' });
  return keys;
}

/** ORDER BY of the list. */
export function listOrder(q: UserFilterQuery): SQL[] {
  const dir = directionOf(q) === 'asc' ? sql.raw('asc') : sql.raw('desc');
  return sortKeys(q).map((k) => sql`${k.expr} ${dir}`);
}

/** The sort keys' values of a row as text (the keyset of the next batch). */
export function keysetColumns(q: UserFilterQuery): Record<string, SQL<string>> {
  return Object.fromEntries(sortKeys(q).map((k, i) => [`k${i}`, sql<string>`(${k.expr})::text`]));
}

/** The rows after the row whose sort keys are `last` (as {@link keysetColumns} gave them), in the list's order. */
export function afterKeys(q: UserFilterQuery, last: Record<string, string>): SQL {
  const keys = sortKeys(q);
  const cmp = directionOf(q) === 'asc' ? sql.raw('>') : sql.raw('<');
  const left = sql.join(keys.map((k) => k.expr), sql`, `);
  const right = sql.join(keys.map((k, i) => sql`${last[`k${i}`]}::${sql.raw(k.cast)}`), sql`, `);
  return sql`(${left}) ${cmp} (${right})`;
}

/** The department a self sign-up asked to join (docs/areas/users.md, "Department requests"). */
const requestedDepartments = alias(departments, 'requested_departments');

/** The columns of a summary row (hotels come apart, {@link hotelsOf}). */
export const summaryColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  userType: users.userType,
  accessLevel: users.accessLevel,
  provider: users.provider,
  departmentId: departments.id,
  departmentName: departments.name,
  chainId: commissions.id,
  chainName: commissions.clientTypeName,
  createdAt: users.createdAt,
  lastLoggedIn: users.lastLoggedIn,
  expireDate: users.expireDate,
  disabled: users.disabled,
  emailVerifiedAt: users.emailVerifiedAt,
  requestedDepartmentId: requestedDepartments.id,
  requestedDepartmentName: requestedDepartments.name,
};

/** Users with their department and chain (one row each), with `extra` columns (the export's sort keys). */
export function summarySelect<K extends Record<string, SQL<string>> = Record<never, never>>(db: Db | Tx, extra?: K) {
  return db
    .select({ ...summaryColumns, ...(extra as K) })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(requestedDepartments, eq(requestedDepartments.id, users.requestedDepartmentId))
    .leftJoin(managerChains, eq(managerChains.userId, users.id))
    .leftJoin(commissions, eq(commissions.id, managerChains.commissionId));
}

/** A row of {@link summarySelect}. */
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summarySelect<Record<never, never>>>['execute']>>[number];

/** The hotels (not deleted) assigned to each of `userIds`, by name. */
export async function hotelsOf(db: Db | Tx, userIds: string[]): Promise<Map<string, { _id: string; name: string }[]>> {
  const byUser = new Map<string, { _id: string; name: string }[]>();
  if (!userIds.length) return byUser;
  const rows = await db
    .select({ userId: managerHotels.userId, id: hotels.id, name: hotels.name })
    .from(managerHotels)
    .innerJoin(hotels, eq(hotels.id, managerHotels.hotelId))
    .where(and(inArray(managerHotels.userId, userIds), isNull(hotels.deletedAt)))
    .orderBy(asc(sql`lower(${hotels.name})`), asc(hotels.id));
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { _id: r.id, name: r.name }]);
  return byUser;
}

/** A user's full name as the lists show it. */
export const fullNameOf = (u: { firstName: string; lastName: string }): string => `${u.firstName} ${u.lastName}`.trim();

/** A summary row on the wire, with its kind, access-level label and status derived by libs/contracts. */
export function summaryOf(r: SummaryRow, hotelList: { _id: string; name: string }[] = [], now: Date = new Date()): UserSummary {
  const expireDate = r.expireDate ? r.expireDate.toISOString() : null;
  return {
    _id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    fullName: fullNameOf(r),
    role: r.role,
    userType: r.userType,
    accessLevel: r.accessLevel,
    kind: userKind(r),
    accessLabel: accessLevelLabel({ ...r, departmentName: r.departmentName }),
    department: r.departmentId && r.departmentName !== null ? { _id: r.departmentId, name: r.departmentName } : null,
    commission: r.chainId && r.chainName !== null ? { _id: r.chainId, clientTypeName: r.chainName } : null,
    hotel: hotelList,
    provider: r.provider,
    createdAt: r.createdAt.toISOString(),
    lastLoggedIn: r.lastLoggedIn ? r.lastLoggedIn.toISOString() : null,
    expireDate,
    disabled: r.disabled,
    status: accountStatus({ expireDate, disabled: r.disabled }, now),
    emailVerified: r.emailVerifiedAt !== null,
    requestedDepartment:
      r.requestedDepartmentId && r.requestedDepartmentName !== null
        ? { _id: r.requestedDepartmentId, name: r.requestedDepartmentName }
        : null,
  };
}

/** One page of the filtered list (default page 1 of {@link USERS_PAGE_SIZE}) with the filtered total. */
export async function listUsers(db: Db, q: UserListQuery): Promise<UserListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? USERS_PAGE_SIZE;
  const where = userFilter(q);
  const [rows, [count]] = await Promise.all([
    summarySelect(db)
      .where(where)
      .orderBy(...listOrder(q))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  const hotelMap = await hotelsOf(db, rows.map((r) => r.id));
  const now = new Date();
  return { data: rows.map((r) => summaryOf(r, hotelMap.get(r.id), now)), total: count?.n ?? 0, page, limit };
}

/** One user who is not deleted, or undefined. */
export async function findSummary(db: Db | Tx, id: string): Promise<UserSummary | undefined> {
  const [row] = await summarySelect(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) return undefined;
  return summaryOf(row, (await hotelsOf(db, [id])).get(id));
}
