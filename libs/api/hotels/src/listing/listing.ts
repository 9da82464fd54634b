/**
 * The property listing and the hotel search (docs/areas/hotels.md, "Property listing"): SQL that filters,
 * sorts and pages in the database (a page and its total, never every hotel: one named statement when the counters
 * give the total, docs/api-database.md, "Which index a list reads"), and the searches other areas use. Deleted
 * hotels never appear.
 */
import {
  OTHER_CHAIN_NAME,
  type HotelListItem,
  type HotelListQuery,
  type HotelQueryBody,
  type HotelSearchItem,
  type HotelSortField,
} from '@backoffice/contracts';
import { countedListPage, isUuid, nearerEndIds, RememberedTotals, type Db } from '@backoffice/api-server';
import { commissions, hotelEmployees, hotels, users } from '@backoffice/api-server/schema';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { hotelPhotos } from '../hotels.schema';
import { hotelCounts, hotelOwnerCounts } from './hotel-counts';
import { hotelPhotoUrl } from '../hotels/wire';

const owner = alias(users, 'owner');

/** `%text%` for ILIKE, with the pattern characters of `text` escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The chain filter: 'other' (any case) is the hotels without a chain or in the chain named Other (that chain's id
 * looked up by name, so that no join is needed to filter); anything but a chain id matches nothing.
 */
function chainFilter(commissionID: string, column: AnyPgColumn = hotels.commissionId, asRange = false): SQL {
  if (commissionID.toLowerCase() === OTHER_CHAIN_NAME.toLowerCase()) {
    return or(
      isNull(column),
      sql`${column} in (select ${commissions.id} from ${commissions} where lower(${commissions.clientTypeName}) = lower(${OTHER_CHAIN_NAME}))`,
    ) as SQL;
  }
  if (!isUuid(commissionID)) return sql`false`;
  return asRange ? sql`${column} >= ${commissionID}::uuid and ${column} <= ${commissionID}::uuid` : eq(column, commissionID);
}

/**
 * The listing's conditions for `query` (hotels of `ownerId`, all when null; `search` trimmed); deleted hotels never.
 * `scopeAsRange`: the owner, else one chain, written as a range rather than an equality, for {@link countedPage}
 * (docs/api-database.md, "Which index a list reads", rule 6); with an owner the chain stays an equality.
 */
function listConditions(query: HotelListQuery, ownerId: string | null, search: string | undefined, scopeAsRange = false) {
  const where: SQL[] = [isNull(hotels.deletedAt)];
  if (ownerId)
    where.push(scopeAsRange ? sql`${hotels.ownerId} >= ${ownerId}::uuid and ${hotels.ownerId} <= ${ownerId}::uuid` : eq(hotels.ownerId, ownerId));
  if (query.commissionID) where.push(chainFilter(query.commissionID, hotels.commissionId, scopeAsRange && !ownerId));
  if (query.status) where.push(eq(hotels.status, query.status));
  if (query.missingPropertyId) where.push(sql`coalesce(${hotels.propertyId}, '') = ''`);
  if (search) {
    const p = likePattern(search);
    where.push(
      or(
        sql`${hotels.propertyId} ilike ${p}`,
        sql`${hotels.name} ilike ${p}`,
        sql`${hotels.city} ilike ${p}`,
        sql`${hotels.status} ilike ${p}`,
        sql`exists (select 1 from ${users} u where u.id = ${hotels.ownerId} and u.email ilike ${p})`,
      ) as SQL,
    );
  }
  return and(...where);
}

/**
 * The hotel's copy of its chain's name (`hotels.chain_name`, NULL without a chain), kept by migration 0064's
 * triggers (a hotel changing chain, a chain renamed) and not declared in the shared schema (drizzle-kit does not
 * manage it, as the reservations' `commission_id`): the chain's name sorts the listing through the hotels' own
 * indexes, and a page answers it without looking the chain up (docs/api-database.md, "Which index a list reads",
 * rules 1 and 4).
 */
const hotelChainName = sql`"hotels"."chain_name"`;

/**
 * Each sort's key. The chain's is its name, any case, 'Other' for a hotel without one; written exactly as the
 * expression of migration 0064's indexes so that the planner reads them (the text must stay the same).
 */
const SORT: Record<HotelSortField, SQL> = {
  propertyId: sql`lower(coalesce(${hotels.propertyId}, ''))`,
  name: sql`lower(${hotels.name})`,
  chain: sql`lower(coalesce(${hotelChainName}, 'Other'))`,
  isActive: sql`${hotels.status}`,
  billing: sql`(${hotels.paymentMethodId} is not null)`,
  createdAt: sql`${hotels.createdAt}`,
  city: sql`lower(${hotels.city})`,
};

/**
 * The listing's total from the counters when the list is every hotel (migration 0040's `hotel_counts`) or one
 * owner's (0067's `hotel_owner_counts`) narrowed by the console's equality filters (chain, status, Missing Property
 * ID): a few counter rows per chain, never the hotels (docs/api-database.md, "Which index a list reads", rule 2).
 * Null when the counters cannot answer it (a search): the caller counts the matching hotels then.
 */
function countersTotal(db: Db, query: HotelListQuery, ownerId: string | null, search: string | undefined) {
  if (search) return null;
  if (ownerId) {
    const byOwner: SQL[] = [eq(hotelOwnerCounts.ownerId, ownerId)];
    if (query.commissionID) byOwner.push(chainFilter(query.commissionID, hotelOwnerCounts.commissionId));
    if (query.status) byOwner.push(eq(hotelOwnerCounts.status, query.status));
    if (query.missingPropertyId) byOwner.push(eq(hotelOwnerCounts.missingPropertyId, true));
    return db
      .select({ total: sql<number>`coalesce(sum(${hotelOwnerCounts.n}), 0)::int`.as('total') })
      .from(hotelOwnerCounts)
      .where(and(...byOwner));
  }
  const where: SQL[] = [];
  if (query.commissionID) where.push(chainFilter(query.commissionID, hotelCounts.commissionId));
  if (query.status) where.push(eq(hotelCounts.status, query.status));
  if (query.missingPropertyId) where.push(eq(hotelCounts.missingPropertyId, true));
  return db
    .select({ total: sql<number>`coalesce(sum(${hotelCounts.n}), 0)::int`.as('total') })
    .from(hotelCounts)
    .where(and(...where));
}

/**
 * The columns of a listing row, by the names the query builder answers them; {@link countedPage}'s statement
 * aliases its columns to the same names, so that both paths answer through {@link listItemOf}. The first contact
 * and the first photo are looked up per hotel.
 */
const listColumns = {
  id: hotels.id,
  name: hotels.name,
  propertyId: hotels.propertyId,
  streetAddress: hotels.streetAddress,
  city: hotels.city,
  state: hotels.state,
  country: hotels.country,
  status: hotels.status,
  paymentMethodId: hotels.paymentMethodId,
  chainId: commissions.id,
  chainName: commissions.clientTypeName,
  ownerId: owner.id,
  ownerFirst: owner.firstName,
  ownerLast: owner.lastName,
  ownerEmail: owner.email,
  contact: sql<HotelListItem['contact']>`(
    select json_build_object('_id', u.id, 'fullName', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'mobile', u.mobile)
    from ${hotelEmployees} e join ${users} u on u.id = e.user_id
    where e.hotel_id = ${hotels.id} and e.kind = 'contact'
    order by e.created_at, e.id limit 1)`,
  photo: sql<string | null>`(
    select p.name from ${hotelPhotos} p where p.hotel_id = ${hotels.id} order by p.created_at, p.id limit 1)`,
  createdAt: hotels.createdAt,
};

/** The listing rows' FROM: hotels with their chain and owner. */
const listSelect = (db: Db) =>
  db
    .select(listColumns)
    .from(hotels)
    .leftJoin(commissions, eq(commissions.id, hotels.commissionId))
    .leftJoin(owner, eq(owner.id, hotels.ownerId));

/** A row of {@link listSelect}. */
type ListRow = Awaited<ReturnType<ReturnType<typeof listSelect>['execute']>>[number];

/** A listing row on the wire (an owner without an e-mail and a chain without a name answer null). */
function listItemOf(r: ListRow): HotelListItem {
  return {
    _id: r.id,
    name: r.name,
    propertyId: r.propertyId ?? '',
    streetAddress: r.streetAddress,
    city: r.city,
    state: r.state,
    country: r.country,
    isActive: r.status,
    paymentMethodID: r.paymentMethodId,
    commission: r.chainId && r.chainName ? { _id: r.chainId, clientTypeName: r.chainName } : null,
    owner:
      r.ownerId && r.ownerEmail
        ? { _id: r.ownerId, fullName: `${r.ownerFirst} ${r.ownerLast}`.trim(), email: r.ownerEmail }
        : null,
    contact: r.contact,
    photo: r.photo ? hotelPhotoUrl(r.photo) : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * The listing (GET /hotel/list, GET /hotel/getHotel/{hotelAdminID}): hotels of `ownerId` (all when null)
 * matching the query. Without `page` every match (the spec's whole list); with it one page and the total.
 * Default order: newest first.
 *
 * Cost (docs/api-database.md, "Which index a list reads"): each scope and filter combination the console sends
 * (none, status, chain, chain + status, an owner, an owner + status, Missing Property ID by name) and each sortable
 * column of the unfiltered list, of a chain, of a status and of an owner has an index giving the list's order
 * (migrations 0040, 0059, 0064 for the chain name's sort, 0067 for an owner's; not a sort other than the newest first
 * within chain + status or owner + status, nor an owner's chain in the order), so a page reads its own entries; the
 * total sums the `hotel_counts` counters, an owner's `hotel_owner_counts` (a search counts its hotels). A page counted by
 * the counters is ONE named statement ({@link countedPage}); otherwise a later page reads its total first, then the
 * page from the end nearer to it (the last page reads only its own rows).
 */
export async function listHotels(
  db: Db,
  query: HotelListQuery,
  ownerId: string | null,
): Promise<{ data: HotelListItem[]; total?: number; page?: number; limit?: number }> {
  const search = query.search?.trim();
  const sortKey = SORT[query.sort ?? 'createdAt'];
  const page = query.page;
  const limit = query.limit ?? 10;
  if (page) {
    const counters = countersTotal(db, query, ownerId, search);
    if (counters) {
      const found = await countedPage(db, query, ownerId, listConditions(query, ownerId, search, true), counters, page, limit);
      return { data: found.rows, total: found.total, page, limit };
    }
  }
  const condition = listConditions(query, ownerId, search);

  /** The matching hotels in the list's order (`reversed`: the other way), `count` of them from `offset`. */
  const rowsOf = (reversed: boolean, count?: number, offset = 0) => {
    const order = (query.order === 'asc') !== reversed ? asc : desc;
    const base = listSelect(db)
      .where(condition)
      .orderBy(order(sortKey), order(hotels.id));
    return count === undefined ? base : base.limit(count).offset(offset);
  };
  const countAll = async (): Promise<number> => {
    const [{ total }] = await (countersTotal(db, query, ownerId, search) ??
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(hotels)
        .where(condition));
    return Number(total);
  };

  let rows: ListRow[];
  let total: number | undefined;
  if (!page) rows = await rowsOf(false);
  else if (page === 1) [rows, total] = await Promise.all([rowsOf(false, limit, 0), countAll()]);
  else {
    // A later page reads from the end nearer to it, which the total decides.
    total = await countAll();
    const offset = (page - 1) * limit;
    if (offset >= total) rows = [];
    else if (total - offset - limit < offset)
      rows = (
        await rowsOf(true, Math.min(limit, total - offset), Math.max(0, total - offset - limit))
      ).reverse();
    else rows = await rowsOf(false, limit, offset);
  }
  const data = rows.map(listItemOf);
  if (!page) return { data };
  return { data, total, page, limit };
}


/** The last total of each counted filter (with its sort and page size) at its later page: 256 filters at most. */
const lastTotals = new RememberedTotals(256);

/** A row of {@link countedPage}'s statements as the driver answers it: a {@link ListRow}'s columns (all null: no row). */
type CountedRow = { [K in keyof ListRow]: unknown };

/** A {@link CountedRow} as the {@link ListRow} the query builder answers (the drivers answer a JSON column parsed or as text, a timestamp as a string or a Date). */
const listRowOf = (r: CountedRow): ListRow => ({
  ...(r as unknown as ListRow),
  contact: (typeof r.contact === 'string' ? JSON.parse(r.contact) : r.contact) as ListRow['contact'],
  createdAt: hotels.createdAt.mapFromDriverValue(r.createdAt as string) as Date,
});

/**
 * The listing's page with its total from the counters (every hotel narrowed by chain, status or Missing Property
 * ID; no owner, no search) in ONE named statement (docs/api-database.md, "Which index a list reads", and "The
 * ticket list under 100,000 tickets", "Per-request work"): the total sums `hotel_counts` (a materialised CTE joined
 * LATERAL to the page); the page's ids are read through the filter's index in the list's order (the chain name's
 * sort too: the hotel's own copy of it), then each hotel is looked up by key with its owner, first contact and first
 * photo (its chain's id and name are the hotel's own columns: no chain table read, which with a few dozen chains the
 * planner scanned whole for each page). Page 1 reads forward, its LIMIT and OFFSET in the text (PostgreSQL keeps one plan); a later page reads
 * from the end nearer to it, for the total this filter had at its last later page (LIMIT and OFFSET parameters),
 * and is read again alone only when the statement's true total differs. The text depends on the filter, sort and
 * page size only. @returns the page's rows on the wire, in the list's order, and the total.
 */
async function countedPage(
  db: Db,
  query: HotelListQuery,
  ownerId: string | null,
  condition: SQL | undefined,
  counters: NonNullable<ReturnType<typeof countersTotal>>,
  page: number,
  limit: number,
): Promise<{ rows: HotelListItem[]; total: number }> {
  const sortKey = SORT[query.sort ?? 'createdAt'];
  const asc = query.order === 'asc';
  const offset = (page - 1) * limit;
  const total = counters.getSQL();
  // One chain's hotels: the chain (a range in `condition`, so not a constant to the planner) leads the order, which
  // only the chain's own indexes give; otherwise the planner may walk the whole list's index and skip the other
  // chains' hotels (rule 6).
  // One owner's hotels likewise: the owner leads (its range in `condition`), the chain then a filter.
  const oneChain = !ownerId && !!query.commissionID && isUuid(query.commissionID);
  const ids = (reversed: boolean) => {
    const dir = sql.raw(asc !== reversed ? 'ASC' : 'DESC');
    const scopeFirst = ownerId ? sql`${hotels.ownerId} ${dir}, ` : oneChain ? sql`${hotels.commissionId} ${dir}, ` : sql``;
    return {
      columns: sql`${hotels.id} AS id, ${sortKey} AS k0`,
      from: sql`${hotels} WHERE ${condition}`,
      order: sql`${scopeFirst}${sortKey} ${dir}, ${hotels.id} ${dir}`,
    };
  };
  // A page for the total `n` from the nearer end (page 1 forward whatever the total). A scope written as a range
  // keeps a later page's LIMIT and OFFSET as parameters (`perRunPlan`): under the window the planner once sorted an
  // owner's thousand hotels read through the owner's own index (docs/api-database.md, "Which index a list reads",
  // rule 5).
  const pageIds = nearerEndIds(ids, offset, limit, !!ownerId || oneChain);
  const dir = asc ? 'ASC' : 'DESC';
  const order = sql.raw(`r.k0 ${dir}, r.id ${dir}`);
  const pageRows = (n: number) => sql`
    SELECT h.id, h.name, h.property_id AS "propertyId", h.street_address AS "streetAddress", h.city, h.state,
      h.country, h.status, h.payment_method_id AS "paymentMethodId", h.commission_id AS "chainId", h.chain_name AS "chainName",
      o.id AS "ownerId", o.first_name AS "ownerFirst", o.last_name AS "ownerLast", o.email AS "ownerEmail",
      h.created_at AS "createdAt", p.k0,
      (SELECT json_build_object('_id', u.id, 'fullName', trim(u.first_name || ' ' || u.last_name), 'email', u.email, 'mobile', u.mobile)
        FROM hotel_employees e JOIN users u ON u.id = e.user_id
        WHERE e.hotel_id = h.id AND e.kind = 'contact' ORDER BY e.created_at, e.id LIMIT 1) AS contact,
      (SELECT ph.name FROM hotel_photos ph WHERE ph.hotel_id = h.id ORDER BY ph.created_at, ph.id LIMIT 1) AS photo
    FROM (${pageIds(n)}) p
    CROSS JOIN LATERAL (SELECT * FROM hotels h WHERE h.id = p.id OFFSET 0) h
    LEFT JOIN LATERAL (SELECT o.id, o.first_name, o.last_name, o.email FROM users o WHERE o.id = h.owner_id OFFSET 0) o ON true`;
  // A later page's end depends on the total: the one this filter had last time goes into the statement, which
  // answers the true total too; the page is read again (alone) only when hotels came or went meanwhile.
  const key = JSON.stringify([
    ownerId,
    query.commissionID ?? null,
    query.status ?? null,
    !!query.missingPropertyId,
    query.sort ?? null,
    dir,
    limit,
  ]);
  const found = await countedListPage<CountedRow>(db, { name: 'hotel_list', total, rows: pageRows, order }, offset, lastTotals, key);
  return { total: found.total, rows: found.rows.map((r) => listItemOf(listRowOf(r))) };
}

const searchColumns = {
  id: hotels.id,
  name: hotels.name,
  commission: hotels.commissionId,
  propertyId: hotels.propertyId,
  city: hotels.city,
};
const toSearchItem = (r: {
  id: string;
  name: string;
  commission: string | null;
  propertyId: string | null;
  city: string;
}): HotelSearchItem => ({
  _id: r.id,
  name: r.name,
  commission: r.commission,
  propertyId: r.propertyId ?? '',
  city: r.city,
});

/** POST /hotel/query: by name, property ID or city, chain and ids; at most `limit` (20), by name. */
export async function queryHotels(db: Db, body: HotelQueryBody): Promise<HotelSearchItem[]> {
  const where: SQL[] = [isNull(hotels.deletedAt)];
  const search = body.search?.trim();
  if (search) {
    const p = likePattern(search);
    where.push(
      or(
        sql`${hotels.name} ilike ${p}`,
        sql`${hotels.propertyId} ilike ${p}`,
        sql`${hotels.city} ilike ${p}`,
      ) as SQL,
    );
  }
  if (body.commission) where.push(chainFilter(body.commission));
  if (body.ids) {
    const ids = body.ids.filter(isUuid);
    where.push(ids.length ? sql`${hotels.id} in ${ids}` : sql`false`);
  }
  const rows = await db
    .select(searchColumns)
    .from(hotels)
    .leftJoin(commissions, eq(commissions.id, hotels.commissionId))
    .where(and(...where))
    .orderBy(sql`lower(${hotels.name})`, hotels.id)
    .limit(body.limit ?? 20);
  return rows.map(toSearchItem);
}

/** GET /user/hotels: every hotel owner account (accessLevel OWNER), by name. */
export async function listOwners(db: Db) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.accessLevel, 'OWNER'))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, users.id);
  return rows.map((r) => ({ _id: r.id, fullName: `${r.firstName} ${r.lastName}`.trim(), email: r.email }));
}
