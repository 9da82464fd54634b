/**
 * The one search across the areas (docs/areas/search.md), decorated as `app.recordSearch` (`app.search` is Fastify's SEARCH method): the SQL of every record type it
 * looks in, who finds what, the score of each match and the hit as the wire has it (title, context line, the page
 * of the record for the caller's role through libs/contracts' `recordPath`).
 *
 * An area never imports another (libs/api/README.md): the tables of the other areas (tickets, invoices, coupons,
 * content) are read here by name in SQL, the shared ones through their Drizzle names. The trigram and prefix
 * indexes every statement reads are migration 0029's, the phonetic ones of people's names migration 0030's.
 */
import {
  BOOKING_ID_PREFIX,
  getArea,
  recordPath,
  Roles,
  SEARCH_TYPES,
  invoiceReference,
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
import { containsPattern, prefixPattern, repositoryPlugin, rowsOf, type Db, type Tx } from '@backoffice/api-server';
import { sql, type SQL } from 'drizzle-orm';
import { TYPES_OF_ROLE, isWrittenReference, normalise, numberPrefixRanges, referencesOf, swapsOf, type Range, type References } from './text';

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
/**
 * The most records of one table a text match scores (docs/areas/search.md, "Ranking"): a word that thousands of
 * tickets or people contain costs the reading of this many, not of them all; the best of them are answered. The
 * similar ones (a typo) are read up to SIMILAR_CANDIDATES: their similarity is computed anyway to know they match,
 * and the one record a misspelt rare name means must not be left among a thousand that look a little like it.
 */
export const CANDIDATES = 300;
export const SIMILAR_CANDIDATES = 1000;
/** Guests whose latest reservations a name search also answers, and how many of each. */
const GUESTS_WITH_BOOKINGS = 3;
const BOOKINGS_PER_GUEST = 3;

/** A hit before its route. */
type Found = Omit<SearchHit, 'route'> & { name?: string };

/** What a finder is given. */
interface Ask {
  tx: Tx;
  me: Searcher;
  /** The text as matched against names, or null: exact references only, a reference written as one, too short. */
  m: Match | null;
  refs: References;
  exact: boolean;
  limit: number;
  types: ReadonlySet<SearchType>;
  /**
   * The close matches (score CLOSE_SCORE and more) the finders before this one answered: once they are `limit`, no
   * similar match could be among the best, and no finder looks for one.
   */
  closeFound: { n: number };
}

/** The lowest score of a close match; a similar one (a typo) scores at most 0.75 (see `score`). */
const CLOSE_SCORE = 0.8;

/** The text of a text match: the SQL pieces every finder matches and scores with. */
interface Match {
  /** The text as a parameter. */
  q: SQL;
  /** `text%`, LIKE characters escaped. */
  prefix: SQL;
  /** `%text%`, LIKE characters escaped. */
  contains: SQL;
  /** The words of MIN_FUZZY_TEXT characters and more (each matched anywhere, and with typos). */
  words: string[];
  /** Several words (the text is also matched word by word). */
  several: boolean;
  /** Matched anywhere and with typos (the text has MIN_FUZZY_TEXT characters and more). */
  fuzzy: boolean;
}

const matchOf = (text: string): Match | null => {
  if (text.length < MIN_TEXT) return null;
  const words = text.split(' ').filter((w) => w.length >= MIN_FUZZY_TEXT);
  return {
    q: sql`${text}`,
    prefix: sql`${prefixPattern(text)}`,
    contains: sql`${containsPattern(text)}`,
    words,
    several: text.includes(' ') && words.length > 0,
    fuzzy: text.length >= MIN_FUZZY_TEXT && words.length > 0,
  };
};

/**
 * A record's text as matched: `doc` the indexed document (a name, or a hotel's name with its city and property ID;
 * migration 0029's trigram index on the same expression), `title` what the hit is called (the document starts with
 * it), `prefixes` expressions with a prefix index of their own (an e-mail, a last name). Every condition of `where`
 * reads an index, so that PostgreSQL combines them (a bitmap OR) instead of reading the whole table.
 */
interface Text {
  m: Match;
  doc: SQL;
  title: SQL;
  prefixes?: SQL[];
  /**
   * A person's names, each lower-cased as its prefix index and migration 0030's phonetic index write it: a word one
   * edit from one of them (two neighbouring letters swapped; a letter changed, left out or added where the name
   * sounds the same) is similar too. See `oneEditWhere`.
   */
  names?: SQL[];
}

/** Every word of the text is in the document (each by the trigram index). */
const allWords = ({ m, doc }: Text) => sql`(${sql.join(m.words.map((w) => sql`${doc} like ${containsPattern(w)}`), sql` and `)})`;

/**
 * Where a record's text matches closely (docs/areas/search.md, "What a text matches"): a prefix expression starts
 * with the text, or the document contains it (from MIN_FUZZY_TEXT characters; a text of several words: each of its
 * words), or starts with it (a shorter text). The document containing the text covers its starting with it: one
 * condition less to check per row.
 */
function closeWhere(t: Text): SQL {
  const { m, doc } = t;
  const parts = (t.prefixes ?? []).map((p) => sql`${p} like ${m.prefix}`);
  if (!m.fuzzy) parts.push(sql`${doc} like ${m.prefix}`);
  else if (m.several) parts.push(allWords(t));
  else parts.push(sql`${doc} like ${m.contains}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Where one of `names` is one edit from `word` (docs/areas/search.md, "What a text matches"), each arm by an index:
 * the name is one of the word's spellings with two neighbouring letters swapped back (the names' prefix indexes,
 * users_last_name_idx and users_first_name_idx), or it sounds like the word (the same dmetaphone code, migration
 * 0030's index) and is a letter changed, left out or added from it (levenshtein_less_equal). Trigrams miss both in a
 * short name: `simth` shares 2 of its 6 trigrams with `smith` (word similarity 0.33).
 */
function oneEditWhere(names: readonly SQL[], word: string): SQL {
  const swaps = swapsOf(word);
  const arms = names.flatMap((name) => [
    ...(swaps.length ? [sql`${name} in (${sql.join(swaps.map((s) => sql`${s}`), sql`, `)})`] : []),
    sql`(dmetaphone(${name}) = dmetaphone(${word}::text) and levenshtein_less_equal(${name}, ${word}::text, 1) <= 1)`,
  ]);
  return sql`(${sql.join(arms, sql` or `)})`;
}

/**
 * Whether each word of the text is in the document or one edit from one of `names`, for the score: as `oneEditWhere`
 * without the phonetic code (the rows are already found; the code only makes the edit distance an index read).
 * `chole hughesford` is so Chloe Hughesford, not Chloe Hugheswood.
 */
function eachWordOrOneEdit({ m, doc, names = [] }: Text): SQL {
  const words = m.words.map((word) => {
    const swaps = swapsOf(word);
    const arms = names.flatMap((name) => [
      ...(swaps.length ? [sql`${name} in (${sql.join(swaps.map((s) => sql`${s}`), sql`, `)})`] : []),
      sql`levenshtein_less_equal(${name}, ${word}::text, 1) <= 1`,
    ]);
    return sql`(${doc} like ${containsPattern(word)} or ${sql.join(arms, sql` or `)})`;
  });
  return sql`(${sql.join(words, sql` and `)})`;
}

/**
 * Where a record's text is similar (a typo): each word of the text is similar to a part of the document (pg_trgm
 * `<%`, word similarity at least WORD_SIMILARITY_THRESHOLD): a letter left out, added or changed; or, for a person,
 * one edit from its first or last name (`oneEditWhere`: two letters swapped, or sounding the same).
 */
const similarWhere = ({ m, doc, names }: Text): SQL =>
  sql`(${sql.join(
    m.words.map((w) => (names?.length ? sql`(${w} <% ${doc} or ${oneEditWhere(names, w)})` : sql`${w} <% ${doc}`)),
    sql` and `,
  )})`;

/** Close or similar, for the small tables read whole. */
const anyWhere = (t: Text): SQL => (t.m.fuzzy ? sql`(${closeWhere(t)} or ${similarWhere(t)})` : closeWhere(t));

/**
 * The score of a text match, 0-1 (docs/areas/search.md, "Ranking"): 1 when the title is the text, 0.9-0.95 when it
 * (or a prefix expression) starts with it (shorter first), 0.81-0.85 when the document contains it, 0.8 when it contains each of its
 * words (shorter first in each band), else the word similarity of the text to the document times 0.75 (a typo); a
 * person whose document has each word of the text or a name one edit from it scores at least 0.75 × (1 - 1 / the
 * text's length), a letter's worth below the text itself, so that the name a swap misspelt (`simth`: Smith 0.6) comes
 * before the names that merely share trigrams with it. Only the typo bands compute a similarity or a distance: a common word that
 * thousands of records contain costs a LIKE each.
 */
function score(t: Text): SQL {
  const { m, doc, title } = t;
  // Shorter first: by the length of what starts with the text (a last name `Patel` before `Pateler`).
  const prefixed = [title, ...(t.prefixes ?? [])].map(
    (e) => sql`when ${e} like ${m.prefix} then 0.95 - least(0.05, greatest(0, length(${e}) - length(${m.q})) * 0.005)`,
  );
  return sql`(case
    when ${title} = ${m.q} then 1.0
    ${sql.join(prefixed, sql` `)}
    ${m.fuzzy ? sql`when ${doc} like ${m.contains} then 0.85 - least(0.04, greatest(0, length(${doc}) - length(${m.q})) * 0.001)` : sql``}
    ${m.fuzzy && m.several ? sql`when ${allWords(t)} then 0.8` : sql``}
    ${m.fuzzy && t.names?.length ? sql`when ${eachWordOrOneEdit(t)} then 0.75 * greatest(word_similarity(${m.q}, ${doc}), 1 - 1.0 / length(${m.q}))` : sql``}
    else 0.75 * word_similarity(${m.q}, ${doc}) end)::float8`;
}

/**
 * The rows of a large table that match the text, as a subquery with the table's columns (docs/areas/search.md,
 * "Ranking"): the close matches, at most CANDIDATES of them; and only when they and the close matches other finders
 * answered (`closeFound`) are fewer than `limit` (and the text may be misspelt), the similar ones, at most
 * SIMILAR_CANDIDATES. One statement: PostgreSQL runs the second scan only when its one-time gate is true. A similar
 * match scores below every close one, so it could not displace one; and the similarity of thousands of records to a
 * common word is not computed.
 * @param from the table and its alias (`tickets t`); `alias` the alias; `base` the rows the caller may find.
 */
function matching(t: Text, from: SQL, alias: SQL, base: SQL, { limit, closeFound }: Ask): SQL {
  const close = sql`select ${alias}.* from ${from} where ${base} and ${closeWhere(t)} limit ${CANDIDATES}`;
  const wanted = limit - closeFound.n;
  if (!t.m.fuzzy || wanted <= 0) return sql`(${close})`;
  return sql`(with close_match as (${close}),
      similar_match as (select ${alias}.* from ${from} where ${base} and ${similarWhere(t)}
        and (select count(*) from close_match) < ${wanted} limit ${SIMILAR_CANDIDATES})
    select * from close_match union all select * from similar_match where id not in (select id from close_match))`;
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
async function people(ask: Ask): Promise<Found[]> {
  const { tx, m, refs, exact, limit, types } = ask;
  const kinds = (['customer', 'user', 'admin'] as const).filter((k) => types.has(k));
  if (!kinds.length) return [];
  const kind = sql`(${sql.join(kinds.map((k) => USER_KIND[k]), sql` or `)})`;
  const select = async (found: SQL, rank: SQL) =>
    rowsOf<UserRow>(
      await tx.execute(sql`select id::text as id, first_name, last_name, email, role, user_type, provider, ${rank} as score
        from ${found} users order by score desc, lower(last_name), lower(first_name), id limit ${limit}`),
    );
  const base = sql`users.deleted_at is null and ${kind}`;
  let rows: UserRow[];
  if (refs.email) {
    const email = sql`${refs.email}`;
    const filter = exact ? sql`email = ${email}` : sql`email like ${prefixPattern(refs.email)}`;
    rows = await select(
      sql`(select * from users where ${base} and ${filter} limit ${CANDIDATES})`,
      sql`(case when email = ${email} then 1.0 else 0.95 - least(0.05, (length(email) - length(${email})) * 0.002) end)::float8`,
    );
  } else {
    if (!m) return [];
    // The e-mail and the last name by their start (users_email_pattern_idx, users_last_name_idx), the whole name
    // by the trigram index (users_name_trgm_idx); a name one edit away by the names' prefix and phonetic indexes
    // (users_last_name_idx, users_first_name_idx, migration 0030's users_*_name_dmetaphone_idx).
    const t: Text = {
      m,
      doc: USER_NAME,
      title: USER_NAME,
      prefixes: [sql`email`, sql`lower(last_name)`],
      names: [sql`lower(last_name)`, sql`lower(first_name)`],
    };
    rows = await select(matching(t, sql`users`, sql`users`, base, ask), score(t));
  }
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
async function hotels(ask: Ask): Promise<Found[]> {
  const { tx, m, limit } = ask;
  if (!m) return [];
  const t: Text = { m, doc: HOTEL_DOC, title: sql`lower(h.name)` };
  const rows = rowsOf<HotelRow>(
    await tx.execute(sql`select h.id::text as id, h.name, h.city, h.country, h.property_id, h.status, c.client_type_name as chain,
        case when lower(h.property_id) = ${m.q} then 1.0 else ${score(t)} end as score
      from ${matching(t, sql`hotels h`, sql`h`, sql`h.deleted_at is null`, ask)} h
        left join commissions c on c.id = h.commission_id
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

/** Which tickets the caller finds: the help desk's rule (docs/areas/helpdesk.md): all, its department's and its own, its own. */
function ticketsVisibleTo(me: Searcher): SQL {
  if (me.role === Roles.SuperAdmin) return sql`true`;
  if (me.role === Roles.Department && me.departmentId) return sql`(t.department_id = ${me.departmentId} or t.user_id = ${me.id})`;
  return sql`t.user_id = ${me.id}`;
}

/** A ticket's row as the hits show it. */
interface TicketRow {
  id: string;
  number: number;
  title: string;
  status: number;
  created_at: Date | string;
  department: string | null;
  score: number;
}

/** Tickets by number (`TK-000123`, its start, bare digits) or title, within what the caller may see. */
async function tickets(ask: Ask): Promise<Found[]> {
  const { tx, me, m, refs, exact, limit } = ask;
  const select = async (found: SQL, rank: SQL) =>
    rowsOf<TicketRow>(
      await tx.execute(sql`select t.id::text as id, t.number, t.title, t.status, t.created_at, d.name as department, ${rank} as score
        from ${found} t left join departments d on d.id = t.department_id
        order by score desc, t.created_at desc, t.id limit ${limit}`),
    );
  const rows: TicketRow[] = [];
  if (refs.ticket) {
    const n = numberMatch(sql`t.number`, refs.ticket, 6, exact);
    rows.push(...(await select(sql`(select * from tickets t where ${ticketsVisibleTo(me)} and ${n.where})`, n.score)));
  }
  if (m) {
    const t: Text = { m, doc: sql`lower(t.title)`, title: sql`lower(t.title)` };
    rows.push(...(await select(matching(t, sql`tickets t`, sql`t`, ticketsVisibleTo(me), ask), score(t))));
  }
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
    title: invoiceReference(i.number_seq),
    context: joinText(i.hotel, formatMoney(Number(i.total), i.currency), `${i.status[0]?.toUpperCase()}${i.status.slice(1)}`, `due ${formatDate(i.due_at)}`),
    score: Number(i.score),
    name: invoiceReference(i.number_seq),
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

/** A row of the small tables' statement: one column set for chains, coupons, content pages and FAQ entries. */
interface SmallRow {
  type: 'chain' | 'coupon' | 'content';
  id: string;
  title: string;
  /** A chain's rate or a coupon's value (percent). */
  n: number | null;
  /** A coupon's first and last day, a content page's block title. */
  a: string | null;
  b: string | null;
  score: number;
}

/**
 * Property chains by name, coupons by code, content pages by label or their block's title, FAQ entries by question:
 * the small tables (a few hundred rows at most), in one statement.
 */
async function smallTables({ tx, m, limit, types }: Ask): Promise<Found[]> {
  if (!m) return [];
  const parts: SQL[] = [];
  if (types.has('chain')) {
    const doc = sql`lower(client_type_name)`;
    const t: Text = { m, doc, title: doc };
    parts.push(sql`(select 'chain' as type, id::text as id, client_type_name as title, commission_rate::float8 as n, null as a, null as b,
      ${score(t)} as score from commissions where ${anyWhere(t)} order by score desc, lower(client_type_name) limit ${limit})`);
  }
  if (types.has('coupon')) {
    const doc = sql`lower(code)`;
    const t: Text = { m, doc, title: doc };
    parts.push(sql`(select 'coupon' as type, id::text as id, code as title, value::float8 as n, start_date::text as a, end_date::text as b, ${score(t)} as score
      from coupons where deleted_at is null and ${anyWhere(t)} order by score desc, code limit ${limit})`);
  }
  if (types.has('content')) {
    const pages = sql.join(CONTENT_PAGES.map((p) => sql`(${p.path}, ${p.label}, ${p.tag}::text)`), sql`, `);
    const page: Text = { m, doc: sql`lower(p.label || ' ' || coalesce(b.title, ''))`, title: sql`lower(p.label)` };
    const faq: Text = { m, doc: sql`lower(f.question)`, title: sql`lower(f.question)` };
    parts.push(sql`(select * from (
        select 'content' as type, p.path as id, p.label as title, null::float8 as n, nullif(b.title, '') as a, null as b, ${score(page)} as score
        from (values ${pages}) as p(path, label, tag) left join cms_blocks b on b.tag = p.tag and b.position = 0
        where ${anyWhere(page)}
        union all
        select 'content', '/faq/' || f.id::text, f.question, null, 'FAQ', null, ${score(faq)} from faqs f where ${anyWhere(faq)}
      ) found order by score desc, title limit ${limit})`);
  }
  if (!parts.length) return [];
  const rows = rowsOf<SmallRow>(await tx.execute(sql.join(parts, sql` union all `)));
  return rows.map((r): Found => {
    const base = { id: r.id, title: r.title, score: Number(r.score), name: r.title };
    if (r.type === 'chain') return { ...base, type: 'chain', context: joinText('Property chain', `${formatPercent(Number(r.n), { digits: 2 })} commission`) };
    if (r.type === 'coupon') return { ...base, type: 'coupon', context: joinText(`${formatPercent(Number(r.n))} off`, `${formatDay(r.a)} – ${formatDay(r.b)}`) };
    return { ...base, type: 'content', context: joinText('Website content', r.a) };
  });
}

/** Each type's finder; `reservation` by number here, by guest after the people were found; the small tables in one. */
const FINDERS: Partial<Record<SearchType, (ask: Ask) => Promise<Found[]>>> = {
  reservation: reservationsByNumber,
  invoice: invoices,
  ticket: tickets,
  hotel: hotels,
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
    const m = request.exact || isWrittenReference(refs) ? null : matchOf(text);
    const found = await this.db.transaction(async (tx) => {
      // The word similarity of `<%`; every statement here reads an index where the table has one (migration 0029):
      // the planner's cost of a trigram operator is too low, it would read a table of a few thousand rows whole and
      // compute each one's similarity (5,000 hotels: 80 ms instead of 2); and a plan made costly so is not JIT-compiled
      // (half a second for a statement of a millisecond).
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
      const ask: Ask = { tx, me, m, refs, exact: request.exact, limit: request.limit, types, closeFound: { n: 0 } };
      const hits: Found[] = [];
      const answer = (found: Found[]) => {
        const answered = found.filter((f) => types.has(f.type as SearchType));
        ask.closeFound.n += answered.filter((f) => f.score >= CLOSE_SCORE).length;
        hits.push(...answered);
      };
      // People first (the most looked for; their close matches spare the other tables' similar ones): asked for, or
      // looked up for their reservations (a guest's name answers its latest bookings).
      const wantsGuests = types.has('reservation') && !request.exact && !refs.booking;
      const personTypes = new Set<SearchType>([...types].filter((t) => t === 'customer' || t === 'user' || t === 'admin'));
      if (wantsGuests) personTypes.add('customer');
      if (personTypes.size) {
        const found = await people({ ...ask, types: personTypes });
        answer(found);
        if (wantsGuests) answer(await reservationsOfGuests(tx, found.filter((p) => p.type === 'customer')));
      }
      for (const [type, find] of Object.entries(FINDERS) as [SearchType, (a: Ask) => Promise<Found[]>][]) {
        if (types.has(type)) answer(await find(ask));
      }
      answer(await smallTables(ask));
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

export default repositoryPlugin('recordSearch', 'platform-search-repository', (db) => new SearchRepository(db));
