/**
 * The address search provider, decorated as `app.places` (docs/areas/hotels.md, "Address search"): the
 * geocoding service when GEOCODING_URL is set, else the embedded data set of cities.
 */
import { areaSettings } from '@backoffice/api-server';
import type { Place } from '@backoffice/contracts';
import fp from 'fastify-plugin';
import { hotelsConfig } from '../config';
import { searchEmbedded } from './embedded';
import { searchGeocoding } from './geocoding';

/** An address search: places matching `q`, best first, at most 10. */
export interface PlacesProvider {
  /** 'embedded' or 'geocoding'. */
  readonly kind: 'embedded' | 'geocoding';
  search(q: string): Promise<Place[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesProvider;
  }
}

/** The embedded provider (the default). */
export const embeddedPlaces: PlacesProvider = { kind: 'embedded', search: searchEmbedded };

/** The provider of a Nominatim-compatible service at `url` (its `/search` endpoint). */
export const geocodingPlaces = (url: string): PlacesProvider => ({
  kind: 'geocoding',
  search: (q) => searchGeocoding(url, q),
});

export default fp(
  async (app) => {
    const url = areaSettings(app.config, hotelsConfig).geocodingUrl;
    app.decorate('places', url ? geocodingPlaces(url) : embeddedPlaces);
  },
  { name: 'places' },
);
