import { listFaqs } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqKeys } from './faq-keys';

/** GET /api/faq/get: every FAQ, oldest first (the API does not page them). */
export const getFaqsQueryOptions = () => queryOptions({ queryKey: faqKeys.list(), queryFn: listFaqs });

/** The FAQ list. */
export function useFaqs() {
  return useQuery(getFaqsQueryOptions());
}
