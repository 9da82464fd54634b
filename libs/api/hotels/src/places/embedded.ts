/**
 * The embedded address search (docs/areas/hotels.md, "Address search"): about 7,300 cities of the world with
 * their state or province, country, population and coordinates, from the npm package `city-timezones` (licence
 * MIT; the package does not name its data's source, whose fields and figures look like Natural Earth's
 * populated places, public domain). Loaded on the first search, then kept (about 2 MB of JSON, about 10 MB of
 * heap, 50 ms; see {@link loadStats}).
 *
 * Matching, accents and case ignored: the text before the first comma is matched against the city name, each
 * later part against the state or country (a word prefix), e.g. "sydney, australia". Cities whose name starts
 * with the text come first, then cities whose name has a word starting with it, then those whose state or
 * country does; each group by population, largest first.
 */
import type { Place } from '@backoffice/contracts';

/** At most this many places answer one search. */
export const PLACES_LIMIT = 10;

interface CityRecord {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  country: string;
  iso2: string;
  iso3?: string;
  province: string;
}

interface IndexedCity {
  place: Place;
  population: number;
  name: string;
  region: string[];
}

/** Lower case, accents removed, punctuation to spaces. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** How long the first load took (ms) and how much heap it added (bytes), for the docs and the benchmark. */
export const loadStats = { loadMs: 0, heapBytes: 0, cities: 0 };

let index: Promise<IndexedCity[]> | undefined;

async function load(): Promise<IndexedCity[]> {
  const started = performance.now();
  const heapBefore = process.memoryUsage().heapUsed;
  const mod = (await import('city-timezones')) as unknown as {
    cityMapping?: CityRecord[];
    default?: { cityMapping: CityRecord[] };
  };
  const records = mod.cityMapping ?? mod.default?.cityMapping ?? [];
  const cities = records.map((r, i): IndexedCity => {
    const name = fold(r.city_ascii || r.city);
    return {
      place: {
        id: `city:${r.iso2 || 'XX'}:${i}`,
        label: [r.city, r.province, r.country].filter(Boolean).join(', '),
        streetAddress: '',
        city: r.city,
        state: r.province ?? '',
        country: r.country,
        postalCode: '',
        latitude: Number(r.lat),
        longitude: Number(r.lng),
      },
      population: Number(r.pop) || 0,
      name,
      region: fold(`${r.province ?? ''} ${r.country} ${r.iso2 ?? ''} ${r.iso3 ?? ''}`).split(' '),
    };
  });
  cities.sort((a, b) => b.population - a.population);
  loadStats.loadMs = Math.round(performance.now() - started);
  loadStats.heapBytes = Math.max(0, process.memoryUsage().heapUsed - heapBefore);
  loadStats.cities = cities.length;
  return cities;
}

/** Searches the embedded cities (loading them on first use): at most {@link PLACES_LIMIT}, best first. */
export async function searchEmbedded(q: string): Promise<Place[]> {
  const [first, ...rest] = q.split(',').map(fold);
  if (!first && !rest.some(Boolean)) return [];
  index ??= load().catch((error) => {
    index = undefined;
    throw error;
  });
  const cities = await index;
  const qualifiers = rest.filter(Boolean).map((part) => part.split(' '));
  const inRegion = (c: IndexedCity) =>
    qualifiers.every((words) => words.every((w) => c.region.some((r) => r.startsWith(w))));
  const groups: Place[][] = [[], [], []];
  for (const c of cities) {
    if (!inRegion(c)) continue;
    let group = -1;
    if (!first) group = 0;
    else if (c.name.startsWith(first)) group = 0;
    else if (c.name.includes(` ${first}`)) group = 1;
    else if (!rest.length && first.split(' ').every((w) => c.region.some((r) => r.startsWith(w)))) group = 2;
    if (group >= 0 && groups[group].length < PLACES_LIMIT) groups[group].push(c.place);
    if (groups[0].length >= PLACES_LIMIT) break;
  }
  return groups.flat().slice(0, PLACES_LIMIT);
}
