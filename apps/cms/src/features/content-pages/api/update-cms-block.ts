import { updateCmsBlock, type CmsBlockUpdate } from '@backoffice/api-client';
import type { CmsBlock, CmsTag } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsKeys } from './cms-block-keys';

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
