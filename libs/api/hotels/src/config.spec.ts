/**
 * The hotels area's slice of the environment (./config.ts): HOTEL_ADMIN_URL, HOTEL_ADMIN_TOKEN_TTL_SECONDS and
 * GEOCODING_URL, with the defaults and the messages they had as server variables.
 */
import { areaSettings, ConfigError, loadConfig } from '@backoffice/api-server';
import { hotelsConfig } from './config';

describe('the hotels settings (HOTEL_ADMIN_URL, HOTEL_ADMIN_TOKEN_TTL_SECONDS, GEOCODING_URL)', () => {
  it('default to the embedded sign-in page, a 300-second token and the embedded cities', () => {
    const defaults = { adminUrl: '/api/hotel-admin/sign-in', adminTokenTtlSeconds: 300, geocodingUrl: undefined };
    expect(loadConfig({}, {}, [hotelsConfig]).hotels).toEqual(defaults);
    // A config built without the slices (the test harness): the area reads the same defaults.
    expect(loadConfig({}).hotels).toBeUndefined();
    expect(areaSettings(loadConfig({}), hotelsConfig)).toEqual(defaults);
  });

  it('are read from the environment, the token lifetime at least 1 second', () => {
    const config = loadConfig(
      { HOTEL_ADMIN_URL: 'https://admin.example.net/sign-in', HOTEL_ADMIN_TOKEN_TTL_SECONDS: '60', GEOCODING_URL: 'https://geo.example.net/search' },
      {},
      [hotelsConfig],
    );
    expect(areaSettings(config, hotelsConfig)).toEqual({
      adminUrl: 'https://admin.example.net/sign-in',
      adminTokenTtlSeconds: 60,
      geocodingUrl: 'https://geo.example.net/search',
    });
    expect(loadConfig({ HOTEL_ADMIN_TOKEN_TTL_SECONDS: '0' }, {}, [hotelsConfig]).hotels?.adminTokenTtlSeconds).toBe(1);
  });

  it('stop the start with a message naming the variable, with the server variables at once', () => {
    const failure = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env, {}, [hotelsConfig]);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      throw new Error('loadConfig accepted the environment');
    };
    expect(failure({ GEOCODING_URL: 'geo.example.net' })).toBe('GEOCODING_URL must be an absolute http(s) URL, got "geo.example.net"');
    expect(failure({ PORT: 'x', HOTEL_ADMIN_TOKEN_TTL_SECONDS: 'soon' }).split('\n')).toEqual([
      'PORT must be a whole number, got "x"',
      'HOTEL_ADMIN_TOKEN_TTL_SECONDS must be a whole number, got "soon"',
    ]);
  });

  it('a test override wins over the environment', () => {
    const hotels = { adminUrl: 'https://other.example.net', adminTokenTtlSeconds: 5 };
    expect(areaSettings(loadConfig({ HOTEL_ADMIN_URL: 'https://admin.example.net' }, { hotels }, [hotelsConfig]), hotelsConfig)).toEqual(hotels);
  });
});
