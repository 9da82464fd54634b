import type { TicketVariant } from '../ticket-variants';

/** The ticket list's query: the page, its size and the filters (all done by the API). */
export interface TicketListQuery {
  page: number;
  limit: number;
  status?: number;
  departmentId?: string;
}

/**
 * The query keys of the ticket calls, one tree (docs/frontend-data.md, "Query keys"): a write invalidates
 * `ticketKeys.lists()` (every list and page) or one ticket's detail and discussion.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (variant: TicketVariant, query: TicketListQuery) => [...ticketKeys.lists(), variant, query] as const,
  detail: (ticketId: string) => [...ticketKeys.all, 'detail', ticketId] as const,
  discussion: (ticketId: string) => [...ticketKeys.all, 'discussion', ticketId] as const,
  upload: (address: string) => ['uploads', address] as const,
};
