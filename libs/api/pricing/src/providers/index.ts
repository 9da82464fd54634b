/** The jobs' outside services, each with its embedded default and its HTTP adapter, chosen from the config. */
import type { AppConfig } from '@backoffice/api-server';
import { EmbeddedExchangeRatesProvider, HttpExchangeRatesProvider, type ExchangeRatesProvider } from './exchange-rates';
import { EmbeddedRateShoppingProvider, HttpRateShoppingProvider, type RateShoppingProvider } from './rate-shopping';

export * from './exchange-rates';
export * from './rate-shopping';

export interface JobProviders {
  exchangeRates: ExchangeRatesProvider;
  rateShopping: RateShoppingProvider;
}

/** EXCHANGE_RATES_URL and RATE_SHOPPING_URL pick the HTTP adapters; without them, the embedded providers. */
export function providersFromConfig(config: Pick<AppConfig, 'jobs'>): JobProviders {
  const jobs = config.jobs;
  return {
    exchangeRates: jobs?.exchangeRatesUrl ? new HttpExchangeRatesProvider(jobs.exchangeRatesUrl) : new EmbeddedExchangeRatesProvider(),
    rateShopping: jobs?.rateShoppingUrl ? new HttpRateShoppingProvider(jobs.rateShoppingUrl) : new EmbeddedRateShoppingProvider(),
  };
}
