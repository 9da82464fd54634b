/**
 * The ticket screens of the help desk (docs/areas/helpdesk.md, "Screens"), for the remote's page map. The
 * list is the landing page after sign-in, so it loads with the Module; the add and view pages (the rich-text
 * editor, DOMPurify) load when first opened.
 */
import { lazyPage } from '@backoffice/remote-kit';
import { preloadDataGrid } from '@backoffice/ui';

export { TicketListPage } from './ticket-list-page';

// The list's grid (its table code is a chunk of its own) starts loading with the Module, beside the page's
// first render, instead of after it (docs/micro-frontends.md, "Speed budgets").
preloadDataGrid().catch(() => undefined);

/** /add-ticket and /add-myticket, loaded on first use. */
export const AddTicketPage = lazyPage(() => import('./add-ticket-page').then((m) => m.AddTicketPage));

/** /view-ticket and /view-myticket, loaded on first use. */
export const ViewTicketPage = lazyPage(() => import('./view-ticket-page').then((m) => m.ViewTicketPage));
