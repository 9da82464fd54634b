/**
 * Limits and enums of the website content area: content blocks, homepage banner image sets, the FAQ and the
 * public forms (docs/areas/cms.md). Field names and tags are the contract, typos included. The TypeBox
 * bodies of libs/contracts cms.ts, the API's content routes and the cms screens use these.
 */
export * from './cms-media';
import type { BannerImageType } from './cms-media';

/**
 * The tags of the CMS content blocks, exactly as the spec writes them. The about page's tags carry the brand
 * name in the spec (not reproduced there): ours are `AboutMicrostay` and `AboutMicrostaySeo`
 * (docs/api-database.md, Website content).
 */
export const CMS_TAGS = {
  searchBar: 'SEARCH BAR SECTION',
  /** Three entries (three blocks with this tag, in `position` order 0, 1, 2). */
  benefits: 'BENEFITS SECTION',
  /** Three entries (three blocks with this tag, in `position` order 0, 1, 2). */
  reasonForTravel: 'REASON FOR TRAVEL SECTION',
  enjoyMicrostay: 'ENJOY MICROSTAY SECTION',
  contactUs: 'ContactUs',
  contactUsSeo: 'ContactUsSeo',
  terms: 'TermsAndConditions',
  termsSeo: 'TermsAndConditionsSEO',
  termsHotels: 'TermsAndConditionsHotels',
  termsHotelsSeo: 'TermsAndConditionsHotelsSEO',
  privacy: 'PrivacyPolicy',
  privacySeo: 'PrivacyPolicySeo',
  faqSeo: 'FaqSeo',
  /** Ours: the spec's tag carries the brand name, not reproduced. */
  about: 'AboutMicrostay',
  /** Ours: the spec's tag carries the brand name, not reproduced. */
  aboutSeo: 'AboutMicrostaySeo',
  pressRoom: 'Press Room',
  pressRoomSeo: 'Press Room SEO',
} as const;
export type CmsTag = (typeof CMS_TAGS)[keyof typeof CMS_TAGS];
/** Every tag, in the order of the spec's list. */
export const CMS_TAG_LIST: readonly CmsTag[] = /*#__PURE__*/ Object.values(CMS_TAGS);
/** Tags whose blocks are SEO pages: `title` is the page title, `description` the meta-description (plain text). */
export const CMS_SEO_TAGS: readonly CmsTag[] = [
  CMS_TAGS.contactUsSeo,
  CMS_TAGS.termsSeo,
  CMS_TAGS.termsHotelsSeo,
  CMS_TAGS.privacySeo,
  CMS_TAGS.faqSeo,
  CMS_TAGS.aboutSeo,
  CMS_TAGS.pressRoomSeo,
];
/** Tags with several entries and how many (3 benefits, 3 reasons for travel). */
export const CMS_ENTRY_COUNTS: Readonly<Partial<Record<CmsTag, number>>> = {
  [CMS_TAGS.benefits]: 3,
  [CMS_TAGS.reasonForTravel]: 3,
};
/** Tags whose blocks need a non-blank description (the homepage editor's checks). */
export const CMS_DESCRIPTION_REQUIRED_TAGS: readonly CmsTag[] = [CMS_TAGS.benefits, CMS_TAGS.reasonForTravel];
/** The text fields of PUT /cms/update/{id} (multipart). */
export const CMS_UPDATE_FIELDS = ['title', 'description'] as const;
/** Longest content block title, in characters. */
export const CMS_TITLE_MAX_LENGTH = 300;

/** Suggested banner sizes, width x height in pixels. */
export const BANNER_SUGGESTED_SIZES = {
  Hor: { width: 472, height: 192 },
  Ver: { width: 497, height: 749 },
  Sqr: { width: 472, height: 480 },
} as const;

/** Longest banner title, in characters. */
export const BANNER_TITLE_MAX_LENGTH = 200;
/** Longest banner description, in characters of text (after its HTML tags are removed). */
export const BANNER_DESCRIPTION_MAX_LENGTH = 5000;
/** Longest banner description as sent, in characters (raw editor HTML, before its tags are removed). */
export const BANNER_DESCRIPTION_SENT_MAX_LENGTH = 20_000;
/** Longest banner link, in characters. */
export const BANNER_LINK_MAX_LENGTH = 2048;
/** A banner link: empty, an http(s) address, or a site path starting with one '/' (source of a RegExp). */
export const BANNER_LINK_PATTERN = '^(|https?://[^\\s]+|/(?!/)[^\\s]*)$';

/** Longest FAQ question, in characters. */
export const FAQ_QUESTION_MAX_LENGTH = 500;
/** Longest FAQ answer, in characters of rich HTML. */
export const FAQ_ANSWER_MAX_LENGTH = 100_000;

/** Longest name on the contact-us form, in characters. */
export const CONTACT_NAME_MAX_LENGTH = 100;
/** Longest message on the contact-us form, in characters. */
export const CONTACT_COMMENT_MAX_LENGTH = 5000;
/** Longest `search` text of the SuperAdmin lists (subscriptions, enquiries), in characters. */
export const CMS_LIST_SEARCH_MAX_LENGTH = 200;

/**
 * The website content area's routes (docs/areas/cms.md, "Calls"): the method and path of each operation of
 * contracts/src/cms.ts (`CmsOperations`), TypeBox-free so that the api-client calls them (`OperationRoute` of
 * ../operation.ts; `defineOperation` checks each when the operation spreads it). Paths as the API serves them,
 * `/imagesforyou/` with its trailing slash included.
 */
export const CmsRoutes = {
  getImagesForYou: { method: 'GET', path: '/imagesforyou/' },
  addImage: { method: 'POST', path: '/imagesforyou/addimage' },
  uploadHorizontalImage: { method: 'POST', path: '/imagesforyou/:id/imageshor' },
  uploadVerticalImage: { method: 'POST', path: '/imagesforyou/:id/imagesver' },
  uploadSquareImage: { method: 'POST', path: '/imagesforyou/:id/imagessqr' },
  deleteBannerImage: { method: 'PUT', path: '/imagesforyou/:id/deletehorversqr' },
  listCmsBlocks: { method: 'POST', path: '/cms/list' },
  updateCmsBlock: { method: 'PUT', path: '/cms/update/:id' },
  removeCmsPhoto: { method: 'PUT', path: '/cms/remove/:id' },
  listFaqs: { method: 'GET', path: '/faq/get' },
  getFaq: { method: 'GET', path: '/faq/get/:id' },
  addFaq: { method: 'POST', path: '/faq' },
  updateFaq: { method: 'PUT', path: '/faq' },
  deleteFaq: { method: 'DELETE', path: '/faq/:id' },
  listSubscriptions: { method: 'GET', path: '/subscription/list' },
  subscribe: { method: 'POST', path: '/subscription' },
  listContactEnquiries: { method: 'GET', path: '/contact/list' },
  sendContactEnquiry: { method: 'POST', path: '/contact' },
  getMedia: { method: 'GET', path: '/media/:name' },
} as const;

/** The upload operation of each banner list (`CmsRoutes`; POST /imagesforyou/{id}/<BANNER_UPLOAD_PATHS segment>). */
export const BANNER_UPLOAD_OPERATIONS = {
  Hor: 'uploadHorizontalImage',
  Ver: 'uploadVerticalImage',
  Sqr: 'uploadSquareImage',
} as const satisfies Record<BannerImageType, keyof typeof CmsRoutes>;
