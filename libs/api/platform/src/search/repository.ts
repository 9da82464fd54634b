/**
 * The one search across the areas (docs/areas/search.md), decorated as `app.recordSearch` (`app.search` is Fastify's SEARCH method): the SQL of every record type it
 * looks in, who finds what, the score of each match and the hit as the wire has it (title, context line, the page
 * of the record for the caller's role through libs/contracts' `recordPath`).
 *
 * An area never imports another (libs/api/README.md): the tables of the other areas (tickets, invoices, coupons,
 * content) are read here by name in SQL, the shared ones through their Drizzle names. The trigram and prefix
 * indexes every statement reads are migration 0029's.
 */
import {
  BOOKING_ID_PREFIX,
  getArea,
  recordPath,
  Roles,
  SEARCH_TYPES,
  ticketReference,
  ticketStatusTitle,
  formatDate,
  formatDay,
  formatMoney,
  formatPercent,
  type Role,
  type SearchHit,
  type SearchType,
} from '@backoffice/contracts';
import { containsPattern, prefixPattern, rowsOf, type Db, type Tx } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { TYPES_OF_ROLE, normalise, numberPrefixRanges, referencesOf, type Range, type References } from './text';

/** Who asks: the caller's id, role and department (a Department user's). */
export interface Searcher {
  id: string;
  role: Role;
  departmentId: string | null;
}

/** One search: the text as typed, the types asked for, the most hits, exact references only. */
export interface SearchRequest {
  q: string;
  types: readonly SearchType[];
  limit: number;
  exact: boolean;
}

/**
 * The word similarity (pg_trgm's `<%`, 0-1) from which a text matches a name it does not contain: low enough that a
 * letter left out, added or changed in a surname still matches (`kowalsky` → Kowalczyk 0.56, `nguen` → Nguyen 0.5),
 * high enough that a common word does not match half a table. docs/areas/search.md, "Ranking".
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;
/** Shortest text matched against names (prefix); shorter text answers references only. */
export const MIN_TEXT = 2;
/** Shortest text matched anywhere in a name and with typos (a trigram is three characters). */
export const MIN_FUZZY_TEXT = 3;
/** Guests whose latest reservations a name search also answers, and how many of each. */
const GUESTS_WITH_BOOKINGS = 3;
const BOOKINGS_PER_GUEST = 3;

/** A hit before its route. */
type Found = Omit<SearchHit, 'route'> & { name?: string };

/** What a finder is given. */
interface Ask {
  tx: Tx;
  me: Searcher;
  /** The text normalised (text.ts `normalise`). */
  text: string;
  refs: References;
  exact: boolean;
  limit: number;
  types: ReadonlySet<SearchType>;
}

/** The text of a text match: the SQL pieces every finder scores with. */
interface Match {
  /** The text as a parameter. */
  q: SQL;
  /** `text%`, LIKE characters escaped. */
  prefix: SQL;
  /** `%text%`, LIKE characters escaped. */
  contains: SQL;
  /** Matches anywhere and with typos (MIN_FUZZY_TEXT characters and more). */
  fuzzy: boolean;
}

const matchOf = (text: string): Match | null =>
  text.length < MIN_TEXT
    ? null
    : { q: sql`${text}`, prefix: sql`${prefixPattern(text)}`, contains: sql`${containsPattern(text)}`, fuzzy: text.length >= MIN_FUZZY_TEXT };

/**
 * Where a record's text matches: `doc` (the indexed document: a name, or a name with its city and ID) contains the
 * text or is similar to it word by word (pg_trgm `<%`, from MIN_FUZZY_TEXT characters), or `prefixes` (expressions
 * with a prefix index) start with it.
 */
function matches(m: Match, doc: SQL, prefixes: SQL[] = []): SQL {
  const parts = prefixes.map((p) => sql`${p} like ${m.prefix}`);
  if (m.fuzzy) parts.push(sql`${doc} like ${m.contains}`, sql`${m.q} <% ${doc}`);
  else parts.push(sql`${doc} like ${m.prefix}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The score of a text match, 0-1 (docs/areas/search.md, "Ranking"): 1 when `title` is the text, 0.9-0.95 when it
 * starts with it (shorter first), 0.8-0.9 when `doc` contains it (by its word similarity), else the word
 * similarity times 0.8 (a typo).
 */
function score(m: Match, title: SQL, doc: SQL, starts: SQL[] = []): SQL {
  const prefixed = [title, ...starts].map((e) => sql`${e} like ${m.prefix}`);
  return sql`(case
    when ${title} = ${m.q} then 1.0
    when ${sql.join(prefixed, sql` or `)} then 0.95 - least(0.05, greatest(0, length(${title}) - length(${m.q})) * 0.002)
    when ${doc} like ${m.contains} then 0.8 + 0.1 * word_similarity(${m.q}, ${doc})
    else 0.8 * word_similarity(${m.q}, ${doc}) end)::float8`;
}

/** `column between lo and hi or …` for the ranges (false for none). */
function inRanges(column: SQL, ranges: readonly Range[]): SQL {
  if (!ranges.length) return sql`false`;
  return sql`(${sql.join(
    ranges.map(([lo, hi]) => (lo === hi ? sql`${column} = ${lo}` : sql`${column} between ${lo} and ${hi}`)),
    sql` or `,
  )})`;
}

/** The search of a reference: the number it is exactly (score 1) and, unless exact, the numbers it starts (0.9). */
function numberMatch(column: SQL, digits: string, width: number, exact: boolean): { where: SQL; score: SQL } {
  const value = Number(digits);
  const equal = sql`${column} = ${value}`;
  if (exact) return { where: equal, score: sql`1.0::float8` };
  const ranges = inRanges(column, numberPrefixRanges(digits, width));
  return { where: sql`(${equal} or ${ranges})`, score: sql`(case when ${equal} then 1.0 else 0.9 end)::float8` };
}

const joinText = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
const bookingId = (no: number) => `${BOOKING_ID_PREFIX}${no}`;
const invoiceNumber = (seq: number) => `INV-${String(seq).padStart(6, '0')}`;

/** A reservation's row as the hits show it. */
interface ReservationRow {
  id: string;
  booking_no: number;
  status: string;
  reservation_start: Date | string;
  timezone: string;
  hotel: string | null;
  first_name: string | null;
  last_name: string | null;
  score: number;
}

const RESERVATION_COLUMNS = sql`r.id::text as id, r.booking_no, r.status, r.reservation_start, r.timezone, h.name as hotel,
  u.first_name, u.last_name`;

const reservationHit = (r: ReservationRow, score: number): Found => ({
  type: 'reservation',
  id: r.id,
  title: joinText(bookingId(r.booking_no), fullName(r.first_name, r.last_name)),
  context: joinText(r.hotel, formatDate(r.reservation_start, { zone: r.timezone }), r.status),
  score,
  name: bookingId(r.booking_no),
});

/** Reservations by booking number (`TF100707`, its start, bare digits). */
async function reservationsByNumber({ tx, refs, exact, limit }: Ask): Promise<Found[]> {
  if (!refs.booking) return [];
  const m = numberMatch(sql`r.booking_no`, refs.booking, 1, exact);
  const rows = rowsOf<ReservationRow>(
    await tx.execute(sql`select ${RESERVATION_COLUMNS}, ${m.score} as score
      from reservations r join hotels h on h.id = r.hotel_id left join users u on u.id = r.booked_by_id
      where ${m.where} order by score desc, r.booking_no limit ${limit}`),
  );
  return rows.map((r) => reservationHit(r, Number(r.score)));
}

/** The latest reservations of the guests found by name: what a person looking for a guest usually opens. */
async function reservationsOfGuests(tx: Tx, guests: readonly Found[]): Promise<Found[]> {
  const top = guests.slice(0, GUESTS_WITH_BOOKINGS);
  if (!top.length) return [];
  const ids = sql.join(top.map((g) => sql`${g.id}::uuid`), sql`, `);
  const rows = rowsOf<ReservationRow & { guest: string; n: number }>(
    await tx.execute(sql`select g.id::text as guest, r.* from unnest(array[${ids}]) as g(id)
      cross join lateral (
        select ${RESERVATION_COLUMNS}, row_number() over (order by r.reservation_start desc) as n
        from reservations r join hotels h on h.id = r.hotel_id left join users u on u.id = r.booked_by_id
        where r.booked_by_id = g.id order by r.reservation_start desc limit ${BOOKINGS_PER_GUEST}) r`),
  );
  const scoreOf = new Map(top.map((g) => [g.id, g.score]));
  return rows.map((r) => reservationHit(r, (scoreOf.get(r.guest) ?? 0) * 0.97 - 0.01 * Number(r.n)));
}

/** A user's row as the hits show it. */
interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string | null;
  user_type: string | null;
  provider: string | null;
  score: number;
}

const USER_NAME = sql`lower(first_name || ' ' || last_name)`;
/** Which users each type is: customers (the app's), console users and hotel accounts, SuperAdmins. */
const USER_KIND: Record<'customer' | 'user' | 'admin', SQL> = {
  customer: sql`(role is null and user_type = 'APP')`,
  user: sql`(role in ('Employee', 'Department') or (role is null and user_type in ('ADMIN', 'EMPLOYEE')))`,
  admin: sql`(role = 'SuperAdmin')`,
};

/** Customers, users and admins by name or e-mail (its start), or by the exact e-mail. */
async function people({ tx, text, refs, exact, limit, types }: Ask): Promise<Found[]> {
  const kinds = (['customer', 'user', 'admin'] as const).filter((k) => types.has(k));
  if (!kinds.length) return [];
  const kind = sql`(${sql.join(kinds.map((k) => USER_KIND[k]), sql` or `)})`;
  let where: SQL;
  let rank: SQL;
  if (exact || refs.email) {
    if (!refs.email) return [];
    const email = sql`${refs.email}`;
    where = exact ? sql`email = ${email}` : sql`email like ${prefixPattern(refs.email)}`;
    rank = sql`(case when email = ${email} then 1.0 else 0.95 - least(0.05, (length(email) - length(${email})) * 0.002) end)::float8`;
  } else {
    const m = matchOf(text);
    if (!m) return [];
    // The e-mail by its start (users_email_pattern_idx), the last name by its start (users_last_name_idx), the
    // whole name contained or similar (users_name_trgm_idx).
    where = matches(m, USER_NAME, [sql`email`, sql`lower(last_name)`]);
    rank = score(m, USER_NAME, USER_NAME, [sql`email`, sql`lower(last_name)`]);
  }
  const rows = rowsOf<UserRow>(
    await tx.execute(sql`select id::text as id, first_name, last_name, email, role, user_type, provider, ${rank} as score
      from users where deleted_at is null and ${kind} and ${where}
      order by score desc, lower(last_name), lower(first_name), id limit ${limit}`),
  );
  return rows.map((u) => {
    const type = u.role === Roles.SuperAdmin ? 'admin' : u.user_type === 'APP' && !u.role ? 'customer' : 'user';
    const what = type === 'customer' ? (u.provider === 'Timeflyz' ? 'Customer' : 'Guest') : (u.role ?? 'Hotel account');
    return { type, id: u.id, title: fullName(u.first_name, u.last_name) || u.email, context: joinText(u.email, what), score: Number(u.score), name: u.email };
  });
}

/** A hotel's row as the hits show it. */
interface HotelRow {
  id: string;
  name: string;
  city: string;
  country: string;
  property_id: string | null;
  status: string;
  chain: string | null;
  score: number;
}

const HOTEL_DOC = sql`lower(h.name || ' ' || h.city || ' ' || coalesce(h.property_id, ''))`;

/** Hotels by name, city or property ID. */
async function hotels({ tx, text, exact, limit }: Ask): Promise<Found[]> {
  const m = exact ? null : matchOf(text);
  if (!m) return [];
  const rows = rowsOf<HotelRow>(
    await tx.execute(sql`select h.id::text as id, h.name, h.city, h.country, h.property_id, h.status, c.client_type_name as chain,
        greatest(${score(m, sql`lower(h.name)`, HOTEL_DOC, [sql`lower(h.city)`])},
          case when lower(h.property_id) = ${m.q} then 1.0 else 0 end) as score
      from hotels h left join commissions c on c.id = h.commission_id
      where h.deleted_at is null and ${matches(m, HOTEL_DOC)}
      order by score desc, lower(h.name), h.id limit ${limit}`),
  );
  return rows.map((h) => ({
    type: 'hotel',
    id: h.id,
    title: h.name,
    context: joinText([h.city, h.country].filter(Boolean).join(', '), h.property_id ? `Property ID ${h.property_id}` : null, h.chain, h.status),
    score: Number(h.score),
    name: h.name,
  }));
}

/** Property chains by name. */
async function chains({ tx, text, exact, limit }: Ask): Promise<Found[]> {
  const m = exact ? null : matchOf(text);
  if (!m) return [];
  const doc = sql`lower(client_type_name)`;
  const rows = rowsOf<{ id: string; name: string; rate: number; score: number }>(
    await tx.execute(sql`select id::text as id, client_type_name as name, commission_rate as rate, ${score(m, doc, doc)} as score
      from commissions where ${matches(m, doc)} order by score desc, lower(client_type_name) limit ${limit}`),
  );
  return rows.map((c) => ({
    type: 'chain',
    id: c.id,
    title: c.name,
    context: joinText('Property chain', `${formatPercent(Number(c.rate), { digits: 2 })} commission`),
    score: Number(c.score),
    name: c.name,
  }));
}

/** Which tickets the caller finds: the help desk's rule (docs/areas/helpdesk.md): all, its department's and its own, its own. */
function ticketsVisibleTo(me: Searcher): SQL {
  if (me.role === Roles.SuperAdmin) return sql`true`;
  if (me.role === Roles.Department && me.departmentId) return sql`(t.department_id = ${me.departmentId} or t.user_id = ${me.id})`;
  return sql`t.user_id = ${me.id}`;
}

/** Tickets by number (`TK-000123`, its start, bare digits) or title, within what the caller may see. */
async function tickets({ tx, me, text, refs, exact, limit }: Ask): Promise<Found[]> {
  const doc = sql`lower(t.title)`;
  let where: SQL;
  let rank: SQL;
  if (refs.ticket) {
    ({ where, score: rank } = numberMatch(sql`t.number`, refs.ticket, 6, exact));
  } else {
    const m = exact ? null : matchOf(text);
    if (!m) return [];
    where = matches(m, doc);
    rank = score(m, doc, doc);
  }
  const rows = rowsOf<{ id: string; number: number; title: string; status: number; created_at: Date | string; department: string | null; score: number }>(
    await tx.execute(sql`select t.id::text as id, t.number, t.title, t.status, t.created_at, d.name as department, ${rank} as score
      from tickets t left join departments d on d.id = t.department_id
      where ${ticketsVisibleTo(me)} and ${where}
      order by score desc, t.created_at desc, t.id limit ${limit}`),
  );
  return rows.map((t) => ({
    type: 'ticket',
    id: t.id,
    title: joinText(ticketReference(Number(t.number)), t.title),
    context: joinText(t.department, ticketStatusTitle(Number(t.status)), formatDate(t.created_at)),
    score: Number(t.score),
    name: ticketReference(Number(t.number)),
  }));
}

/** Invoices by number (`INV-000012`, its start, bare digits). */
async function invoices({ tx, refs, exact, limit }: Ask): Promise<Found[]> {
  if (!refs.invoice) return [];
  const m = numberMatch(sql`i.number_seq`, refs.invoice, 6, exact);
  const rows = rowsOf<{ id: string; hotel_id: string; number_seq: number; total: number; currency: string; status: string; due_at: Date | string; hotel: string | null; score: number }>(
    await tx.execute(sql`select i.id::text as id, i.hotel_id::text as hotel_id, i.number_seq, i.total, i.currency, i.status, i.due_at,
        h.name as hotel, ${m.score} as score
      from invoices i left join hotels h on h.id = i.hotel_id
      where ${m.where} order by score desc, i.number_seq limit ${limit}`),
  );
  return rows.map((i) => ({
    type: 'invoice',
    id: i.id,
    parentId: i.hotel_id,
    title: invoiceNumber(i.number_seq),
    context: joinText(i.hotel, formatMoney(Number(i.total), i.currency), `${i.status[0]?.toUpperCase()}${i.status.slice(1)}`, `due ${formatDate(i.due_at)}`),
    score: Number(i.score),
    name: invoiceNumber(i.number_seq),
  }));
}

/** Coupons by code. */
async function coupons({ tx, text, exact, limit }: Ask): Promise<Found[]> {
  const m = exact ? null : matchOf(text);
  if (!m) return [];
  const doc = sql`lower(code)`;
  const rows = rowsOf<{ id: string; code: string; value: number; start_date: string; end_date: string; score: number }>(
    await tx.execute(sql`select id::text as id, code, value, start_date::text as start_date, end_date::text as end_date, ${score(m, doc, doc)} as score
      from coupons where deleted_at is null and ${matches(m, doc)} order by score desc, code limit ${limit}`),
  );
  return rows.map((c) => ({
    type: 'coupon',
    id: c.id,
    title: c.code,
    context: joinText(`${formatPercent(Number(c.value))} off`, `${formatDay(c.start_date)} – ${formatDay(c.end_date)}`),
    score: Number(c.score),
    name: c.code,
  }));
}

/**
 * The website content block each content page of the console edits (docs/areas/cms.md, "Content and SEO pages"),
 * by the page's path in libs/contracts areas.ts: its block's title is searched with the page's label.
 */
const CONTENT_BLOCK_TAGS: Readonly<Record<string, string>> = {
  '/contactUs': 'ContactUs',
  '/contactUs/seo': 'ContactUsSeo',
  '/terms': 'TermsAndConditions',
  '/terms/seo': 'TermsAndConditionsSEO',
  '/terms-hotel': 'TermsAndConditionsHotels',
  '/terms-hotel/seo': 'TermsAndConditionsHotelsSEO',
  '/privacy': 'PrivacyPolicy',
  '/privacy/seo': 'PrivacyPolicySeo',
  '/faq/seo': 'FaqSeo',
  '/about': 'AboutMicrostay',
  '/about/seo': 'AboutMicrostaySeo',
  '/pressRoom': 'Press Room',
  '/pressRoom/seo': 'Press Room SEO',
};

/** The website content pages of the console (the cms area's pages without a parameter): path, label, block tag. */
const CONTENT_PAGES = getArea('cms')
  .pages.filter((p) => !p.path.includes(':'))
  .map((p) => ({ path: p.path, label: p.label, tag: CONTENT_BLOCK_TAGS[p.path] ?? null }));

/** Content pages by label or their block's title, and FAQ entries by question. */
async function content({ tx, text, exact, limit }: Ask): Promise<Found[]> {
  const m = exact ? null : matchOf(text);
  if (!m) return [];
  const pages = sql.join(
    CONTENT_PAGES.map((p) => sql`(${p.path}, ${p.label}, ${p.tag}::text)`),
    sql`, `,
  );
  const doc = sql`lower(p.label || ' ' || coalesce(b.title, ''))`;
  const faq = sql`lower(f.question)`;
  const rows = rowsOf<{ path: string; label: string; detail: string | null; score: number }>(
    await tx.execute(sql`select * from (
        select p.path, p.label, nullif(b.title, '') as detail, ${score(m, sql`lower(p.label)`, doc)} as score
        from (values ${pages}) as p(path, label, tag) left join cms_blocks b on b.tag = p.tag and b.position = 0
        where ${matches(m, doc)}
        union all
        select '/faq/' || f.id::text, f.question, 'FAQ', ${score(m, faq, faq)} from faqs f where ${matches(m, faq)}
      ) found order by score desc, label limit ${limit}`),
  );
  return rows.map((p) => ({
    type: 'content',
    id: p.path,
    title: p.label,
    context: joinText('Website content', p.detail),
    score: Number(p.score),
    name: p.label,
  }));
}

/** Each type's finder; `reservation` by number here, by guest after the people were found. */
const FINDERS: Record<Exclude<SearchType, 'customer' | 'user' | 'admin'>, (ask: Ask) => Promise<Found[]>> = {
  reservation: reservationsByNumber,
  ticket: tickets,
  hotel: hotels,
  invoice: invoices,
  chain: chains,
  coupon: coupons,
  content,
};

const typeOrder = (t: string) => (SEARCH_TYPES as readonly string[]).indexOf(t);
const round3 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

export class SearchRepository {
  constructor(private readonly db: Db) {}

  /**
   * The best matches of `request.q` the caller may see (docs/areas/search.md): at most `limit`, best first (score,
   * then type in SEARCH_TYPES order, then title), each with the page of its record for the caller's role (a record
   * without one is left out). `exact` answers only records whose reference is the text (booking, invoice or ticket
   * number, e-mail). Text shorter than MIN_TEXT characters finds references only.
   * @returns the hits, `[]` when nothing matches or the caller may find none of the types asked for.
   */
  async search(me: Searcher, request: SearchRequest): Promise<SearchHit[]> {
    const allowed = new Set(TYPES_OF_ROLE[me.role] ?? []);
    const types = new Set(request.types.filter((t) => allowed.has(t)));
    if (!types.size) return [];
    const text = normalise(request.q);
    const refs = referencesOf(text);
    const found = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
      const ask: Ask = { tx, me, text, refs, exact: request.exact, limit: request.limit, types };
      const hits: Found[] = [];
      for (const [type, find] of Object.entries(FINDERS) as [SearchType, (a: Ask) => Promise<Found[]>][]) {
        if (types.has(type)) hits.push(...(await find(ask)));
      }
      // People: asked for, or looked up for their reservations (a guest's name answers its latest bookings).
      const wantsGuests = types.has('reservation') && !request.exact && !refs.booking;
      const personTypes = new Set<SearchType>([...types].filter((t) => t === 'customer' || t === 'user' || t === 'admin'));
      if (wantsGuests) personTypes.add('customer');
      if (personTypes.size) {
        const people_ = await people({ ...ask, types: personTypes });
        hits.push(...people_.filter((p) => types.has(p.type as SearchType)));
        if (wantsGuests) hits.push(...(await reservationsOfGuests(tx, people_.filter((p) => p.type === 'customer'))));
      }
      return hits;
    });
    const seen = new Set<string>();
    const hits: SearchHit[] = [];
    for (const f of found.sort((a, b) => b.score - a.score || typeOrder(a.type) - typeOrder(b.type) || a.title.localeCompare(b.title))) {
      const key = `${f.type}:${f.id}`;
      if (seen.has(key)) continue;
      const route = recordPath({ type: f.type, id: f.id, parentId: f.parentId, name: f.name }, me.role);
      if (!route) continue;
      seen.add(key);
      hits.push({ type: f.type, id: f.id, ...(f.parentId ? { parentId: f.parentId } : {}), title: f.title, context: f.context, route, score: round3(f.score) });
      if (hits.length >= request.limit) break;
    }
    return hits;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one search across the areas (platform area only). */
    recordSearch: SearchRepository;
  }
}

export default fp(
  async function searchRepository(app) {
    app.decorate('recordSearch', new SearchRepository(app.db));
  },
  { name: 'platform-search-repository', dependencies: ['db'] },
);
