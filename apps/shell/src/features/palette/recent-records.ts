// The records a user opened lately, kept per user in this browser (docs/frontend-data.md, "Command palette and
// keyboard"): what the palette lists while its text is empty.
import { RECORD_TYPES, recordPath, type RecordType, type Role } from '@backoffice/contracts';

/** One recently viewed record: what the palette shows and where it goes. */
export interface RecentRecord {
  type: RecordType;
  id: string;
  /** Its display name ('Reservation TF100707', a hotel's name). */
  title: string;
  /** A short line under it (a search hit's context), when known. */
  context?: string;
  /** The page it was opened at (path and query). */
  route: string;
}

/** How many recently viewed records are kept per user. */
export const RECENT_LIMIT = 10;

/** The localStorage key of a user's recent records. */
export const recentKey = (userId: string) => `backoffice.recent.${userId}`;

/** The user's recent records, newest first ([] when none, storage is off or the record is damaged). */
export function readRecent(userId: string): RecentRecord[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (r): r is RecentRecord =>
        typeof r === 'object' && r !== null && (RECORD_TYPES as readonly unknown[]).includes(r.type) && typeof r.id === 'string' && typeof r.title === 'string' && typeof r.route === 'string' && r.route.startsWith('/'),
    );
  } catch {
    return [];
  }
}

/** Puts `record` first in the user's recent records (replacing the same record's older entry), at most {@link RECENT_LIMIT}. */
export function rememberRecord(userId: string, record: RecentRecord): void {
  const { type, id, title, context, route } = record;
  const rest = readRecent(userId).filter((r) => !(r.type === type && r.id === id));
  const next = [{ type, id, title, ...(context ? { context } : {}), route }, ...rest].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or off: the palette simply lists fewer.
  }
}

/** Moves a record already kept to the top again (a page opened once more); false when it is not kept. */
export function touchRecord(userId: string, type: RecordType, id: string, route: string): boolean {
  const found = readRecent(userId).find((r) => r.type === type && r.id === id);
  if (found) rememberRecord(userId, { ...found, route });
  return Boolean(found);
}

/**
 * The types whose page a visit is noted from (a page proper, showing one record). The others (a chain, an admin,
 * a job, a sent mail, a content page) open a list filtered to the record: they are kept when opened from the
 * palette only.
 */
const VISITED_TYPES: readonly RecordType[] = [
  'reservation',
  'customer',
  'hotel',
  'room',
  'invoice',
  'statement',
  'billingPeriod',
  'coupon',
  'ticket',
  'department',
  'user',
];

const ID = '__id__';
const PARENT = '__parent__';

interface Template {
  type: RecordType;
  segments: string[];
  query: [string, string][];
}

/** Each record page's address as records.ts writes it for `role`, with its id (and parent id) as holes. */
function templatesFor(role: Role): Template[] {
  const list: Template[] = [];
  for (const type of VISITED_TYPES) {
    const path = recordPath({ type, id: ID, parentId: PARENT }, role);
    if (!path) continue;
    const [bare = '', search = ''] = path.split('?');
    list.push({ type, segments: bare.split('/'), query: [...new URLSearchParams(search)] });
  }
  // The most specific first: a statement (`/execute-billing/p?statement=s`) before its billing period.
  return list.sort((a, b) => b.query.length - a.query.length);
}

const templateCache = new Map<Role, Template[]>();

/**
 * The record whose page `pathname` + `search` is (records.ts's `recordPath` for `role`, read backwards), or null.
 */
export function recordAt(pathname: string, search: string, role: Role): { type: RecordType; id: string } | null {
  let templates = templateCache.get(role);
  if (!templates) templateCache.set(role, (templates = templatesFor(role)));
  const got = pathname.replace(/\/+$/, '').split('/');
  const params = new URLSearchParams(search);
  for (const t of templates) {
    if (t.segments.length !== got.length) continue;
    let id: string | undefined;
    const fits =
      t.segments.every((seg, i) => {
        const value = got[i] ?? '';
        if (seg === ID) id = safeDecode(value);
        return seg === ID || seg === PARENT ? value.length > 0 : seg === value;
      }) &&
      t.query.every(([key, want]) => {
        const value = params.get(key);
        if (!value) return false;
        if (want === ID) id = value;
        return want === ID || want === PARENT || want === value;
      });
    if (fits && id) return { type: t.type, id };
  }
  return null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
