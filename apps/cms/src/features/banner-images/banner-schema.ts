import {
  BANNER_DESCRIPTION_MAX_LENGTH,
  BANNER_LINK_MAX_LENGTH,
  BANNER_LINK_PATTERN,
  BANNER_TITLE_MAX_LENGTH,
  CmsMessages,
} from '@backoffice/contracts';
import { htmlToText } from '@backoffice/rich-text';
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import type { BannerForm, BannerSection } from './banner-model';

const LINK = new RegExp(BANNER_LINK_PATTERN);

/**
 * One section of Manage Images, checked with the API's limits and messages (POST /imagesforyou/addimage,
 * libs/contracts cms.ts): a title of at most BANNER_TITLE_MAX_LENGTH characters, a link that is empty, an
 * http(s) address or a site path ('Please enter a valid link (https://… or /path)'), a description of at most
 * BANNER_DESCRIPTION_MAX_LENGTH characters of text (its tags are removed on save). Photos and the chosen file
 * are checked by the image input and the API.
 */
const sectionSchema: ObjectSchema<BannerSection> = object({
  title: string().defined().max(BANNER_TITLE_MAX_LENGTH, CmsMessages.banners.titleTooLong),
  link: string()
    .defined()
    .max(BANNER_LINK_MAX_LENGTH, CmsMessages.banners.linkInvalid)
    .test('link', CmsMessages.banners.linkInvalid, (link) => LINK.test(link.trim())),
  description: string()
    .defined()
    .test('length', CmsMessages.banners.descriptionTooLong, (html) => htmlToText(html).trim().length <= BANNER_DESCRIPTION_MAX_LENGTH),
  photos: array(string().defined()).defined(),
  file: mixed<File>().nullable().defined(),
});

/** The Manage Images form's one schema: its three sections (docs/areas/cms.md, "Manage Images (`/all-images`)"). */
export const bannerSchema: ObjectSchema<BannerForm> = object({ Hor: sectionSchema, Ver: sectionSchema, Sqr: sectionSchema });
