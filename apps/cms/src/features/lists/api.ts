import { listContactEnquiries, listSubscriptions, type ListPageQuery } from '@backoffice/api-client/cms';
import type { ListPage } from '@backoffice/contracts';
import { keepPreviousData, queryOptions, useQuery, type QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';

/** The query keys of the read-only record lists (docs/frontend-data.md, "Query keys"): one entry per page and search. */
export const listKeys = {
  subscriptions: (q: ListPageQuery) => ['subscriptions', 'list', q] as const,
  contactEnquiries: (q: ListPageQuery) => ['contact-enquiries', 'list', q] as const,
};

/** GET /subscription/list?page=&limit=&search=: one page of newsletter subscriptions, newest first. */
export const getSubscriptionsQueryOptions = (q: ListPageQuery) =>
  queryOptions({ queryKey: listKeys.subscriptions(q), queryFn: () => listSubscriptions(q) });

/** GET /contact/list?page=&limit=&search=: one page of contact-us enquiries, newest first. */
export const getContactEnquiriesQueryOptions = (q: ListPageQuery) =>
  queryOptions({ queryKey: listKeys.contactEnquiries(q), queryFn: () => listContactEnquiries(q) });

/** The query options of one page of a record list (one of the above). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list's own key type
export type RecordPageOptions<T> = (q: ListPageQuery) => { queryKey: QueryKey; queryFn?: QueryFunction<ListPage<T>, any> };

/** One page of a record list; the previous page stays on screen while the next one (or a new search) loads. */
export function useRecordPage<T>(options: RecordPageOptions<T>, q: ListPageQuery) {
  const { queryKey, queryFn } = options(q);
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
}

/**
 * The number of records a list shows for `search` (a saved view's live count, docs/areas/platform.md, "Saved
 * views"): the list's own request through `options` with one row a page (fetched through `client`, so it is cached
 * as a page of the list), and its `total`.
 */
export async function countRecords<T>(client: QueryClient, options: RecordPageOptions<T>, search: string): Promise<number> {
  const { queryKey, queryFn } = options({ page: 1, limit: 1, search });
  return (await client.fetchQuery({ queryKey, queryFn })).total;
}
