/**
 * The homepage editor's form model (docs/areas/cms.md, "Homepage editor (`/content-home`)" and
 * "Content blocks and tags"): four panels backed by CMS blocks found by tag; benefits and reasons for travel
 * are three blocks each.
 */
import type { CmsBlock } from '@backoffice/contracts';
import type { PendingImage } from '../shared';

export type { PendingImage };

/** One block as the form edits it. */
export interface EntryState {
  /** The block's `_id`. */
  id: string;
  title: string;
  description: string;
  /** Addresses of the images the block holds (public URLs given by the API). */
  stored: string[];
  pending: PendingImage[];
}

export interface HomepageState {
  search: EntryState;
  benefits: EntryState[];
  reasons: EntryState[];
  enjoy: EntryState;
}

export type SectionKey = 'search' | 'benefits' | 'reasons' | 'enjoy';

/** In the order of the page and of the save report. */
export const SECTION_KEYS: readonly SectionKey[] = ['search', 'benefits', 'reasons', 'enjoy'];

/** The panels' headings (also used in the save report). */
export const SECTION_LABELS: Record<SectionKey, string> = {
  search: 'Search bar',
  benefits: 'Benefits',
  reasons: 'Reason for travel',
  enjoy: 'Enjoy Microstay',
};

/** Homepage fixed counts (docs/areas/cms.md, "Homepage editor (`/content-home`)"). */
export const ENTRY_COUNT = 3;

export function toEntry(block: CmsBlock): EntryState {
  return {
    id: block._id,
    title: block.title ?? '',
    description: block.description ?? '',
    stored: [...(block.photos ?? [])],
    pending: [],
  };
}

/** The blocks of a section in the editor's layout: the list's first block, or its first three. */
export function entriesOf(state: HomepageState, key: SectionKey): EntryState[] {
  const value = state[key];
  return Array.isArray(value) ? value : [value];
}

/** Whether the form differs from what was loaded (new images, or a changed title or description). */
export function isDirty(state: HomepageState, baseline: HomepageState): boolean {
  return SECTION_KEYS.some((key) => sectionDirty(state, baseline, key));
}

export function sectionDirty(state: HomepageState, baseline: HomepageState, key: SectionKey): boolean {
  const now = entriesOf(state, key);
  const then = entriesOf(baseline, key);
  return now.some(
    (e, i) => e.pending.length > 0 || e.title !== then[i]?.title || e.description !== then[i]?.description,
  );
}

/** The DOM ids of the title and description fields. */
export const fieldId = {
  searchTitle: 'home-search-title',
  enjoyTitle: 'home-enjoy-title',
  entryTitle: (section: 'benefits' | 'reasons', index: number) => `home-${section}-${index + 1}-title`,
  entryDescription: (section: 'benefits' | 'reasons', index: number) =>
    `home-${section}-${index + 1}-description`,
};
