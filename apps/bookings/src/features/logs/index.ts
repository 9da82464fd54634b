export { RateGainLogPage } from './rate-gain-log-page';
export { CancellationPeriodLogPage } from './cancellation-period-log-page';
export { ExchangeRateLogPage } from './exchange-rate-log-page';
export { ExchangeRateHistoryPage } from './exchange-rate-history-page';
export { JobsPage } from './jobs-page';
