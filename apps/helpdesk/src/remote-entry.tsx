import type { ReactElement } from 'react';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes, pagePreloader } from '@backoffice/remote-kit';
import { AREA, COMMANDS } from './area';
import { AddTicketPage, TicketListPage, ViewTicketPage } from './features/tickets';
import { DepartmentDetailsPage, DepartmentFormPage, DepartmentListPage } from './features/departments';
import { CannedReplyListPage } from './features/canned-replies';
import { DepartmentSlaPage } from './features/sla';

/** The built pages, by their path in the area's route table (the others show "not yet available"). */
const PAGES: Readonly<Record<string, ReactElement>> = {
  '/all-tickets': <TicketListPage variant="all" />,
  '/add-ticket': <AddTicketPage variant="all" />,
  '/view-ticket': <ViewTicketPage variant="all" />,
  '/all-mytickets': <TicketListPage variant="mine" />,
  '/add-myticket': <AddTicketPage variant="mine" />,
  '/view-myticket': <ViewTicketPage variant="mine" />,
  '/all-departments': <DepartmentListPage />,
  '/add-department': <DepartmentFormPage mode="add" />,
  '/edit-department/:departmentId': <DepartmentFormPage mode="edit" />,
  '/department-details/:departmentId': <DepartmentDetailsPage />,
  '/canned-replies': <CannedReplyListPage />,
  '/department-sla/:departmentId': <DepartmentSlaPage />,
};

/** Fetches the code of the page at `pathname` ahead of its route (the shell calls it on a sidebar hover). */
export const preloadPage = pagePreloader(PAGES);

/** This remote's build (host contract, release, commit): the shell checks the contract before rendering it. */
export { REMOTE_BUILD as build } from '@backoffice/remote-kit';

/**
 * Exposed as `helpdesk/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function HelpdeskModule({ basePath, queryClient }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} queryClient={queryClient} pages={PAGES} commands={COMMANDS} />;
}
