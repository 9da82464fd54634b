import { CMS_TITLE_MAX_LENGTH, CmsMessages, isBlankHtml } from '@backoffice/contracts';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import type { EntryState, HomepageState, PendingImage } from './homepage-model';

/** One block of the homepage: a title (required, at most CMS_TITLE_MAX_LENGTH characters) and, on benefits and reasons, a description. */
const entrySchema = (descriptionRequired: boolean): ObjectSchema<EntryState> =>
  object({
    id: string().defined(),
    title: string()
      .defined()
      .test('title', CmsMessages.cms.titleRequired, (title) => title.trim() !== '')
      .max(CMS_TITLE_MAX_LENGTH, CmsMessages.cms.titleTooLong),
    description: descriptionRequired
      ? string()
          .defined()
          .test('description', CmsMessages.cms.descriptionRequired, (html) => !isBlankHtml(html))
      : string().defined(),
    stored: array(string().defined()).defined(),
    pending: array(mixed<PendingImage>().defined()).defined(),
  });

/**
 * The homepage editor's one schema (docs/areas/cms.md, "Homepage editor (`/content-home`)"), with the API's
 * messages (PUT /cms/update/{id}): every title 'Please Enter Title', every benefit and reason description 'Please
 * Enter Description' (markup without text counts as blank). Every failing field shows its message at once; the
 * first in the spec's order (search title; benefit 1 title then description, 2 and 3 likewise; reasons likewise;
 * Enjoy Microstay title), which is the page's order, is focused (shared DECISIONS, "Validation messages").
 */
export const homepageSchema: ObjectSchema<HomepageState> = object({
  search: entrySchema(false),
  benefits: array(entrySchema(true)).defined(),
  reasons: array(entrySchema(true)).defined(),
  enjoy: entrySchema(false),
});
