import { listCmsBlocks, updateCmsBlock, type CmsBlockUpdate } from '@backoffice/api-client/cms';
import type { CmsBlock, CmsTag } from '@backoffice/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EDITOR_QUERY_OPTIONS, cmsKeys } from '../shared';

/** Shown when the API holds no block for the tag (the seed creates one per tag, so this means a broken install). */
export const NO_BLOCK_MESSAGE = 'This content section does not exist yet.';

/** POST /api/cms/list {tag}: the content block of `tag` (its first one); an error when there is none. */
export const getCmsBlockQueryOptions = (tag: CmsTag) =>
  queryOptions({
    queryKey: cmsKeys.block(tag),
    queryFn: async (): Promise<CmsBlock> => {
      const [block] = await listCmsBlocks(tag);
      if (!block) throw new Error(NO_BLOCK_MESSAGE);
      return block;
    },
    ...EDITOR_QUERY_OPTIONS,
  });

/** The content block of `tag`, loaded when the page opens. */
export function useCmsBlock(tag: CmsTag) {
  return useQuery(getCmsBlockQueryOptions(tag));
}

/**
 * PUT /api/cms/{id}: a content block's title and description. On success the stored block (the API sanitises
 * the HTML) replaces the cached one of `tag`, and every other content query is stale.
 */
export function useUpdateCmsBlock(tag: CmsTag) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: CmsBlockUpdate }) => updateCmsBlock(id, values),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<CmsBlock>(cmsKeys.block(tag), data);
      return queryClient.invalidateQueries({
        queryKey: cmsKeys.all,
        predicate: (q) => q.queryKey[2] !== tag,
        refetchType: 'none',
      });
    },
  });
}
