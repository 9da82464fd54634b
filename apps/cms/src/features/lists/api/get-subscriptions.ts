import { listSubscriptions, type ListPageQuery } from '@backoffice/api-client';
import { queryOptions } from '@tanstack/react-query';
import { listKeys } from './list-keys';

/** GET /subscription/list?page=&limit=&search=: one page of newsletter subscriptions, newest first. */
export const getSubscriptionsQueryOptions = (q: ListPageQuery) =>
  queryOptions({ queryKey: listKeys.subscriptions(q), queryFn: () => listSubscriptions(q) });
