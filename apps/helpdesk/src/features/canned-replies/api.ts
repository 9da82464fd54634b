/**
 * The canned-reply calls of the help desk, one file (docs/frontend-data.md; docs/areas/helpdesk.md, "Canned
 * replies"): the query keys, the list's hook and each write's mutation with what it invalidates. The functions
 * themselves are libs/api-client's (`@backoffice/api-client/helpdesk`).
 */
import {
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  renderCannedReply,
  updateCannedReply,
} from '@backoffice/api-client/helpdesk';
import type { CannedReply, CannedReplyKind, CreateCannedReplyBody, UpdateCannedReplyBody } from '@backoffice/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../shared/invalidating-mutation';

/** The list's filter (GET /canned-replies): one department's (SuperAdmin), one kind. Titles are searched here. */
export interface CannedReplyFilter {
  departmentId?: string;
  kind?: CannedReplyKind;
}

/**
 * The query keys of the canned-reply calls (root 'canned-replies', the live changes' root of `canned_reply` in
 * libs/contracts changes.ts): a write invalidates every list at once.
 */
export const cannedReplyKeys = {
  all: ['canned-replies'] as const,
  lists: () => [...cannedReplyKeys.all, 'list'] as const,
  list: (filter: CannedReplyFilter) =>
    [...cannedReplyKeys.lists(), { departmentId: filter.departmentId ?? '', kind: filter.kind ?? '' }] as const,
};

/** GET /canned-replies: the replies the caller may use (its personal ones and its department's), by title. */
export const getCannedRepliesQueryOptions = (filter: CannedReplyFilter = {}) =>
  queryOptions({
    queryKey: cannedReplyKeys.list(filter),
    queryFn: ({ signal }): Promise<CannedReply[]> =>
      listCannedReplies(
        { ...(filter.departmentId ? { departmentId: filter.departmentId } : {}), ...(filter.kind ? { kind: filter.kind } : {}) },
        signal,
      ),
  });

/**
 * The replies matching `filter`; the previous answer stays while a new filter loads.
 * @param options.enabled false to skip the call (the picker asks only once it is opened).
 */
export function useCannedReplies(filter: CannedReplyFilter = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCannedRepliesQueryOptions(filter), enabled, placeholderData: keepPreviousData, staleTime: 30_000 });
}

/** POST /canned-replies; on success every list is stale. */
export const useCreateCannedReply = () =>
  useInvalidatingMutation((body: CreateCannedReplyBody) => createCannedReply(body), cannedReplyKeys.all);

/** PUT /canned-replies/:id; on success every list is stale. */
export const useUpdateCannedReply = () =>
  useInvalidatingMutation(
    ({ id, body }: { id: string; body: UpdateCannedReplyBody }) => updateCannedReply(id, body),
    cannedReplyKeys.all,
  );

/** DELETE /canned-replies/:id; on success every list is stale. */
export const useDeleteCannedReply = () => useInvalidatingMutation((id: string) => deleteCannedReply(id), cannedReplyKeys.all);

/** POST /canned-replies/:id/render: the reply's HTML for a ticket, placeholders filled (nothing cached). */
export const useRenderCannedReply = () =>
  useMutation({ mutationFn: ({ replyId, ticketId }: { replyId: string; ticketId: string }) => renderCannedReply(replyId, ticketId) });

/** The replies whose title contains `text` (any case, spaces at the ends ignored); all of them for ''. */
export function filterCannedReplies(replies: readonly CannedReply[], text: string): CannedReply[] {
  const needle = text.trim().toLowerCase();
  return needle ? replies.filter((r) => r.title.toLowerCase().includes(needle)) : [...replies];
}
