/**
 * The two variants of the ticket screens (docs/areas/helpdesk.md, "Ticket list (`/all-tickets`, everyone)"
 * and "My Tickets (`/all-mytickets`, Department)"): the ticket list ("Manage Tickets") and a Department
 * user's own raised tickets ("My Tickets"). Each has its own list, add and view paths.
 */
export type TicketVariant = 'all' | 'mine';

export interface TicketPaths {
  list: string;
  add: string;
  view: string;
}

export const TICKET_PATHS: Readonly<Record<TicketVariant, TicketPaths>> = {
  all: { list: '/all-tickets', add: '/add-ticket', view: '/view-ticket' },
  mine: { list: '/all-mytickets', add: '/add-myticket', view: '/view-myticket' },
};

/** The view page of a ticket, e.g. `/view-ticket?ticketId=…`. */
export const viewTicketHref = (variant: TicketVariant, ticketId: string) =>
  `${TICKET_PATHS[variant].view}?ticketId=${encodeURIComponent(ticketId)}`;
