/**
 * The pricing area's scheduled jobs (docs/areas/pricing.md, "Jobs"; the runner: docs/api-database.md, "Jobs"):
 * check-in every minute, funds transfer every 15 minutes, and daily the exchange rates (01:00 UTC), the market
 * rates (02:00 UTC) and the availability snapshots (03:00 UTC). Each works as of its run's `now`.
 */
import type { JobDefinition } from '@backoffice/api-server';
import type { JobName } from '@backoffice/contracts';
import type { FastifyInstance } from 'fastify';
import { providersFromConfig, type JobProviders } from '../providers';
import { runCheckin } from './checkin';
import type { JobDeps } from './common';
import { runExchangeRates } from './exchange-rates';
import { runFundsTransfer } from './funds-transfer';
import { runMarketRates } from './market-rates';
import { runAvailabilitySnapshot } from './snapshot';

/** A job of this area: its name is one of the contracts' JOB_NAMES. */
export type PricingJobDefinition = JobDefinition & { name: JobName };

/** The five jobs' definitions over `deps` (in the order the jobs page lists them). */
export function jobDefinitions(deps: JobDeps): PricingJobDefinition[] {
  return [
    {
      name: 'reservation-checkin',
      label: 'Reservation check-in',
      description: 'Reservations BOOKED become CHECKEDIN 5 minutes after their check-in time.',
      cron: '* * * * *',
      timezone: 'UTC',
      retryLimit: 1,
      retryDelaySeconds: 30,
      run: (context) => runCheckin(deps, context),
    },
    {
      name: 'funds-transfer',
      label: 'Funds transfer',
      description: "Pays each paid reservation, less the commission, to the hotel's payment account 24 hours before check-in (the cancellation period log).",
      cron: '*/15 * * * *',
      timezone: 'UTC',
      retryLimit: 2,
      retryDelaySeconds: 120,
      run: (context) => runFundsTransfer(deps, context),
    },
    {
      name: 'exchange-rates',
      label: 'Exchange rates',
      description: "Refreshes the countries' exchange rates from the rates feed, with their history (the exchange rate log).",
      cron: '0 1 * * *',
      timezone: 'UTC',
      retryLimit: 4,
      retryDelaySeconds: 600,
      run: (context) => runExchangeRates(deps, context),
    },
    {
      name: 'market-rates',
      label: 'Market rates',
      description: 'Fetches the market rates of the next 14 days of every Live hotel (the rate gain log).',
      cron: '0 2 * * *',
      timezone: 'UTC',
      retryLimit: 3,
      retryDelaySeconds: 600,
      run: (context) => runMarketRates(deps, context),
    },
    {
      name: 'availability-snapshot',
      label: 'Availability snapshot',
      description: 'Archives the availability and rates of the next 14 days of every Live hotel (the archives).',
      cron: '0 3 * * *',
      timezone: 'UTC',
      retryLimit: 3,
      retryDelaySeconds: 600,
      run: (context) => runAvailabilitySnapshot(deps, context),
    },
  ];
}

/**
 * Defines the area's jobs on `app.jobs`, with the outside services chosen from the config (EXCHANGE_RATES_URL,
 * RATE_SHOPPING_URL) unless `providers` are given.
 */
export function defineJobs(app: FastifyInstance, providers: JobProviders = providersFromConfig(app.config)): void {
  for (const definition of jobDefinitions({ db: app.db, payments: app.payments, providers })) app.jobs.define(definition);
}
