import type { ReactElement } from 'react';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes, lazyPage, pagePreloader } from '@backoffice/remote-kit';
import { AREA, COMMANDS } from './area';

// Each page loads when its route opens: the Module itself stays small, so the area appears quickly.
const AddHotelPage = lazyPage(() => import('./features/hotel-form').then((m) => m.AddHotelPage));
const EditHotelPage = lazyPage(() => import('./features/hotel-form').then((m) => m.EditHotelPage));
const PropertyListingPage = lazyPage(() => import('./features/property-listing').then((m) => m.PropertyListingPage));
const HotelsPage = lazyPage(() => import('./features/hotels-directory').then((m) => m.HotelsPage));
const AddPropertyPage = lazyPage(() => import('./features/property-ids').then((m) => m.AddPropertyPage));
const EditPropertyPage = lazyPage(() => import('./features/property-ids').then((m) => m.EditPropertyPage));
const MissingPropertyIdPage = lazyPage(() => import('./features/property-ids').then((m) => m.MissingPropertyIdPage));
const InvoicesPage = lazyPage(() => import('./features/billing').then((m) => m.InvoicesPage));
const InvoiceDetailPage = lazyPage(() => import('./features/billing').then((m) => m.InvoiceDetailPage));
const ReportingPage = lazyPage(() => import('./features/billing').then((m) => m.ReportingPage));
const PaymentFailsPage = lazyPage(() => import('./features/billing').then((m) => m.PaymentFailsPage));
const ExecuteBillingPage = lazyPage(() => import('./features/billing').then((m) => m.ExecuteBillingPage));
const BillingStatementPage = lazyPage(() => import('./features/billing').then((m) => m.BillingStatementPage));
const ChainReportingPage = lazyPage(() => import('./features/billing').then((m) => m.ChainReportingPage));
const ChainsPage = lazyPage(() => import('./features/chains').then((m) => m.ChainsPage));
const ManagersPage = lazyPage(() => import('./features/chains').then((m) => m.ManagersPage));
const ExpediaErrorsPage = lazyPage(() => import('./features/chains').then((m) => m.ExpediaErrorsPage));
const ArchivesPage = lazyPage(() => import('./features/archives').then((m) => m.ArchivesPage));

/** The built pages of this area, by their path in the route table (libs/contracts areas.ts). */
const PAGES: Readonly<Record<string, ReactElement>> = {
  '/addHotel': <AddHotelPage />,
  '/editHotel/:hotelId': <EditHotelPage />,
  '/property/:hotelAdminID': <PropertyListingPage />,
  '/hotels': <HotelsPage />,
  '/addProperty': <AddPropertyPage />,
  '/editProperty/:propertyId': <EditPropertyPage />,
  '/missingPropertyID': <MissingPropertyIdPage />,
  '/billing/:propertyId': <InvoicesPage />,
  '/billingDetails/:propertyId/:invoiceId': <InvoiceDetailPage />,
  '/reporting': <ReportingPage />,
  '/monthlyBillingPaymentFails': <PaymentFailsPage />,
  '/execute-billing': <ExecuteBillingPage />,
  '/execute-billing/:billingId': <BillingStatementPage />,
  '/reportingPropertyType': <ChainReportingPage />,
  '/propertyType': <ChainsPage />,
  '/groupRegionalManagers': <ManagersPage />,
  '/expediaURLError': <ExpediaErrorsPage />,
  '/archives': <ArchivesPage />,
};

/** Fetches the code of the page at `pathname` ahead of its route (the shell calls it on a sidebar hover). */
export const preloadPage = pagePreloader(PAGES);

/** This remote's build (host contract, release, commit): the shell checks the contract before rendering it. */
export { REMOTE_BUILD as build } from '@backoffice/remote-kit';

/**
 * Exposed as `hotels/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function HotelsModule({ basePath, queryClient }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} queryClient={queryClient} pages={PAGES} commands={COMMANDS} />;
}
