import { getFaq } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqKeys } from './faq-keys';

/** GET /api/faq/get/{id}: one FAQ. */
export const getFaqQueryOptions = (id: string) =>
  queryOptions({ queryKey: faqKeys.detail(id), queryFn: () => getFaq(id) });

/** One FAQ (its detail page). */
export function useFaq(id: string) {
  return useQuery(getFaqQueryOptions(id));
}
