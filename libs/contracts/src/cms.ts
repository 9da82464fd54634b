/**
 * Wire shapes of the website content area (docs/areas/cms.md, "Calls"): homepage banner image sets
 * (`/imagesforyou`), content blocks (`/cms`), newsletter subscriptions (`/subscription`), contact-us enquiries
 * (`/contact`) and the FAQ (`/faq`). Field names are the contract, typos included (`horizontalTtile`).
 *
 * Who may call (docs/areas/platform.md, "Roles and access"): every edit and every list needs a SuperAdmin;
 * the website's public reads `POST /cms/list` and `GET /faq/get` need no token; the public site's forms `POST
 * /subscription` and `POST /contact` need no token and are rate limited per client address.
 *
 * Images are JPEG or PNG by their bytes, re-encoded by the API (metadata stripped, pixel count capped, format
 * kept) and served without a token at stable content-addressed addresses `/api/media/<sha256>.<jpg|png>`
 * (relative to the API origin). Multipart calls (`/cms/update/{id}`, `/imagesforyou/{id}/images*`) are
 * described by their field names here; the API reads the parts itself.
 */
import { Type, type Static, type TSchema } from 'typebox';
import {
  BANNER_DESCRIPTION_SENT_MAX_LENGTH,
  BANNER_IMAGE_TYPES,
  BANNER_LINK_MAX_LENGTH,
  BANNER_LINK_PATTERN,
  BANNER_TITLE_MAX_LENGTH,
  CMS_LIST_SEARCH_MAX_LENGTH,
  CMS_TAG_LIST,
  CmsRoutes,
  CONTACT_COMMENT_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_QUESTION_MAX_LENGTH,
} from './constants/cms';
import { ID_MAX_LENGTH, PAGE_LIMIT_MAX, PAGE_MAX } from './constants/common';
import { KnownUserSchema } from './mail';
import { CmsMessages } from './messages';
import { defineOperation, type OperationRoute } from './operation';
import { withMessages } from './validation';
import { PublicEmailSchema } from './email';

// ---------------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------------

const Id = /*#__PURE__*/ Type.String({ minLength: 1, maxLength: ID_MAX_LENGTH });
/** `{ id }` path parameter of the calls below. */
export const CmsIdParamsSchema = /*#__PURE__*/ Type.Object({ id: Id });
export type CmsIdParams = Static<typeof CmsIdParamsSchema>;

/** `{ data: 'OK', message }`: the answer of the image removals and the FAQ delete ('OK' means success). */
export const OkResponseSchema = /*#__PURE__*/ Type.Object({
  data: Type.Literal('OK'),
  message: Type.String(),
});
export type OkResponse = Static<typeof OkResponseSchema>;

/**
 * Optional paging and search of the SuperAdmin lists (GET /subscription/list, GET /contact/list).
 * Without `page` the answer is the spec's plain array (every record, newest first); with `page` it is a
 * {@link ListPage} (`limit` defaults to 10, at most 100). `search` narrows case-insensitively (subscriptions:
 * the e-mail; enquiries: name, e-mail or comment) in both shapes.
 */
export const CmsListQuerySchema = /*#__PURE__*/ Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX })),
    search: Type.Optional(Type.String({ maxLength: CMS_LIST_SEARCH_MAX_LENGTH })),
  },
  { additionalProperties: false },
);
export type CmsListQuery = Static<typeof CmsListQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Homepage banner image set: /imagesforyou
// ---------------------------------------------------------------------------------------------------------

/**
 * The one banner image set (docs/areas/cms.md, "Calls"). Descriptions are plain text (HTML tags removed on
 * save). `photosHor`/`photosVer`/`photosSqr` are image addresses (`/api/media/<sha256>.<ext>`) in upload
 * order.
 */
export const ImageBannerSetSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  horizontalTtile: Type.String(),
  verticalTtile: Type.String(),
  squareTtile: Type.String(),
  horizontalDescription: Type.String(),
  verticalDescription: Type.String(),
  squareDescription: Type.String(),
  linkHor: Type.String(),
  linkVer: Type.String(),
  linkSqr: Type.String(),
  photosHor: Type.Array(Type.String()),
  photosVer: Type.Array(Type.String()),
  photosSqr: Type.Array(Type.String()),
  updatedAt: Type.String(),
});
export type ImageBannerSet = Static<typeof ImageBannerSetSchema>;

/** GET /imagesforyou/ (SuperAdmin) → `[ImageBannerSet]` (one item), or `[]` before the first save. */
export const ImageBannerSetListSchema = /*#__PURE__*/ Type.Array(ImageBannerSetSchema);
export type ImageBannerSetList = Static<typeof ImageBannerSetListSchema>;

const BannerTitle = /*#__PURE__*/ Type.String({
  maxLength: BANNER_TITLE_MAX_LENGTH,
  ...withMessages({ default: CmsMessages.banners.titleTooLong }),
});
/** Raw editor HTML is accepted (tags are removed on save); the limit applies to what is sent. */
const BannerDescription = /*#__PURE__*/ Type.String({
  maxLength: BANNER_DESCRIPTION_SENT_MAX_LENGTH,
  ...withMessages({ default: CmsMessages.banners.descriptionTooLong }),
});
/** Empty, an http(s) address, or a site path starting with one '/'. */
const BannerLink = /*#__PURE__*/ Type.String({
  maxLength: BANNER_LINK_MAX_LENGTH,
  pattern: BANNER_LINK_PATTERN,
  ...withMessages({ default: CmsMessages.banners.linkInvalid }),
});

/**
 * POST /imagesforyou/addimage (SuperAdmin): creates the one set, or updates it when it exists. Absent fields
 * keep their value (empty on create). `imageId` is what the old client sends (the set's `_id` or empty); it is
 * accepted and ignored (there is one set). Descriptions lose their HTML tags before saving
 * (docs/areas/cms.md, "Rules"). → 201 {@link AddImageBannerResponse} `{ message: 'Data Updated Successfully',
 * _id, data }`.
 */
export const AddImageBannerBodySchema = /*#__PURE__*/ Type.Object(
  {
    horizontalTtile: Type.Optional(BannerTitle),
    horizontalDescription: Type.Optional(BannerDescription),
    verticalTtile: Type.Optional(BannerTitle),
    verticalDescription: Type.Optional(BannerDescription),
    squareTtile: Type.Optional(BannerTitle),
    squareDescription: Type.Optional(BannerDescription),
    imageId: Type.Optional(Type.String({ maxLength: ID_MAX_LENGTH })),
    linkSqr: Type.Optional(BannerLink),
    linkVer: Type.Optional(BannerLink),
    linkHor: Type.Optional(BannerLink),
  },
  { additionalProperties: false },
);
export type AddImageBannerBody = Static<typeof AddImageBannerBodySchema>;
export const AddImageBannerResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  _id: Type.String(),
  data: ImageBannerSetSchema,
});
export type AddImageBannerResponse = Static<typeof AddImageBannerResponseSchema>;

/**
 * POST /imagesforyou/{id}/imageshor | imagesver | imagessqr (SuperAdmin), multipart with one file field
 * `photos` (one file per call; JPEG/PNG by its bytes; at most 1 MB: 413 'Please upload file within 1 MB',
 * 415 'This File Is Not Supported'). The image is appended to that list.
 * → 201 `{ message: 'Horizontal Image Added Successfully' | 'Vertical …' | 'Square …', data }`; 404 unknown id.
 */
export const BannerImageAddedResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  data: ImageBannerSetSchema,
});
export type BannerImageAddedResponse = Static<typeof BannerImageAddedResponseSchema>;

/**
 * PUT /imagesforyou/{id}/deletehorversqr (SuperAdmin) `{ url, imgTyp }`: removes `url` from that list.
 * → 200 {@link OkResponse} `{ data: 'OK', message: 'Image deleted Successfully' }`; 404 unknown set or url.
 */
export const DeleteBannerImageBodySchema = /*#__PURE__*/ Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    imgTyp: Type.Enum(BANNER_IMAGE_TYPES, withMessages({ default: CmsMessages.banners.imageTypeInvalid })),
  },
  { additionalProperties: false },
);
export type DeleteBannerImageBody = Static<typeof DeleteBannerImageBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Content blocks: /cms
// ---------------------------------------------------------------------------------------------------------

/**
 * A content block (docs/areas/cms.md, "Content blocks and tags"). `description` is sanitised rich HTML,
 * except on SEO tags where it is the plain-text meta-description. `photos` are image addresses in upload
 * order. `position` orders the three entries of BENEFITS SECTION and REASON FOR TRAVEL SECTION (0, 1, 2); 0
 * for the other tags.
 */
export const CmsBlockSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  tag: Type.String(),
  position: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  photos: Type.Array(Type.String()),
  updatedAt: Type.String(),
});
export type CmsBlock = Static<typeof CmsBlockSchema>;

/**
 * POST /cms/list `{ tag }` (public, no token) → the blocks of that tag, ordered by `position`: one block for
 * most tags, three for BENEFITS SECTION and REASON FOR TRAVEL SECTION. Every tag has its blocks from the
 * start (seeded), so an edit always has an `_id` to PUT. 400 `CmsMessages.cms.tagInvalid` for an unknown tag.
 */
export const CmsListBodySchema = /*#__PURE__*/ Type.Object(
  {
    tag: Type.Enum(CMS_TAG_LIST, withMessages({ default: CmsMessages.cms.tagInvalid })),
  },
  { additionalProperties: false },
);
export type CmsListBody = Static<typeof CmsListBodySchema>;
export const CmsListResponseSchema = /*#__PURE__*/ Type.Array(CmsBlockSchema);
export type CmsListResponse = Static<typeof CmsListResponseSchema>;

/**
 * PUT /cms/update/{id} (SuperAdmin), multipart: `title`, `description`, `photos` (one optional file), every
 * part optional — an absent text field keeps its value; a file is appended to `photos`.
 * - `title` sent blank: 400 'Please Enter Title'; over 300 characters: 400 `CmsMessages.cms.titleTooLong`.
 * - `description`: sanitised rich HTML (SEO tags: plain text); blank on a benefit or reason entry: 400
 *   'Please Enter Description'.
 * - the file: JPEG/PNG by its bytes (415 'This File Is Not Supported'), at most 10 MB (413 'This File Is Too Big').
 * → 200 {@link CmsUpdateResponse} `{ message: 'Contents Updated Successfully', data }`; 404 unknown id.
 */
export const CmsUpdateResponseSchema = /*#__PURE__*/ Type.Object({
  message: Type.String(),
  data: CmsBlockSchema,
});
export type CmsUpdateResponse = Static<typeof CmsUpdateResponseSchema>;

/**
 * PUT /cms/remove/{id} (SuperAdmin) `{ photos: <image address> }`: removes that image from the block.
 * → 200 {@link OkResponse} `{ data: 'OK', message: 'Image deleted Successfully' }`; 404 unknown block or image.
 */
export const CmsRemovePhotoBodySchema = /*#__PURE__*/ Type.Object(
  { photos: Type.String({ minLength: 1, maxLength: 2048 }) },
  { additionalProperties: false },
);
export type CmsRemovePhotoBody = Static<typeof CmsRemovePhotoBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Subscriptions and contact enquiries
// ---------------------------------------------------------------------------------------------------------

/**
 * A newsletter subscription (docs/areas/cms.md, "Calls"). `createdAt` is ISO 8601 (shown DD/MM/YYYY); `user` the
 * account the address belongs to, when it is a user's (docs/areas/cms.md, "Links"), else null.
 */
export const SubscriptionSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  email: Type.String(),
  createdAt: Type.String(),
  user: Type.Union([Type.Null(), KnownUserSchema]),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** A page of a SuperAdmin list (with `page` in the query): `total` counts every match of `search`. */
export const listPageSchema = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item), total: Type.Integer(), page: Type.Integer(), limit: Type.Integer() });
export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

/** GET /subscription/list (SuperAdmin), {@link CmsListQuery}: without `page` → `Subscription[]` newest first. */
export const SubscriptionListResponseSchema = /*#__PURE__*/ Type.Array(SubscriptionSchema);
/** GET /subscription/list?page=…: a {@link ListPage} of subscriptions. */
export const SubscriptionPageResponseSchema = /*#__PURE__*/ listPageSchema(SubscriptionSchema);
export type SubscriptionPage = ListPage<Subscription>;

/**
 * POST /subscription `{ email }` (public, rate limited per address: 429 + Retry-After) → 201
 * `{ message: 'Thank you for subscribing' }`; an address already subscribed answers 200 with the same message
 * (nothing is added, nothing is revealed). 400 with the login's e-mail messages.
 */
export const SubscribeBodySchema = /*#__PURE__*/ Type.Object(
  { email: PublicEmailSchema },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBodySchema>;

/**
 * A contact-us enquiry (docs/areas/cms.md, "Calls"): `comment` is plain text (the column labelled CONTACT
 * HELP); `user` the account the address belongs to, when it is a user's (docs/areas/cms.md, "Links"), else null.
 */
export const ContactEnquirySchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  comment: Type.String(),
  createdAt: Type.String(),
  user: Type.Union([Type.Null(), KnownUserSchema]),
});
export type ContactEnquiry = Static<typeof ContactEnquirySchema>;

/** GET /contact/list (SuperAdmin), {@link CmsListQuery}: without `page` → `ContactEnquiry[]` newest first. */
export const ContactListResponseSchema = /*#__PURE__*/ Type.Array(ContactEnquirySchema);
/** GET /contact/list?page=…: a {@link ListPage} of enquiries. */
export const ContactPageResponseSchema = /*#__PURE__*/ listPageSchema(ContactEnquirySchema);
export type ContactPage = ListPage<ContactEnquiry>;

/**
 * POST /contact `{ name, email, comment }` (public, rate limited per address: 429 + Retry-After) → 201
 * `{ message: CmsMessages.contact.sent }`. Checked in this order: name, email, comment. Plain text is stored.
 */
export const ContactBodySchema = /*#__PURE__*/ Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: CONTACT_NAME_MAX_LENGTH,
      pattern: '\\S',
      ...withMessages({ default: CmsMessages.contact.nameRequired }),
    }),
    email: PublicEmailSchema,
    comment: Type.String({
      minLength: 1,
      maxLength: CONTACT_COMMENT_MAX_LENGTH,
      pattern: '\\S',
      ...withMessages({
        default: CmsMessages.contact.commentRequired,
        maxLength: CmsMessages.contact.commentTooLong,
      }),
    }),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBodySchema>;

/** `{ message }` answer of the public creates. */
export const PublicCreateResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String() });
export type PublicCreateResponse = Static<typeof PublicCreateResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// FAQ: /faq
// ---------------------------------------------------------------------------------------------------------

/** A FAQ entry (docs/areas/cms.md, "Calls"): `q` plain text, `a` sanitised rich HTML. Listed oldest first. */
export const FaqSchema = /*#__PURE__*/ Type.Object({
  _id: Type.String(),
  q: Type.String(),
  a: Type.String(),
  createdAt: Type.String(),
});
export type Faq = Static<typeof FaqSchema>;

/** GET /faq/get (public, no token) → `{ faqs: Faq[] }` oldest first. */
export const FaqListResponseSchema = /*#__PURE__*/ Type.Object({ faqs: Type.Array(FaqSchema) });
export type FaqListResponse = Static<typeof FaqListResponseSchema>;

/** GET /faq/get/{id} (SuperAdmin) → `{ data: Faq }`; 404 `CmsMessages.faq.notFound`. */
export const FaqResponseSchema = /*#__PURE__*/ Type.Object({ data: FaqSchema });
export type FaqResponse = Static<typeof FaqResponseSchema>;

const FaqQuestion = /*#__PURE__*/ Type.String({
  minLength: 1,
  maxLength: FAQ_QUESTION_MAX_LENGTH,
  pattern: '\\S',
  ...withMessages({ default: CmsMessages.faq.required, maxLength: CmsMessages.faq.questionTooLong }),
});
/** Rich HTML; blank after sanitising (e.g. `<p><br></p>`) answers 400 'Your question and answer is required'. */
const FaqAnswer = /*#__PURE__*/ Type.String({
  minLength: 1,
  maxLength: FAQ_ANSWER_MAX_LENGTH,
  ...withMessages({ default: CmsMessages.faq.required }),
});

/** POST /faq `{ q, a }` (SuperAdmin) → 201 `{ message: 'FAQ Added Successfully', data: Faq }`. */
export const AddFaqBodySchema = /*#__PURE__*/ Type.Object(
  { q: FaqQuestion, a: FaqAnswer },
  { additionalProperties: false },
);
export type AddFaqBody = Static<typeof AddFaqBodySchema>;
export const FaqSavedResponseSchema = /*#__PURE__*/ Type.Object({ message: Type.String(), data: FaqSchema });
export type FaqSavedResponse = Static<typeof FaqSavedResponseSchema>;

/** PUT /faq `{ q, a, _id }` (SuperAdmin) → 200 `{ message: 'FAQ Updated Successfully', data: Faq }`; 404. */
export const UpdateFaqBodySchema = /*#__PURE__*/ Type.Object(
  { q: FaqQuestion, a: FaqAnswer, _id: Id },
  { additionalProperties: false },
);
export type UpdateFaqBody = Static<typeof UpdateFaqBodySchema>;

/** DELETE /faq/{id} (SuperAdmin) → 200 {@link OkResponse} `{ data: 'OK', message: 'Deleted successfully' }`; 404. */
export const DeleteFaqResponseSchema = OkResponseSchema;

// ---------------------------------------------------------------------------------------------------------
// Media: /media (public images)
// ---------------------------------------------------------------------------------------------------------

/** GET /media/{name}: `name` is a stored image's name (`<sha256>.<jpg|png>`); another answers 404. */
export const MediaNameParamsSchema = /*#__PURE__*/ Type.Object({ name: Type.String({ maxLength: 80 }) });

/** The stored image's bytes (documentation only: a file, not JSON; docs/api-database.md, "OpenAPI"). */
const binary = { schema: { type: 'string', format: 'binary' } };
const MediaFileResponse = { description: 'The stored image', content: { 'image/jpeg': binary, 'image/png': binary } };

// ---------------------------------------------------------------------------------------------------------
// The operations (issue 33, "Operations defined once"; libs/api/README.md)
// ---------------------------------------------------------------------------------------------------------

/** A banner list's upload (multipart `photos`, no JSON body): the three differ only by their route. */
const bannerUpload = <R extends OperationRoute>(route: R) =>
  defineOperation({ ...route, params: CmsIdParamsSchema, response: { 201: BannerImageAddedResponseSchema } });

/**
 * The website content area's operations (docs/areas/cms.md, "Calls"): the API registers each route from its
 * entry, the api-client calls it at its route (`CmsRoutes` of constants/cms.ts). The multipart uploads
 * (`updateCmsBlock`, `upload*Image`) declare no body: the API reads the parts itself, and documents their fields
 * as the route's `multipart` (forms.ts).
 */
export const CmsOperations = {
  /** GET /imagesforyou/ (SuperAdmin): `[]` before the first save, else the one set. */
  getImagesForYou: /*#__PURE__*/ defineOperation({ ...CmsRoutes.getImagesForYou, response: { 200: ImageBannerSetListSchema } }),
  /** POST /imagesforyou/addimage (SuperAdmin): creates or updates the one set (201). */
  addImage: /*#__PURE__*/ defineOperation({ ...CmsRoutes.addImage, body: AddImageBannerBodySchema, response: { 201: AddImageBannerResponseSchema } }),
  /** POST /imagesforyou/{id}/imageshor (SuperAdmin, multipart `photos`, 1 MB): appends a horizontal image. */
  uploadHorizontalImage: /*#__PURE__*/ bannerUpload(CmsRoutes.uploadHorizontalImage),
  /** POST /imagesforyou/{id}/imagesver (SuperAdmin, multipart `photos`, 1 MB): appends a vertical image. */
  uploadVerticalImage: /*#__PURE__*/ bannerUpload(CmsRoutes.uploadVerticalImage),
  /** POST /imagesforyou/{id}/imagessqr (SuperAdmin, multipart `photos`, 1 MB): appends a square image. */
  uploadSquareImage: /*#__PURE__*/ bannerUpload(CmsRoutes.uploadSquareImage),
  /** PUT /imagesforyou/{id}/deletehorversqr `{ url, imgTyp }` (SuperAdmin): removes one image. */
  deleteBannerImage: /*#__PURE__*/ defineOperation({
    ...CmsRoutes.deleteBannerImage,
    params: CmsIdParamsSchema,
    body: DeleteBannerImageBodySchema,
    response: { 200: OkResponseSchema },
  }),
  /** POST /cms/list `{ tag }` (public): the blocks of one tag. */
  listCmsBlocks: /*#__PURE__*/ defineOperation({ ...CmsRoutes.listCmsBlocks, body: CmsListBodySchema, response: { 200: CmsListResponseSchema } }),
  /** PUT /cms/update/{id} (SuperAdmin, multipart `title`, `description`, `photos`). */
  updateCmsBlock: /*#__PURE__*/ defineOperation({ ...CmsRoutes.updateCmsBlock, params: CmsIdParamsSchema, response: { 200: CmsUpdateResponseSchema } }),
  /** PUT /cms/remove/{id} `{ photos }` (SuperAdmin): removes one image from a block. */
  removeCmsPhoto: /*#__PURE__*/ defineOperation({
    ...CmsRoutes.removeCmsPhoto,
    params: CmsIdParamsSchema,
    body: CmsRemovePhotoBodySchema,
    response: { 200: OkResponseSchema },
  }),
  /** GET /faq/get (public): every FAQ, oldest first. */
  listFaqs: /*#__PURE__*/ defineOperation({ ...CmsRoutes.listFaqs, response: { 200: FaqListResponseSchema } }),
  /** GET /faq/get/{id} (SuperAdmin): one FAQ; 404. */
  getFaq: /*#__PURE__*/ defineOperation({ ...CmsRoutes.getFaq, params: CmsIdParamsSchema, response: { 200: FaqResponseSchema } }),
  /** POST /faq `{ q, a }` (SuperAdmin, 201). */
  addFaq: /*#__PURE__*/ defineOperation({ ...CmsRoutes.addFaq, body: AddFaqBodySchema, response: { 201: FaqSavedResponseSchema } }),
  /** PUT /faq `{ q, a, _id }` (SuperAdmin); 404. */
  updateFaq: /*#__PURE__*/ defineOperation({ ...CmsRoutes.updateFaq, body: UpdateFaqBodySchema, response: { 200: FaqSavedResponseSchema } }),
  /** DELETE /faq/{id} (SuperAdmin); 404. */
  deleteFaq: /*#__PURE__*/ defineOperation({ ...CmsRoutes.deleteFaq, params: CmsIdParamsSchema, response: { 200: DeleteFaqResponseSchema } }),
  /** GET /subscription/list (SuperAdmin): every subscription, or one page with `page`. */
  listSubscriptions: /*#__PURE__*/ defineOperation({
    ...CmsRoutes.listSubscriptions,
    query: CmsListQuerySchema,
    response: { 200: Type.Union([SubscriptionListResponseSchema, SubscriptionPageResponseSchema]) },
  }),
  /** POST /subscription `{ email }` (public, rate limited per address): 201 new, 200 already subscribed. */
  subscribe: /*#__PURE__*/ defineOperation({
    ...CmsRoutes.subscribe,
    body: SubscribeBodySchema,
    response: { 200: PublicCreateResponseSchema, 201: PublicCreateResponseSchema },
  }),
  /** GET /contact/list (SuperAdmin): every enquiry, or one page with `page`. */
  listContactEnquiries: /*#__PURE__*/ defineOperation({
    ...CmsRoutes.listContactEnquiries,
    query: CmsListQuerySchema,
    response: { 200: Type.Union([ContactListResponseSchema, ContactPageResponseSchema]) },
  }),
  /** POST /contact `{ name, email, comment }` (public, rate limited per address, 201). */
  sendContactEnquiry: /*#__PURE__*/ defineOperation({ ...CmsRoutes.sendContactEnquiry, body: ContactBodySchema, response: { 201: PublicCreateResponseSchema } }),
  /** GET /media/{name} (public): a stored image, cached for a year; 404. */
  getMedia: /*#__PURE__*/ defineOperation({ ...CmsRoutes.getMedia, params: MediaNameParamsSchema, response: { 200: MediaFileResponse } }),
};
/** The website content area's operations by name (`CmsOperations['listFaqs']`: the api-client's type of a call). */
export type CmsOperations = typeof CmsOperations;
