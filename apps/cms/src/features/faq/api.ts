import { addFaq, deleteFaq, getFaq, listFaqs, updateFaq } from '@backoffice/api-client/cms';
import type { Faq } from '@backoffice/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The query keys of the FAQ calls (docs/frontend-data.md, "Query keys"). */
export const faqKeys = {
  all: ['faqs'] as const,
  list: () => [...faqKeys.all, 'list'] as const,
  detail: (id: string) => [...faqKeys.all, 'detail', id] as const,
};

/** GET /api/faq/get: every FAQ, oldest first (the API does not page them). */
export const getFaqsQueryOptions = () => queryOptions({ queryKey: faqKeys.list(), queryFn: listFaqs });

/**
 * The number of FAQs (a saved view's live count, docs/areas/platform.md, "Saved views"; the list has no filter):
 * those the page holds (`loaded`), or the API's list before they have come (it answers them all).
 */
export async function countFaqs(loaded?: readonly Faq[]): Promise<number> {
  return (loaded ?? (await listFaqs())).length;
}

/** The FAQ list. */
export function useFaqs() {
  return useQuery(getFaqsQueryOptions());
}

/** GET /api/faq/get/{id}: one FAQ. */
export const getFaqQueryOptions = (id: string) =>
  queryOptions({ queryKey: faqKeys.detail(id), queryFn: () => getFaq(id) });

/** One FAQ (its detail page). */
export function useFaq(id: string) {
  return useQuery(getFaqQueryOptions(id));
}

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
