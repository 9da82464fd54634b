import { updateFaq } from '@backoffice/api-client';
import type { Faq } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqKeys } from './faq-keys';

/** PUT /api/faq/update. On success the saved FAQ replaces its cached detail and list entry; all are marked stale. */
export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateFaq>[0]) => updateFaq(body),
    onSuccess: (faq) => {
      queryClient.setQueryData(faqKeys.detail(faq._id), faq);
      queryClient.setQueryData<Faq[]>(faqKeys.list(), (list) => list?.map((f) => (f._id === faq._id ? faq : f)));
      return queryClient.invalidateQueries({ queryKey: faqKeys.all, refetchType: 'none' });
    },
  });
}
