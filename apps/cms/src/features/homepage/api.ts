import { listCmsBlocks, removeCmsPhoto } from '@backoffice/api-client/cms';
import { CMS_TAGS, type CmsBlock } from '@backoffice/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EDITOR_QUERY_OPTIONS, cmsKeys, okAnswer } from '../shared';
import { ENTRY_COUNT, toEntry, type HomepageState } from './homepage-model';
import { saveHomepage } from './save-homepage';

function single(blocks: CmsBlock[], tag: string): CmsBlock {
  if (!blocks[0]) throw new Error(`The content block "${tag}" is missing.`);
  return blocks[0];
}

function three(blocks: CmsBlock[], tag: string): CmsBlock[] {
  if (blocks.length < ENTRY_COUNT) throw new Error(`The content blocks "${tag}" are incomplete.`);
  return blocks.slice(0, ENTRY_COUNT);
}

/** Loads the four homepage blocks (POST /cms/list per tag) as the editor's state. */
export async function loadHomepage(): Promise<HomepageState> {
  const [search, benefits, reasons, enjoy] = await Promise.all([
    listCmsBlocks(CMS_TAGS.searchBar),
    listCmsBlocks(CMS_TAGS.benefits),
    listCmsBlocks(CMS_TAGS.reasonForTravel),
    listCmsBlocks(CMS_TAGS.enjoyMicrostay),
  ]);
  return {
    search: toEntry(single(search, CMS_TAGS.searchBar)),
    benefits: three(benefits, CMS_TAGS.benefits).map(toEntry),
    reasons: three(reasons, CMS_TAGS.reasonForTravel).map(toEntry),
    enjoy: toEntry(single(enjoy, CMS_TAGS.enjoyMicrostay)),
  };
}

export const getHomepageBlocksQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.homepage(), queryFn: loadHomepage, ...EDITOR_QUERY_OPTIONS });

/**
 * The homepage blocks, loaded when the editor opens (docs/areas/cms.md, "Homepage editor (`/content-home`)":
 * content forms load on open).
 */
export function useHomepageBlocks() {
  return useQuery(getHomepageBlocksQueryOptions());
}

/**
 * Update of the homepage editor (save-homepage.ts: one PUT /api/cms/{id} per changed entry, photos after the
 * text, a result per section). Afterwards every content query is stale, whatever the results.
 */
export function useSaveHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Parameters<typeof saveHomepage>) => saveHomepage(...args),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all, refetchType: 'none' }),
  });
}

/**
 * DELETE a stored photo of a content block (removeCmsPhoto); an answer other than 'OK' is a failure. On success
 * every content query is stale.
 */
export function useRemoveCmsPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: Parameters<typeof removeCmsPhoto>) => okAnswer(await removeCmsPhoto(...args)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all, refetchType: 'none' }),
  });
}
