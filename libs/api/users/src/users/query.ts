/**
 * The user lists' SQL (docs/areas/users.md, "Calls"): the filter (search, type, hide admins; deleted users never),
 * the sort with its keyset, one page with its count, and the row-to-wire mapping shared by the lists, a user's info
 * and the export. The search matches the start of the first name, the last name, "first last" or the e-mail, so
 * that every branch is answered by a prefix index (`lower(first_name)`, `lower(last_name)`, `email`, all
 * `text_pattern_ops`). The type filter is one equality on the user's kind (`user_list_kind`, migration 0043), so
 * that a type's page reads the index of its kind and order, whatever the type's share of the users (docs/api-database.md,
 * "Which index a list reads"): `users_list_kind_created_idx` newest first, `users_list_kind_name_idx` by name; the
 * unfiltered list `users_list_created_idx` and `users_list_name_idx`. The totals sum the `user_counts` counters.
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
import { countedListPage, nearerEndIds, prefixPattern, RememberedTotals, rowsOf, type Db, type Tx } from '@backoffice/api-server';
import {
  commissions,
  departments,
  hotels,
  managerChains,
  managerHotels,
  users,
} from '@backoffice/api-server/schema';
import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { linkUserColumns } from '../invitations';
import { userCounts } from './user-counts';

/** The list's filters (the query without paging). */
export type UserFilterQuery = Omit<UserListQuery, 'page' | 'limit'>;

/**
 * The stored fields of each filter value, exactly as `userKind` (libs/contracts) derives kinds: the console role
 * wins, then a customer-app account (userType APP) by provider, then the hotel account's access level. The reference
 * the SQL function `user_list_kind` (migration 0043, {@link userKindSql}) follows; the lists filter with that.
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
      return and(
        isNull(users.role),
        eq(users.userType, 'APP'),
        sql`${users.provider} is distinct from ${CUSTOMER_PROVIDER}`,
      );
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
    rest.length
      ? and(
          sql`lower(${users.firstName}) = ${first}`,
          sql`lower(${users.lastName}) like ${prefixPattern(rest.join(' '))}`,
        )
      : undefined,
  );
}

/**
 * A user's kind as the `type` filter names it ('Admin', 'Hotel Manager', 'Revenue Manager', 'Owner', 'Customer',
 * 'Guest'; else 'Other'): the SQL function `user_list_kind` of migration 0043, the same derivation as
 * {@link typeFilter} (list-plans.spec.ts checks they agree), indexed by the lists' indexes and keying `user_counts`.
 */
export const userKindSql = sql`user_list_kind(${users.role}, ${users.userType}, ${users.accessLevel}, ${users.provider})`;

/** The type filter as the lists send it: one equality on {@link userKindSql} (an index's leading column). */
export function kindFilter(type: UserFilter | undefined): SQL | undefined {
  return type && type !== 'All' ? sql`${userKindSql} = ${type}` : undefined;
}

/** The WHERE of a filtered list: never a deleted user. */
export function userFilter(q: UserFilterQuery): SQL | undefined {
  return and(
    isNull(users.deletedAt),
    kindFilter(q.type),
    q.hideAdmins ? sql`${userKindSql} <> 'Admin'` : undefined,
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
      keys.push(
        { expr: sql`lower(${users.firstName})`, cast: 'text' },
        { expr: sql`lower(${users.lastName})`, cast: 'text' },
      );
      break;
    case 'email':
      keys.push({ expr: sql`${users.email}`, cast: 'text' });
      break;
    case 'lastLoggedIn':
      keys.push({
        expr: sql`coalesce(${users.lastLoggedIn}, ${dir === 'asc' ? 'infinity' : '-infinity'}::timestamptz)`,
        cast: 'timestamptz',
      });
      break;
    default:
      keys.push({ expr: sql`${users.createdAt}`, cast: 'timestamptz' });
  }
  keys.push({ expr: sql`${users.id}`, cast: 'uuid' });
  return keys;
}

/**
 * ORDER BY of the list; `reversed`: the same keys in the other direction (a later page read from the end nearer to
 * it, its rows turned round after).
 */
export function listOrder(q: UserFilterQuery, reversed = false): SQL[] {
  const dir = (directionOf(q) === 'asc') !== reversed ? sql.raw('asc') : sql.raw('desc');
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
  const left = sql.join(
    keys.map((k) => k.expr),
    sql`, `,
  );
  const right = sql.join(
    keys.map((k, i) => sql`${last[`k${i}`]}::${sql.raw(k.cast)}`),
    sql`, `,
  );
  return sql`(${left}) ${cmp} (${right})`;
}

/** The department a self sign-up asked to join (docs/areas/users.md, "Department requests"). */
const requestedDepartments = alias(departments, 'requested_departments');

/** The columns of a summary row (hotels come apart, {@link hotelsOf}). */
export const summaryColumns = {
  ...linkUserColumns,
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
export function summarySelect<K extends Record<string, SQL<string>> = Record<never, never>>(
  db: Db | Tx,
  extra?: K,
) {
  return db
    .select({ ...summaryColumns, ...(extra as K) })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(requestedDepartments, eq(requestedDepartments.id, users.requestedDepartmentId))
    .leftJoin(managerChains, eq(managerChains.userId, users.id))
    .leftJoin(commissions, eq(commissions.id, managerChains.commissionId));
}

/** A row of {@link summarySelect}. */
export type SummaryRow = Awaited<
  ReturnType<ReturnType<typeof summarySelect<Record<never, never>>>['execute']>
>[number];

/**
 * The hotels (not deleted) assigned to each of `userIds`, by name: each user's looked up through the
 * `manager_hotels` key (user_id first) and each hotel by its key (OFFSET 0 keeps both lookups: as joins the planner
 * hashed every assignment or every hotel for a page of ten).
 */
export async function hotelsOf(
  db: Db | Tx,
  userIds: string[],
): Promise<Map<string, { _id: string; name: string }[]>> {
  const byUser = new Map<string, { _id: string; name: string }[]>();
  if (!userIds.length) return byUser;
  const rows = rowsOf<{ userId: string; id: string; name: string }>(
    await db.execute(sql`
      SELECT u.id AS "userId", h.id, h.name
      FROM unnest(${`{${userIds.join(',')}}`}::uuid[]) AS u(id),
      LATERAL (SELECT h.id, h.name FROM ${managerHotels} mh,
        LATERAL (SELECT h.id, h.name FROM ${hotels} h WHERE h.id = mh.hotel_id AND h.deleted_at IS NULL OFFSET 0) h
        WHERE mh.user_id = u.id OFFSET 0) h
      ORDER BY lower(h.name), h.id`),
  );
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { _id: r.id, name: r.name }]);
  return byUser;
}

/** A user's full name as the lists show it. */
export const fullNameOf = (u: { firstName: string; lastName: string }): string =>
  `${u.firstName} ${u.lastName}`.trim();

/** A summary row on the wire, with its kind, access-level label and status derived by libs/contracts. */
export function summaryOf(
  r: SummaryRow,
  hotelList: { _id: string; name: string }[] = [],
  now: Date = new Date(),
): UserSummary {
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
    department:
      r.departmentId && r.departmentName !== null ? { _id: r.departmentId, name: r.departmentName } : null,
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

/**
 * The filtered total. Without a search it sums the `user_counts` rows of the filter (at most 14; docs/api-database.md,
 * "Which index a list reads", rule 2); a search counts its users (a prefix of a name or e-mail: few).
 */
export async function countUsers(db: Db, q: UserFilterQuery): Promise<number> {
  if (q.search?.trim()) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(userFilter(q));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${userCounts.n}), 0)::int` })
    .from(userCounts)
    .where(
      and(
        q.type && q.type !== 'All' ? eq(userCounts.kind, q.type) : undefined,
        q.hideAdmins ? sql`${userCounts.kind} <> 'Admin'` : undefined,
        q.requests ? eq(userCounts.requested, true) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * One page of the filtered list (default page 1 of {@link USERS_PAGE_SIZE}) with the filtered total
 * ({@link countUsers}). The page reads its filter's index from the end nearer to it (docs/api-database.md, "Which
 * index a list reads"): a page in the second half in the reversed order, its rows turned round, so that the last page
 * reads as few rows as the first. A page past the last answers no rows. Without a search, the total and the page
 * are ONE named statement ({@link countedPage}); a search keeps its count, then its page.
 */
export async function listUsers(db: Db, q: UserListQuery): Promise<UserListResponse> {
  const page = q.page ?? 1;
  const limit = q.limit ?? USERS_PAGE_SIZE;
  const offset = (page - 1) * limit;
  if (!q.search?.trim()) {
    const { rows, total } = await countedPage(db, q, limit, offset);
    const now = new Date();
    return { data: rows.map((r) => summaryOf(r, r.hotels, now)), total, page, limit };
  }
  const where = userFilter(q);
  const total = await countUsers(db, q);
  let rows: SummaryRow[] = [];
  if (offset < total) {
    // The page's ids are chosen on `users` alone (the index stops after OFFSET + LIMIT entries), then joined with
    // their departments and chain: as one statement with the joins the planner hashed the whole users table.
    const fromEnd = total - offset - limit < offset;
    const ids = db
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...listOrder(q, fromEnd))
      .limit(fromEnd ? Math.min(limit, total - offset) : limit)
      .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
    rows = await summarySelect(db)
      .where(inArray(users.id, ids))
      .orderBy(...listOrder(q));
  }
  const hotelMap = await hotelsOf(
    db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return { data: rows.map((r) => summaryOf(r, hotelMap.get(r.id), now)), total, page, limit };
}


/** The last total of each filter (with its sort and page size) at its later page: 256 filters at most. */
const lastTotals = new RememberedTotals(256);

/** A summary row with its hotels, as {@link countedPage} answers it. */
type CountedSummary = SummaryRow & { hotels: { _id: string; name: string }[] };

/** A row of {@link countedPage}'s statement as the driver answers it: a {@link CountedSummary}'s columns (all null: no row). */
type CountedRow = { [K in keyof CountedSummary]: unknown };

/** A timestamp of a row as Drizzle maps the column (the drivers answer a string or a Date); null stays null. */
const instantOf = (v: unknown): Date | null =>
  v === null || v === undefined ? null : (users.createdAt.mapFromDriverValue(v as string) as Date);

/** A {@link CountedRow} as the {@link SummaryRow} the query builder answers, with its hotels (JSON parsed or as text). */
const countedSummaryOf = (r: CountedRow): CountedSummary => ({
  ...(r as unknown as CountedSummary),
  createdAt: instantOf(r.createdAt) as Date,
  lastLoggedIn: instantOf(r.lastLoggedIn),
  expireDate: instantOf(r.expireDate),
  emailVerifiedAt: instantOf(r.emailVerifiedAt),
  hotels: (typeof r.hotels === 'string' ? JSON.parse(r.hotels) : r.hotels) as CountedSummary['hotels'],
});

/**
 * The total and one page of a list without a search in ONE named statement (docs/api-database.md, "Which index a
 * list reads", and "The ticket list under 100,000 tickets", "Per-request work"): the total sums the `user_counts`
 * rows of the filter (a materialised CTE, joined LATERAL to the page); the page's ids are read through the filter's
 * index (this file's header), then each id is looked up by key with its departments, chain and hotels (a JSON
 * array by name). Page 1 reads forward, its LIMIT and OFFSET in the text (PostgreSQL keeps one plan). A later page
 * reads from the end nearer to it, which the total decides: the total this filter had at its last later page goes
 * into the statement (LIMIT and OFFSET parameters the planner sees), and the page is read again alone only when the
 * statement's true total differs (the ticket list's way). The text depends on the filter, sort and page size only.
 * @returns the page's rows in the list's order (each with its hotels) and the total.
 */
async function countedPage(
  db: Db,
  q: UserFilterQuery,
  limit: number,
  offset: number,
): Promise<{ rows: CountedSummary[]; total: number }> {
  const keys = sortKeys(q);
  const countWhere = and(
    q.type && q.type !== 'All' ? eq(userCounts.kind, q.type) : undefined,
    q.hideAdmins ? sql`${userCounts.kind} <> 'Admin'` : undefined,
    q.requests ? eq(userCounts.requested, true) : undefined,
  );
  const total = sql`SELECT coalesce(sum(${userCounts.n}), 0)::int AS total FROM ${userCounts}${countWhere ? sql` WHERE ${countWhere}` : sql``}`;
  const selectKeys = sql.join(
    keys.map((k, i) => sql`${k.expr} AS ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const ids = (reversed: boolean) => ({
    columns: sql`${users.id} AS id, ${selectKeys}`,
    from: sql`${users} WHERE ${userFilter(q)}`,
    order: sql.join(listOrder(q, reversed), sql`, `),
  });
  // A page for the total `n` from the nearer end (page 1 forward whatever the total). One type's later page keeps
  // LIMIT and OFFSET as parameters, planned for each run: the kind is an expression whose statistics the planner
  // does not read (its indexes are partial), and sure of a small scope it sorted the whole kind under the window
  // (docs/api-database.md, "Which index a list reads", rule 5).
  const pageIds = nearerEndIds(ids, offset, limit, !!kindFilter(q.type));
  const dir = directionOf(q) === 'asc' ? 'ASC' : 'DESC';
  const order = sql.raw(keys.map((_, i) => `r.k${i} ${dir}`).join(', '));
  const keyColumns = sql.raw(keys.map((_, i) => `, p.k${i}`).join(''));
  const pageRows = (n: number) => sql`
      SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.role, u.user_type AS "userType",
        u.access_level AS "accessLevel", u.provider, d.id AS "departmentId", d.name AS "departmentName",
        ch.id AS "chainId", ch.client_type_name AS "chainName", u.created_at AS "createdAt",
        u.last_logged_in AS "lastLoggedIn", u.expire_date AS "expireDate", u.disabled,
        u.email_verified_at AS "emailVerifiedAt", rd.id AS "requestedDepartmentId",
        rd.name AS "requestedDepartmentName", hs.hotels${keyColumns}
      FROM (${pageIds(n)}) p
      CROSS JOIN LATERAL (SELECT * FROM users u WHERE u.id = p.id OFFSET 0) u
      LEFT JOIN LATERAL (SELECT d.id, d.name FROM departments d WHERE d.id = u.department_id OFFSET 0) d ON true
      LEFT JOIN LATERAL (SELECT d.id, d.name FROM departments d WHERE d.id = u.requested_department_id OFFSET 0) rd ON true
      LEFT JOIN LATERAL (SELECT cm.id, cm.client_type_name FROM manager_chains mc
        CROSS JOIN LATERAL (SELECT cm.id, cm.client_type_name FROM commissions cm WHERE cm.id = mc.commission_id OFFSET 0) cm
        WHERE mc.user_id = u.id OFFSET 0) ch ON true
      CROSS JOIN LATERAL (SELECT coalesce(json_agg(json_build_object('_id', h.id, 'name', h.name) ORDER BY lower(h.name), h.id), '[]'::json) AS hotels
        FROM manager_hotels mh,
        LATERAL (SELECT h.id, h.name FROM hotels h WHERE h.id = mh.hotel_id AND h.deleted_at IS NULL OFFSET 0) h
        WHERE mh.user_id = u.id) hs`;
  // A later page's end depends on the total: the one this filter had last time goes into the statement, which
  // answers the true total too; the page is read again (alone) only when users came or went meanwhile.
  const key = JSON.stringify([q.type ?? 'All', !!q.hideAdmins, !!q.requests, q.sort ?? null, directionOf(q), limit]);
  const found = await countedListPage<CountedRow>(db, { name: 'user_list', total, rows: pageRows, order }, offset, lastTotals, key);
  return { total: found.total, rows: found.rows.map(countedSummaryOf) };
}

/** One user who is not deleted, or undefined. */
export async function findSummary(db: Db | Tx, id: string): Promise<UserSummary | undefined> {
  const [row] = await summarySelect(db).where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) return undefined;
  return summaryOf(row, (await hotelsOf(db, [id])).get(id));
}
