/**
 * For the help desk's specs: a ticket as the list and the ticket's page read it (docs/areas/helpdesk.md, "Screens")
 * and one page of the ticket list's answer.
 */
import type { ListTicketResponse, Ticket } from '@backoffice/contracts';

/** Ticket #42 'Printer' of IT (d1), Open, priority 1, raised by Asha Rao (u9), no image; `overrides` replace fields. */
export const fakeTicket = (overrides: Partial<Ticket> = {}): Ticket => ({
  _id: 't1',
  number: 42,
  about: null,
  title: 'Printer',
  message: '<p>The printer jams.</p>',
  status: 1,
  priorityLevels: 1,
  createdAt: '2026-01-02T20:00:00.000Z',
  department: { _id: 'd1', name: 'IT' },
  userId: { _id: 'u9', firstName: 'Asha', lastName: 'Rao' },
  ticketImage: null,
  ...overrides,
});

/** Page `page` (10 rows a page) of the ticket list's answer holding `ticket`, of `total` tickets in all. */
export const ticketPage = (ticket: Ticket[], total = ticket.length, page = 1): ListTicketResponse => ({ ticket, total, page, limit: 10 });

/** The ticket list's query of the first page (10 rows) with `filters`, as the API is asked for it. */
export const firstPageQuery = (filters: Record<string, unknown>) => ({ page: 1, limit: 10, ...filters });
