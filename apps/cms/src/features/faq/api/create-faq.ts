import { addFaq } from '@backoffice/api-client';
import type { Faq } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqKeys } from './faq-keys';

/**
 * POST /api/faq/add. On success the new FAQ is appended to the cached list (it shows at once, without a
 * reload) and the FAQ queries are marked stale, so the list is asked again the next time it opens.
 */
export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof addFaq>[0]) => addFaq(body),
    onSuccess: (faq) => {
      queryClient.setQueryData<Faq[]>(faqKeys.list(), (list) => (list ? [...list, faq] : list));
      queryClient.setQueryData(faqKeys.detail(faq._id), faq);
      return queryClient.invalidateQueries({ queryKey: faqKeys.all, refetchType: 'none' });
    },
  });
}
