/**
 * The pricing area's api-client functions, each through its operation (docs/areas/pricing.md, "Calls", "Logs",
 * "Archives", "Jobs"): pricing.ts and pricing-logs.ts of the api-client. What it writes it takes back (the coupon
 * and the country are deleted, the hotel keeps its fractions), so the other areas' checks see the seed as it was.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as pricingClient from '../../../../../libs/api-client/src/lib/pricing';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as pricingLogsClient from '../../../../../libs/api-client/src/lib/pricing-logs';
import type { AreaDrift } from './harness';

/** A well-formed id no row has: the calls that take one answer 404. */
const NO_SUCH_ID = '00000000-0000-4000-8000-00000000d21f';

export const pricingDrift: AreaDrift = {
  area: 'pricing',
  client: { ...pricingClient, ...pricingLogsClient },
  drive: async (run) => {
    // Overnight pricing (docs/areas/pricing.md, "Pricing")
    const table = await run('listPricing', () => pricingClient.listPricing({ page: 1, limit: 5 }));
    expect(table.data.length).toBeGreaterThan(0);
    const hotel = table.data[0];
    await run('queryByProperty', () => pricingClient.queryByProperty(hotel.name));
    // The hotel's own fractions again: the call is exercised, the seed unchanged.
    await run('setHotelOvernight', () => pricingClient.setHotelOvernight(hotel._id, hotel.overNightRatePercentage));
    // A whole chain's hotels would change the seed the other areas read: an unknown chain answers 404.
    await run('setChainOvernight', () => pricingClient.setChainOvernight(NO_SUCH_ID, hotel.overNightRatePercentage), [404]);

    // Coupons (docs/areas/pricing.md, "Coupons")
    await run('listCoupons', () => pricingClient.listCoupons({ page: 1, limit: 5 }));
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const coupon = { code: 'DRIFT001', value: 5, startDate: day(1), endDate: day(30), appliedTo: 'total', scope: 'all' };
    const created = await run('createCoupon', () => pricingClient.createCoupon(coupon));
    const couponId = created.data._id;
    await run('getCoupon', () => pricingClient.getCoupon(couponId));
    await run('updateCoupon', () => pricingClient.updateCoupon(couponId, { ...coupon, value: 6 }));
    await run('endCoupon', () => pricingClient.endCoupon(couponId));
    await run('deleteCoupon', () => pricingClient.deleteCoupon(couponId));

    // Country VAT/GST (docs/areas/pricing.md, "Country VAT/GST")
    const country = {
      countryname: 'Drift Check Land',
      countryflag: 'DQ',
      currencyFor: 'DQD',
      shortName: 'D$',
      currencyFullName: 'Drift dollar',
      exchangeRate: 2,
      vat: 5,
    };
    expect(await run('addCountry', () => pricingClient.addCountry(country))).toMatchObject({ data: true });
    const countries = await run('listCountries', () => pricingClient.listCountries());
    const added = countries.find((c) => c.countryname === country.countryname);
    expect(added).toBeDefined();
    const vatgstId = added?._id ?? '';
    await run('getCountry', () => pricingClient.getCountry(vatgstId));
    await run('editCountry', () => pricingClient.editCountry({ ...country, vatgstId, vat: 6 }));
    await run('getCountryAt', () => pricingClient.getCountryAt(country.countryflag, day(0)));
    await run('deleteCountry', () => pricingClient.deleteCountry(vatgstId));

    // Logs and archives (docs/areas/pricing.md, "Logs", "Archives")
    await run('listRateGainLogs', () => pricingLogsClient.listRateGainLogs({}));
    await run('listCancellationPeriodLogs', () => pricingLogsClient.listCancellationPeriodLogs({}));
    await run('listExchangeRateLogs', () => pricingLogsClient.listExchangeRateLogs({}));
    await run('getExchangeRateHistory', () => pricingLogsClient.getExchangeRateHistory({}));
    const archived = await run('listArchiveHotels', () => pricingLogsClient.listArchiveHotels());
    if (archived.length) await run('listArchiveSnapshots', () => pricingLogsClient.listArchiveSnapshots(archived[0]._id, { limit: 2 }));
    else await run('listArchiveSnapshots', () => pricingLogsClient.listArchiveSnapshots(NO_SUCH_ID), [404]);

    // Jobs (docs/areas/pricing.md, "Jobs"): the snapshot writes only its own rows; 409 while one is queued.
    const jobs = await run('listJobs', () => pricingLogsClient.listJobs());
    expect(jobs.length).toBeGreaterThan(0);
    await run('listJobRuns', () => pricingLogsClient.listJobRuns('availability-snapshot'));
    await run('runJobNow', () => pricingLogsClient.runJobNow('availability-snapshot'), [202, 409]);
  },
};
