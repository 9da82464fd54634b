import { CmsMessages, isBlankHtml } from '@backoffice/contracts';
import { fieldId, type FieldId, type HomepageState } from './homepage-model';

/** The first failing field of the homepage editor and its message. */
export interface HomepageError {
  field: FieldId;
  message: string;
}

const blank = (s: string) => s.trim() === '';

/**
 * The homepage editor's checks in the spec's order, stopping at the first failure (docs/areas/cms.md,
 * "Homepage editor (`/content-home`)"): search title; benefit 1 title, then description, likewise benefits 2
 * and 3; reason for travel 1 title, then description, likewise 2 and 3; Enjoy Microstay title.
 * @returns the first failure ('Please Enter Title' or 'Please Enter Description'), or null.
 */
export function validateHomepage(state: HomepageState): HomepageError | null {
  const checks: [boolean, FieldId, string][] = [
    [blank(state.search.title), fieldId.searchTitle, CmsMessages.cms.titleRequired],
  ];
  for (const section of ['benefits', 'reasons'] as const) {
    state[section].forEach((entry, i) => {
      checks.push([blank(entry.title), fieldId.entryTitle(section, i), CmsMessages.cms.titleRequired]);
      checks.push([
        isBlankHtml(entry.description),
        fieldId.entryDescription(section, i),
        CmsMessages.cms.descriptionRequired,
      ]);
    });
  }
  checks.push([blank(state.enjoy.title), fieldId.enjoyTitle, CmsMessages.cms.titleRequired]);
  const failed = checks.find(([fails]) => fails);
  return failed ? { field: failed[1], message: failed[2] } : null;
}
