import type { ReactElement } from 'react';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes, lazyPage, pagePreloader } from '@backoffice/remote-kit';
import { AREA, COMMANDS } from './area';
import { RENDERERS } from './palette';

// Each page loads when its route opens: the Module itself stays small, so the area appears quickly.
const page = (name: 'ReservationsPage' | 'ReservationDetailsPage' | 'UnapprovedNoShowsPage' | 'ApprovedNoShowsPage' | 'ReviewsPage' | 'CustomerRecordPage') =>
  lazyPage(() => import('./features/reservations').then((m) => m[name]));
const ReservationsPage = page('ReservationsPage');
const ReservationDetailsPage = page('ReservationDetailsPage');
const UnapprovedNoShowsPage = page('UnapprovedNoShowsPage');
const ApprovedNoShowsPage = page('ApprovedNoShowsPage');
const ReviewsPage = page('ReviewsPage');
const CustomerRecordPage = page('CustomerRecordPage');
type PricingPage = 'PricingPage' | 'CouponsPage' | 'CouponFormPage' | 'CountriesPage' | 'CountryFormPage';
const pricingPage = (name: PricingPage) => lazyPage(() => import('./features/pricing').then((m) => m[name]));
type LogPage = 'RateGainLogPage' | 'CancellationPeriodLogPage' | 'ExchangeRateLogPage' | 'ExchangeRateHistoryPage' | 'JobsPage';
const logPage = (name: LogPage) => lazyPage(() => import('./features/logs').then((m) => m[name]));
const PricingPage = pricingPage('PricingPage');
const CouponsPage = pricingPage('CouponsPage');
const CouponFormPage = pricingPage('CouponFormPage');
const CountriesPage = pricingPage('CountriesPage');
const CountryFormPage = pricingPage('CountryFormPage');
const RateGainLogPage = logPage('RateGainLogPage');
const CancellationPeriodLogPage = logPage('CancellationPeriodLogPage');
const ExchangeRateLogPage = logPage('ExchangeRateLogPage');
const ExchangeRateHistoryPage = logPage('ExchangeRateHistoryPage');
const JobsPage = logPage('JobsPage');
const approvalsPage = (name: 'ApprovalsPage' | 'ThresholdsPage') => lazyPage(() => import('./features/approvals').then((m) => m[name]));
const ApprovalsPage = approvalsPage('ApprovalsPage');
const ThresholdsPage = approvalsPage('ThresholdsPage');

/** The built pages of this area, by their path in the route table (libs/contracts areas.ts). */
const PAGES: Readonly<Record<string, ReactElement>> = {
  '/reservations': <ReservationsPage />,
  '/reservationDetails/:reserveID': <ReservationDetailsPage />,
  '/noShow/unapproved': <UnapprovedNoShowsPage />,
  '/noShow/approved': <ApprovedNoShowsPage />,
  '/approvals': <ApprovalsPage />,
  '/approvals/thresholds': <ThresholdsPage />,
  '/reviews/:hotelId': <ReviewsPage />,
  '/customerRecords/:customerID': <CustomerRecordPage />,
  '/customers/:customerID': <CustomerRecordPage />,
  '/pricing': <PricingPage />,
  '/coupons': <CouponsPage />,
  '/coupons/create': <CouponFormPage />,
  '/coupons/:id': <CouponFormPage />,
  '/vatgst': <CountriesPage />,
  '/add-vat': <CountryFormPage />,
  '/edit-vat/:vatId': <CountryFormPage />,
  '/logs/rate-gain': <RateGainLogPage />,
  '/logs/cancellation-period': <CancellationPeriodLogPage />,
  '/logs/exchange-rate-gain': <ExchangeRateLogPage />,
  '/exchange-rate-history': <ExchangeRateHistoryPage />,
  '/jobs': <JobsPage />,
};

/** Fetches the code of the page at `pathname` ahead of its route (the shell calls it on a sidebar hover). */
export const preloadPage = pagePreloader(PAGES);

/** This remote's build (host contract, release, commit): the shell checks the contract before rendering it. */
export { REMOTE_BUILD as build } from '@backoffice/remote-kit';

/**
 * Exposed as `bookings/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function BookingsModule({ basePath, queryClient }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} queryClient={queryClient} pages={PAGES} commands={COMMANDS} renderers={RENDERERS} />;
}
