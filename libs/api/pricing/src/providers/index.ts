/** The jobs' outside services, each with its embedded default and its HTTP adapter, chosen from the config. */
import { areaSettings, type AppConfig } from '@backoffice/api-server';
import { pricingConfig } from '../config';
import { EmbeddedExchangeRatesProvider, HttpExchangeRatesProvider, type ExchangeRatesProvider } from './exchange-rates';
import { EmbeddedRateShoppingProvider, HttpRateShoppingProvider, type RateShoppingProvider } from './rate-shopping';

export * from './exchange-rates';
export * from './rate-shopping';

export interface JobProviders {
  exchangeRates: ExchangeRatesProvider;
  rateShopping: RateShoppingProvider;
}

/**
 * EXCHANGE_RATES_URL and RATE_SHOPPING_URL (the pricing slice, ../config.ts) pick the HTTP adapters; without them,
 * the embedded providers.
 */
export function providersFromConfig(config: Pick<AppConfig, 'pricing'>): JobProviders {
  const { exchangeRatesUrl, rateShoppingUrl } = areaSettings(config, pricingConfig);
  return {
    exchangeRates: exchangeRatesUrl ? new HttpExchangeRatesProvider(exchangeRatesUrl) : new EmbeddedExchangeRatesProvider(),
    rateShopping: rateShoppingUrl ? new HttpRateShoppingProvider(rateShoppingUrl) : new EmbeddedRateShoppingProvider(),
  };
}
