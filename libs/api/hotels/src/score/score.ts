/**
 * Score and rank (docs/areas/hotels.md, "Score and rank"): a hotel's score out of 100 in six categories,
 * computed from its rows, and its place among the Live hotels within RANK_RADIUS_KM of a chosen point.
 *
 * The SQL side ({@link loadScoreInputs}) reads the candidates by a bounding box first, then every category's
 * figures for all of them in one set-based query (no query per hotel); the arithmetic ({@link scoreHotel},
 * {@link rankHotel}) is pure, so that a unit test can check it on a worked example.
 *
 * Times: the date and SCORE_TIME are read in UTC (hotels carry no time zone yet).
 */
import {
  RANK_RADIUS_KM,
  SCORE_DURATION_HOURS,
  SCORE_TIME,
  formatMoney,
  type HotelRankResponse,
} from '@backoffice/contracts';
import { rowsOf, type Db } from '@backoffice/api-server';
import { sql } from 'drizzle-orm';

/** The categories, their labels (the keys of `points`) and weights (points; they add up to 100). */
export const SCORE_CATEGORIES = [
  { key: 'reviews', label: 'Reviews', weight: 25 },
  { key: 'price', label: 'Price', weight: 20 },
  { key: 'openSlots', label: 'Open slots', weight: 20 },
  { key: 'cancellations', label: 'Cancellations and no-shows', weight: 15 },
  { key: 'content', label: 'Content', weight: 10 },
  { key: 'distance', label: 'Distance', weight: 10 },
] as const;
export type ScoreCategoryKey = (typeof SCORE_CATEGORIES)[number]['key'];

/** Open 3-hour slots at SCORE_TIME that earn the full Open slots points. */
export const FULL_OPEN_SLOTS = 5;
/** Price ratio (cheapest rate / nearby median) at or under which Price earns full points, and at or over none. */
export const PRICE_RATIO_FULL = 0.5;
export const PRICE_RATIO_NONE = 1.5;
/** Days of reservations the cancellation and no-show rate looks back over, up to the chosen date. */
export const CANCELLATION_WINDOW_DAYS = 180;
/** Photos and amenities a complete hotel has at least. */
export const CONTENT_MIN_PHOTOS = 5;
export const CONTENT_MIN_AMENITIES = 5;
/** The seven items of content completeness. */
export const CONTENT_ITEMS = [
  'description',
  'photos',
  'amenities',
  'rooms',
  'propertyId',
  'expediaUrl',
  'coordinates',
] as const;

/** What the score of one hotel is computed from (one row of {@link loadScoreInputs}). */
export interface ScoreInput {
  id: string;
  name: string;
  status: string;
  latitude: number | null;
  longitude: number | null;
  /** Average of every tag value (out of 5) over its reviews not deleted; null without any. */
  reviewAverage: number | null;
  reviewCount: number;
  /** Its cheapest overnight rate in cents among rooms not deleted (rates above 0); null without any. */
  cheapestRate: number | null;
  /** Rooms (`available_rooms` summed) with a 3-hour check-in window covering SCORE_TIME. */
  slotRooms: number;
  /** Its reservations (not Cancelled or No show) overlapping SCORE_TIME + SCORE_DURATION_HOURS that date. */
  bookedAtTime: number;
  /** Reservations starting in the CANCELLATION_WINDOW_DAYS up to the date, and those Cancelled or No show. */
  recentReservations: number;
  recentCancelled: number;
  /** Content items present (CONTENT_ITEMS). */
  content: Record<(typeof CONTENT_ITEMS)[number], boolean>;
}

export interface ScoredCategory {
  key: ScoreCategoryKey;
  label: string;
  weight: number;
  score: number;
  detail: string;
}

export interface HotelScore {
  id: string;
  /** Unrounded: ranks compare it. */
  total: number;
  categories: ScoredCategory[];
  /** Kilometres from the chosen point; null without coordinates. */
  distanceKm: number | null;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres between two WGS84 points (haversine). */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The box of degrees holding every point within `km` of (lat, lon): latitude bounds, and one or two longitude
 * ranges (two across the antimeridian; the whole circle near a pole).
 */
export function boundingBox(lat: number, lon: number, km: number) {
  const dLat = (km / (Math.PI * EARTH_RADIUS_KM)) * 180;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cosLat = Math.cos(toRad(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  if (cosLat < 1e-6 || maxLat >= 90 || minLat <= -90)
    return { minLat, maxLat, lonRanges: [[-180, 180]] as [number, number][] };
  const dLon = dLat / cosLat;
  if (dLon >= 180) return { minLat, maxLat, lonRanges: [[-180, 180]] as [number, number][] };
  const west = lon - dLon;
  const east = lon + dLon;
  const lonRanges: [number, number][] =
    west < -180
      ? [
          [west + 360, 180],
          [-180, east],
        ]
      : east > 180
        ? [
            [west, 180],
            [-180, east - 360],
          ]
        : [[west, east]];
  return { minLat, maxLat, lonRanges };
}

/** The median of numbers (the mean of the middle two for an even count); null when empty. */
export function median(values: number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const round2 = (x: number) => Math.round(x * 100) / 100;
const dollars = (cents: number) => formatMoney(cents, 'AUD');

/**
 * Scores one hotel (docs/areas/hotels.md, "Score and rank"), each category from 0 to its weight:
 * - Reviews: average tag value / 5 × 25 (no reviews: 0).
 * - Price: ratio r = cheapest rate / `nearbyMedian`; 20 at r ≤ 0.5, 0 at r ≥ 1.5, linear between (10 at the
 *   median); no room rate: 0.
 * - Open slots: (slot rooms − bookings at the time), at least 0, / FULL_OPEN_SLOTS (at most 1) × 20.
 * - Cancellations and no-shows: (1 − cancelled / reservations of the last 180 days) × 15 (none: 15).
 * - Content: items present / 7 × 10.
 * - Distance: (1 − km / 10), at least 0, × 10 (no coordinates: 0).
 * @param point the chosen location (degrees).
 * @param nearbyMedian the median cheapest rate (cents) of the ranked hotels; null when none has a rate.
 */
export function scoreHotel(
  input: ScoreInput,
  point: { lat: number; lon: number },
  nearbyMedian: number | null,
): HotelScore {
  const weight = (key: ScoreCategoryKey) => SCORE_CATEGORIES.find((c) => c.key === key)?.weight ?? 0;
  const out: ScoredCategory[] = [];
  const add = (key: ScoreCategoryKey, fraction: number, detail: string) => {
    const c = SCORE_CATEGORIES.find((x) => x.key === key);
    if (c)
      out.push({ key, label: c.label, weight: c.weight, score: clamp01(fraction) * weight(key), detail });
  };

  add(
    'reviews',
    input.reviewAverage === null ? 0 : input.reviewAverage / 5,
    input.reviewAverage === null
      ? 'No reviews'
      : `Average ${round2(input.reviewAverage)} out of 5 over ${input.reviewCount} review${input.reviewCount === 1 ? '' : 's'}`,
  );

  if (input.cheapestRate === null || nearbyMedian === null || nearbyMedian <= 0) {
    add('price', 0, input.cheapestRate === null ? 'No room rate' : 'No nearby rates to compare');
  } else {
    const ratio = input.cheapestRate / nearbyMedian;
    add(
      'price',
      (PRICE_RATIO_NONE - ratio) / (PRICE_RATIO_NONE - PRICE_RATIO_FULL),
      `Cheapest overnight rate ${dollars(input.cheapestRate)} against a nearby median of ${dollars(nearbyMedian)}`,
    );
  }

  const open = Math.max(0, input.slotRooms - input.bookedAtTime);
  add(
    'openSlots',
    open / FULL_OPEN_SLOTS,
    `${open} open ${SCORE_DURATION_HOURS}-hour slot${open === 1 ? '' : 's'} at ${SCORE_TIME} (${input.slotRooms} rooms, ${input.bookedAtTime} booked)`,
  );

  const rate = input.recentReservations ? input.recentCancelled / input.recentReservations : 0;
  add(
    'cancellations',
    1 - rate,
    input.recentReservations
      ? `${input.recentCancelled} of ${input.recentReservations} reservations cancelled or no-show in ${CANCELLATION_WINDOW_DAYS} days`
      : `No reservations in ${CANCELLATION_WINDOW_DAYS} days`,
  );

  const present = CONTENT_ITEMS.filter((k) => input.content[k]);
  const missing = CONTENT_ITEMS.filter((k) => !input.content[k]);
  add(
    'content',
    present.length / CONTENT_ITEMS.length,
    `${present.length} of ${CONTENT_ITEMS.length} items${missing.length ? `; missing: ${missing.join(', ')}` : ''}`,
  );

  const distanceKm =
    input.latitude === null || input.longitude === null
      ? null
      : haversineKm(point.lat, point.lon, input.latitude, input.longitude);
  add(
    'distance',
    distanceKm === null ? 0 : 1 - distanceKm / RANK_RADIUS_KM,
    distanceKm === null ? 'No coordinates' : `${round2(distanceKm)} km from the chosen location`,
  );

  return { id: input.id, total: out.reduce((s, c) => s + c.score, 0), categories: out, distanceKm };
}

/**
 * Ranks `hotelId` among `scores` (the Live hotels within the radius plus the hotel itself): 1 + how many have
 * a higher total (hotels with equal totals share a place), out of them all.
 */
export function rankHotel(hotelId: string, scores: HotelScore[]): { Rank: number; outOf: number } {
  const own = scores.find((s) => s.id === hotelId);
  if (!own) return { Rank: scores.length + 1, outOf: scores.length + 1 };
  const EPS = 1e-9;
  return { Rank: 1 + scores.filter((s) => s.total > own.total + EPS).length, outOf: scores.length };
}

/** The wire answer of GET /hotel/rank for one hotel's score and its rank (scores rounded to 2 decimals). */
export function toRankResponse(score: HotelScore, rank: { Rank: number; outOf: number }): HotelRankResponse {
  const categories = score.categories.map((c) => ({ ...c, score: round2(c.score) }));
  return {
    points: Object.fromEntries(categories.map((c) => [c.label, c.score])),
    Rank: rank.Rank,
    outOf: rank.outOf,
    total: round2(score.total),
    categories: categories.map(({ key, label, weight, score: s, detail }) => ({
      key,
      label,
      weight,
      score: s,
      detail,
    })),
  };
}

/** `YYYY-MM-DD` as a real calendar date, or null (2026-02-30 is not one). */
export function parseCalendarDate(date: string): { y: number; m: number; d: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return { y, m: mo, d };
}

type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Reads the score inputs of the hotel `hotelId` (whatever its status, if not deleted) and of every Live hotel
 * not deleted whose coordinates fall in the bounding box of RANK_RADIUS_KM around the point — two queries: the
 * candidates, then every category's figures for all of them at once. The caller keeps those within the radius.
 * @param date the chosen day (a real calendar date); SCORE_TIME on it, in UTC, is the time of the open slots.
 */
export async function loadScoreInputs(
  db: Db,
  hotelId: string,
  point: { lat: number; lon: number },
  date: { y: number; m: number; d: number },
  types: string[] = [],
): Promise<ScoreInput[]> {
  const box = boundingBox(point.lat, point.lon, RANK_RADIUS_KM);
  const lonFilter = sql.join(
    box.lonRanges.map(([a, b]) => sql`h.longitude between ${a} and ${b}`),
    sql` or `,
  );
  const typeFilter = types.length
    ? sql` and h.types && ${`{${types.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`
    : sql``;
  const candidates = rowsOf<Row>(
    await db.execute(sql`
      select h.id from hotels h
      where h.deleted_at is null and (h.id = ${hotelId} or (
        h.status = 'Live' and h.latitude between ${box.minLat} and ${box.maxLat} and (${lonFilter})${typeFilter}))`),
  ).map((r) => String(r.id));
  if (!candidates.includes(hotelId)) return [];

  const [hh, mm] = SCORE_TIME.split(':').map(Number);
  const start = new Date(Date.UTC(date.y, date.m - 1, date.d, hh, mm));
  const end = new Date(start.getTime() + SCORE_DURATION_HOURS * 3600_000);
  const dayEnd = new Date(Date.UTC(date.y, date.m - 1, date.d + 1));
  const windowStart = new Date(dayEnd.getTime() - (CANCELLATION_WINDOW_DAYS + 1) * 86_400_000);
  const ids = sql`(${sql.join(
    candidates.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

  const rows = rowsOf<Row>(
    await db.execute(sql`
      with rv as (
        select r.hotel_id, avg((t.value ->> 'value')::float8) as avg, count(distinct r.id)::int as n
        from reviews r cross join lateral jsonb_array_elements(r.tags) t(value)
        where r.deleted_at is null and r.hotel_id in ${ids} and jsonb_typeof(t.value -> 'value') = 'number'
        group by r.hotel_id),
      rm as (
        select ro.hotel_id, min(ro.overnight_rate) filter (where ro.overnight_rate > 0) as cheapest, count(*)::int as n,
          coalesce(sum(ro.available_rooms) filter (where exists (
            select 1 from checkin_windows w where w.room_id = ro.id and w.slot_hours = ${SCORE_DURATION_HOURS}
              and w.earliest_checkin <= ${SCORE_TIME} and w.latest_checkin >= ${SCORE_TIME})), 0)::int as slot_rooms
        from rooms ro where ro.deleted_at is null and ro.hotel_id in ${ids} group by ro.hotel_id),
      bk as (
        select re.hotel_id,
          count(*) filter (where re.status not in ('Cancelled', 'No show')
            and re.reservation_start < ${end.toISOString()}::timestamptz
            and re.reservation_end > ${start.toISOString()}::timestamptz)::int as booked,
          count(*) filter (where re.reservation_start >= ${windowStart.toISOString()}::timestamptz)::int as recent,
          count(*) filter (where re.reservation_start >= ${windowStart.toISOString()}::timestamptz
            and re.status in ('Cancelled', 'No show'))::int as cancelled
        from reservations re
        where re.hotel_id in ${ids} and re.reservation_start < ${dayEnd.toISOString()}::timestamptz
          and re.reservation_end > ${windowStart.toISOString()}::timestamptz
        group by re.hotel_id),
      ph as (select p.hotel_id, count(*)::int as n from hotel_photos p where p.hotel_id in ${ids} group by p.hotel_id)
      select h.id, h.name, h.status, h.latitude, h.longitude,
        rv.avg as review_avg, coalesce(rv.n, 0) as review_count,
        rm.cheapest, coalesce(rm.n, 0) as room_count, coalesce(rm.slot_rooms, 0) as slot_rooms,
        coalesce(bk.booked, 0) as booked, coalesce(bk.recent, 0) as recent, coalesce(bk.cancelled, 0) as cancelled,
        coalesce(ph.n, 0) as photos,
        length(trim(regexp_replace(regexp_replace(h.description, '<[^>]*>', '', 'g'), '&nbsp;', ' ', 'g'))) > 0 as has_description,
        cardinality(h.amenities) as amenities,
        coalesce(trim(h.property_id), '') <> '' as has_property_id,
        trim(h.expedia_url) <> '' as has_expedia_url
      from hotels h
      left join rv on rv.hotel_id = h.id
      left join rm on rm.hotel_id = h.id
      left join bk on bk.hotel_id = h.id
      left join ph on ph.hotel_id = h.id
      where h.id in ${ids}`),
  );

  return rows.map((r) => {
    const latitude = numOrNull(r.latitude);
    const longitude = numOrNull(r.longitude);
    return {
      id: String(r.id),
      name: String(r.name),
      status: String(r.status),
      latitude,
      longitude,
      reviewAverage: numOrNull(r.review_avg),
      reviewCount: num(r.review_count),
      cheapestRate: numOrNull(r.cheapest),
      slotRooms: num(r.slot_rooms),
      bookedAtTime: num(r.booked),
      recentReservations: num(r.recent),
      recentCancelled: num(r.cancelled),
      content: {
        description: r.has_description === true,
        photos: num(r.photos) >= CONTENT_MIN_PHOTOS,
        amenities: num(r.amenities) >= CONTENT_MIN_AMENITIES,
        rooms: num(r.room_count) > 0,
        propertyId: r.has_property_id === true,
        expediaUrl: r.has_expedia_url === true,
        coordinates: latitude !== null && longitude !== null,
      },
    };
  });
}

/**
 * The score and rank of one hotel (GET /hotel/rank): null when the hotel does not exist (or is deleted).
 * The ranked set: the Live hotels within RANK_RADIUS_KM of the point (haversine) and the hotel itself, whatever
 * its status or distance; the Price median is taken over that set's cheapest rates.
 */
export async function rankOf(
  db: Db,
  hotelId: string,
  point: { lat: number; lon: number },
  date: { y: number; m: number; d: number },
  types: string[] = [],
): Promise<HotelRankResponse | null> {
  const inputs = await loadScoreInputs(db, hotelId, point, date, types);
  const ranked = inputs.filter(
    (i) =>
      i.id === hotelId ||
      (i.latitude !== null &&
        i.longitude !== null &&
        haversineKm(point.lat, point.lon, i.latitude, i.longitude) <= RANK_RADIUS_KM),
  );
  const own = ranked.find((i) => i.id === hotelId);
  if (!own) return null;
  const nearbyMedian = median(ranked.map((i) => i.cheapestRate).filter((r): r is number => r !== null));
  const scores = ranked.map((i) => scoreHotel(i, point, nearbyMedian));
  const score = scores.find((s) => s.id === hotelId) as HotelScore;
  return toRankResponse(score, rankHotel(hotelId, scores));
}
