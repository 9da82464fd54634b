import type { ListPageQuery } from '@backoffice/api-client';

/** The query keys of the read-only record lists (docs/frontend-data.md, "Query keys"): one entry per page and search. */
export const listKeys = {
  subscriptions: (q: ListPageQuery) => ['subscriptions', 'list', q] as const,
  contactEnquiries: (q: ListPageQuery) => ['contact-enquiries', 'list', q] as const,
};
