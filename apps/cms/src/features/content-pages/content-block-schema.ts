import { formFieldOf } from '@backoffice/api-client';
import { CMS_TITLE_MAX_LENGTH, CmsMessages } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';

/** A content or SEO page's values: the title and the description (rich HTML, or the SEO meta-description). */
export interface BlockForm {
  title: string;
  description: string;
}

/**
 * The content editor's one schema (docs/areas/cms.md, "Content and SEO pages"), with the API's limits and
 * messages (PUT /cms/update/{id}, libs/contracts cms.ts): a title is required ('Please Enter Title') and at most
 * CMS_TITLE_MAX_LENGTH characters; the description may be empty on these pages. The SEO lengths are hints shown
 * by the counters, not rules.
 */
export const blockSchema: ObjectSchema<BlockForm> = object({
  title: string().trim().required(CmsMessages.cms.titleRequired).max(CMS_TITLE_MAX_LENGTH, CmsMessages.cms.titleTooLong),
  description: string().defined(),
});

/** The field a refusal of PUT /cms/update names (its error body's `field`), if any (it then shows beside that field). */
export const blockFieldOf = (error: unknown): keyof BlockForm | undefined => formFieldOf(error, ['title', 'description']);
