/**
 * The pricing area's slice of the environment (docs/areas/pricing.md, "Jobs"): the outside services of its daily
 * jobs, EXCHANGE_RATES_URL and RATE_SHOPPING_URL, validated with the server's variables when the API starts
 * (apps/api/src/areas.ts hands this slice to loadConfig) and listed in README.md's table.
 */
import { configVariable, type ConfigSlice } from '@backoffice/api-server';

/** The pricing area's settings: unset, each job uses its embedded deterministic provider. */
export interface PricingConfig {
  /** A rates feed (EXCHANGE_RATES_URL) answering `{ base, date, rates }`; absent: the embedded feed. */
  exchangeRatesUrl?: string;
  /** A rate-shopping service (RATE_SHOPPING_URL); absent: the embedded provider. */
  rateShoppingUrl?: string;
}

declare module '@backoffice/api-server' {
  interface AppConfig {
    /** The pricing area's settings (./config.ts); absent in a config built without the areas' slices (tests). */
    pricing?: PricingConfig;
  }
}

const { url } = configVariable;

/** The pricing slice: its variables in README order, and its settings from the validated environment. */
export const pricingConfig: ConfigSlice<PricingConfig> = {
  key: 'pricing',
  variables: {
    EXCHANGE_RATES_URL: url(
      'a rates feed answering `GET ?base=AUD&date=YYYY-MM-DD` with `{ base, date, rates }` for the daily exchange rate job (docs/areas/pricing.md, "Jobs")',
      { 'x-default': '— (embedded feed)' },
    ),
    RATE_SHOPPING_URL: url('a rate-shopping service for the daily market rate job', {
      'x-default': '— (embedded provider)',
    }),
  },
  read: (env) => ({
    exchangeRatesUrl: env.EXCHANGE_RATES_URL as string | undefined,
    rateShoppingUrl: env.RATE_SHOPPING_URL as string | undefined,
  }),
};
