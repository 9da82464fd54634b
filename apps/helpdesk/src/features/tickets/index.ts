/** The ticket screens of the help desk (spec 1 section 2), for the remote's page map. */
export { AddTicketPage } from './components/add-ticket-page';
export { TicketListPage } from './components/ticket-list-page';
export { ViewTicketPage } from './components/view-ticket-page';
