import { deleteFaq } from '@backoffice/api-client';
import type { Faq } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { faqKeys } from './faq-keys';

/** DELETE /api/faq/{id}. On success the FAQ leaves the cached list and its detail is dropped; all are marked stale. */
export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFaq(id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Faq[]>(faqKeys.list(), (list) => list?.filter((f) => f._id !== id));
      queryClient.removeQueries({ queryKey: faqKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: faqKeys.all, refetchType: 'none' });
    },
  });
}
