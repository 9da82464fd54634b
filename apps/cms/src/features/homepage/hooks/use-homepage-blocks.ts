import { listCmsBlocks } from '@backoffice/api-client';
import { CMS_TAGS, type CmsBlock } from '@backoffice/contracts';
import { useLoad } from '../../shared-images';
import { ENTRY_COUNT, toEntry, type HomepageState } from '../lib/homepage-model';

function single(blocks: CmsBlock[], tag: string): CmsBlock {
  if (!blocks[0]) throw new Error(`The content block "${tag}" is missing.`);
  return blocks[0];
}

function three(blocks: CmsBlock[], tag: string): CmsBlock[] {
  if (blocks.length < ENTRY_COUNT) throw new Error(`The content blocks "${tag}" are incomplete.`);
  return blocks.slice(0, ENTRY_COUNT);
}

/** Loads the four homepage blocks (POST /cms/list per tag, spec 1 section 4: content forms load on open). */
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

/** The homepage blocks with a loading state, an error and `reload()` (the Retry button). */
export const useHomepageBlocks = () => useLoad(loadHomepage, 'The content could not be loaded.');
