/**
 * The geocoding-service adapter of the address search (docs/areas/hotels.md, "Address search"): a
 * Nominatim-compatible `/search` endpoint (GEOCODING_URL), asked `?q=&format=json&addressdetails=1&limit=10`.
 * Each answer row becomes a Place (street from house number and road; city from city, town, village or
 * suburb). A failing or slow service (5 s) is an error: the route answers 502 (the server's error handler logs
 * the cause and answers its generic text, CommonMessages.generic.somethingWrong).
 */
import type { Place } from '@backoffice/contracts';
import { HttpError } from '@backoffice/api-server';
import { PLACES_LIMIT } from './embedded';

/** One row of a Nominatim `format=json&addressdetails=1` answer (the fields used). */
interface NominatimRow {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  display_name?: string;
  lat?: string | number;
  lon?: string | number;
  address?: Record<string, string | undefined>;
}

/** Nominatim asks for an identifying User-Agent. */
const USER_AGENT = 'backoffice-hotels/1.0 (address search)';
export const GEOCODING_TIMEOUT_MS = 5_000;

/** Maps one Nominatim row to a Place; null without coordinates. */
export function placeOfNominatim(row: NominatimRow): Place | null {
  const latitude = Number(row.lat);
  const longitude = Number(row.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const a = row.address ?? {};
  return {
    id: `geo:${row.osm_type ?? ''}${row.osm_id ?? row.place_id ?? `${latitude},${longitude}`}`,
    label: row.display_name ?? '',
    streetAddress: [a.house_number, a.road ?? a.pedestrian ?? a.street].filter(Boolean).join(' '),
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? a.suburb ?? a.hamlet ?? '',
    state: a.state ?? a.province ?? a.region ?? a.state_district ?? '',
    country: a.country ?? '',
    postalCode: a.postcode ?? '',
    latitude,
    longitude,
  };
}

/**
 * Asks the geocoding service.
 * @param baseUrl its search endpoint, e.g. `https://nominatim.example.org/search`.
 * @throws HttpError 502 when the service fails, times out or answers something other than a JSON array.
 */
export async function searchGeocoding(
  baseUrl: string,
  q: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Place[]> {
  const url = new URL(baseUrl);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'json');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(PLACES_LIMIT));
  let rows: unknown;
  try {
    const res = await fetchImpl(url, {
      headers: { accept: 'application/json', 'user-agent': USER_AGENT },
      signal: AbortSignal.timeout(GEOCODING_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    rows = await res.json();
  } catch (error) {
    throw new HttpError(502, `The geocoding service failed: ${(error as Error).message}`);
  }
  if (!Array.isArray(rows)) throw new HttpError(502, 'The geocoding service did not answer a JSON array');
  return rows
    .map((r) => placeOfNominatim(r as NominatimRow))
    .filter((p): p is Place => p !== null)
    .slice(0, PLACES_LIMIT);
}
