/**
 * The ticket screens of the help desk (spec 1 section 2), for the remote's page map. The list is the landing
 * page after sign-in, so it loads with the Module; the add and view pages (the rich-text editor, DOMPurify)
 * load when first opened.
 */
import { Center, Spinner, VisuallyHidden } from '@backoffice/ui';
import { Suspense, lazy } from 'react';
import type { AddTicketPageProps } from './components/add-ticket-page';
import type { ViewTicketPageProps } from './components/view-ticket-page';

export { TicketListPage } from './components/ticket-list-page';

const LazyAddTicketPage = lazy(() =>
  import('./components/add-ticket-page').then((m) => ({ default: m.AddTicketPage })),
);
const LazyViewTicketPage = lazy(() =>
  import('./components/view-ticket-page').then((m) => ({ default: m.ViewTicketPage })),
);

function PageLoading() {
  return (
    <Center py="16" role="status">
      <Spinner size="lg" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}

/** /add-ticket and /add-myticket, loaded on first use. */
export function AddTicketPage(props: AddTicketPageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAddTicketPage {...props} />
    </Suspense>
  );
}

/** /view-ticket and /view-myticket, loaded on first use. */
export function ViewTicketPage(props: ViewTicketPageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyViewTicketPage {...props} />
    </Suspense>
  );
}
