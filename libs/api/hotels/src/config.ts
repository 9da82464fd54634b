/**
 * The hotels area's slice of the environment (docs/areas/hotels.md, "Redirect to Hotel Admin", "Address search"):
 * HOTEL_ADMIN_URL, HOTEL_ADMIN_TOKEN_TTL_SECONDS and GEOCODING_URL, validated with the server's variables when the
 * API starts (apps/api/src/areas.ts hands this slice to loadConfig) and listed in README.md's table.
 */
import { configVariable, type ConfigSlice } from '@backoffice/api-server';
import { HOTEL_ADMIN_TOKEN_TTL_SECONDS } from '@backoffice/contracts';

/** The hotels area's settings. */
export interface HotelsConfig {
  /**
   * Where Redirect to Hotel Admin sends the owner (HOTEL_ADMIN_URL): the sign-in page of the hotel admin site,
   * which receives `?token=`. Default: the API's own embedded page `/api/hotel-admin/sign-in`.
   */
  adminUrl: string;
  /** Lifetime of a hotel admin sign-in token in seconds (HOTEL_ADMIN_TOKEN_TTL_SECONDS, 300, at least 1). */
  adminTokenTtlSeconds: number;
  /**
   * A Nominatim-compatible geocoding service (GEOCODING_URL, its `/search` endpoint) for the address search;
   * absent: the embedded data set of cities.
   */
  geocodingUrl?: string;
}

declare module '@backoffice/api-server' {
  interface AppConfig {
    /** The hotels area's settings (./config.ts); absent in a config built without the areas' slices (tests). */
    hotels?: HotelsConfig;
  }
}

const { int, text, url } = configVariable;

/** The hotels slice: its variables in README order, and its settings from the validated environment. */
export const hotelsConfig: ConfigSlice<HotelsConfig> = {
  key: 'hotels',
  variables: {
    HOTEL_ADMIN_URL: text(
      'the hotel admin site\'s sign-in page, where Redirect to Hotel Admin sends the owner with `?token=` (docs/areas/hotels.md, "Redirect to Hotel Admin")',
      { default: '/api/hotel-admin/sign-in' },
    ),
    HOTEL_ADMIN_TOKEN_TTL_SECONDS: int(
      HOTEL_ADMIN_TOKEN_TTL_SECONDS,
      'lifetime of that single-use token, in seconds (at least 1)',
    ),
    GEOCODING_URL: url(
      'a Nominatim-compatible geocoding service (its `/search` endpoint) for the hotel address search',
      { 'x-default': '— (embedded cities)' },
    ),
  },
  read: (env) => ({
    adminUrl: env.HOTEL_ADMIN_URL as string,
    adminTokenTtlSeconds: Math.max(1, env.HOTEL_ADMIN_TOKEN_TTL_SECONDS as number),
    geocodingUrl: env.GEOCODING_URL as string | undefined,
  }),
};
