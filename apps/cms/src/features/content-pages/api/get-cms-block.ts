import { listCmsBlocks } from '@backoffice/api-client';
import type { CmsBlock, CmsTag } from '@backoffice/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EDITOR_QUERY_OPTIONS, cmsKeys } from './cms-block-keys';

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
