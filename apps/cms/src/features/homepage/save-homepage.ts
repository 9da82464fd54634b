import { removeCmsPhoto, updateCmsBlock } from '@backoffice/api-client/cms';
import type { SavePart } from '../shared';
import {
  entriesOf,
  SECTION_LABELS,
  type EntryState,
  type HomepageState,
  type SectionKey,
} from './homepage-model';

/** What one section's save did (`error`: the first error message of the section, when a call failed). */
export interface SectionResult extends SavePart {
  key: SectionKey;
  /** Keys of the pending images that were stored (they leave the previews). */
  savedImageKeys: string[];
  /** The images each block holds after the save, by block `_id` (from the API's answers). */
  photos: Record<string, string[]>;
}

/** Sections with several banner images send one request per image (docs/areas/cms.md, "Calls"). */
export const MULTIPLE_IMAGES: Record<SectionKey, boolean> = {
  search: true,
  enjoy: true,
  benefits: false,
  reasons: false,
};

const messageOf = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'The request failed.';

async function saveEntry(entry: EntryState, multiple: boolean, result: SectionResult) {
  const fields = { title: entry.title.trim(), description: entry.description };
  const fail = (err: unknown) => {
    result.ok = false;
    result.error ??= messageOf(err);
  };
  if (multiple && entry.pending.length > 0) {
    // One request per image; a failed image does not stop the next.
    for (const image of entry.pending) {
      try {
        const { data } = await updateCmsBlock(entry.id, { ...fields, photo: image.file });
        result.savedImageKeys.push(image.key);
        result.photos[entry.id] = data.photos;
      } catch (err) {
        fail(err);
      }
    }
    return;
  }
  // One request per entry with its first image (benefits, reasons), or the text alone.
  const first = multiple ? undefined : entry.pending[0];
  let photos: string[];
  try {
    photos = (await updateCmsBlock(entry.id, first ? { ...fields, photo: first.file } : fields)).data.photos;
    if (first) result.savedImageKeys.push(first.key);
    result.photos[entry.id] = photos;
  } catch (err) {
    fail(err);
    return;
  }
  // A benefit or reason holds one image: the new one replaces what was stored (the API appends). Images are
  // content-addressed, so the same image chosen again adds nothing and nothing is removed.
  const added = photos.filter((url) => !entry.stored.includes(url));
  if (first && added.length > 0) {
    for (const old of entry.stored.filter((url) => photos.includes(url))) {
      try {
        await removeCmsPhoto(entry.id, old);
        photos = photos.filter((url) => url !== old);
        result.photos[entry.id] = photos;
      } catch (err) {
        fail(err);
      }
    }
  }
}

/**
 * Saves the given sections of the homepage (docs/areas/cms.md, "Homepage editor (`/content-home`)"): the
 * search bar and Enjoy Microstay send one PUT /cms/update/{id} per new image (or one with the title when
 * there is none); benefits and reasons for travel send one per entry with its first new image, and a new
 * image replaces the entry's stored one. The sections run side by side; a failure in one does not stop the
 * others, nor the next image of the same one.
 * @returns one result per section, in the order given.
 */
export async function saveHomepage(
  state: HomepageState,
  sections: readonly SectionKey[],
): Promise<SectionResult[]> {
  return Promise.all(
    sections.map(async (key) => {
      const result: SectionResult = {
        key,
        label: SECTION_LABELS[key],
        ok: true,
        savedImageKeys: [],
        photos: {},
      };
      for (const entry of entriesOf(state, key)) await saveEntry(entry, MULTIPLE_IMAGES[key], result);
      return result;
    }),
  );
}

/**
 * The form after a save: saved images leave the previews and the blocks show what the API holds now; what
 * failed stays as the user left it. The baseline of a saved section becomes what was saved, so only what failed
 * still counts as unsaved.
 */
export function applySaveResults(
  state: HomepageState,
  baseline: HomepageState,
  results: readonly SectionResult[],
): { state: HomepageState; baseline: HomepageState } {
  const saved = new Set(results.flatMap((r) => r.savedImageKeys));
  const photos = Object.assign({}, ...results.map((r) => r.photos)) as Record<string, string[]>;
  const ok = new Set(results.filter((r) => r.ok).map((r) => r.key));
  const next = (e: EntryState): EntryState => ({
    ...e,
    stored: photos[e.id] ?? e.stored,
    pending: e.pending.filter((p) => !saved.has(p.key)),
  });
  const nextState: HomepageState = {
    search: next(state.search),
    benefits: state.benefits.map(next),
    reasons: state.reasons.map(next),
    enjoy: next(state.enjoy),
  };
  const base = (key: SectionKey) => {
    if (ok.has(key)) return nextState[key];
    const withStored = (e: EntryState): EntryState => ({
      ...e,
      stored: photos[e.id] ?? e.stored,
      pending: [],
    });
    const old = baseline[key];
    return Array.isArray(old) ? old.map(withStored) : withStored(old);
  };
  return {
    state: nextState,
    baseline: {
      search: base('search') as EntryState,
      benefits: base('benefits') as EntryState[],
      reasons: base('reasons') as EntryState[],
      enjoy: base('enjoy') as EntryState,
    },
  };
}
