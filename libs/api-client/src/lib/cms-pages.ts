import type {
  CmsOperations as Ops,
  AddFaqBody,
  ContactPage,
  Faq,
  SubscriptionPage,
  UpdateFaqBody,
} from '@backoffice/contracts';
import { CmsRoutes as routes } from '@backoffice/contracts/constants';
import { ApiError, call } from './shared-client';

// The FAQ and the public forms' lists (docs/areas/cms.md, "Calls"), each the operation of
// libs/contracts/src/cms.ts called at its route (`CmsRoutes`, call.ts).

/**
 * GET /api/faq/get (docs/areas/cms.md, "Calls"; public read, the token is sent when there is one).
 * @returns every FAQ `{ _id, q, a (sanitised HTML), createdAt }`, oldest first.
 * @throws ApiError on failure.
 */
export async function listFaqs(): Promise<Faq[]> {
  return (await call<Ops['listFaqs']>(routes.listFaqs)).faqs;
}

/**
 * GET /api/faq/get/{id} (SuperAdmin): one FAQ, for /faq/{fqaID}.
 * @throws ApiError 404 `CmsMessages.faq.notFound` for an unknown id; 403 outside SuperAdmin.
 */
export async function getFaq(id: string): Promise<Faq> {
  return (await call<Ops['getFaq']>(routes.getFaq, { params: { id } })).data;
}

/**
 * POST /api/faq `{ q, a }` (SuperAdmin): adds a FAQ. `a` is rich HTML (the API sanitises it).
 * @returns the stored FAQ (with its `_id`; `a` as sanitised).
 * @throws ApiError 400 'Your question and answer is required' when either is blank; 403 outside SuperAdmin.
 */
export async function addFaq(body: AddFaqBody): Promise<Faq> {
  return (await call<Ops['addFaq']>(routes.addFaq, { body })).data;
}

/**
 * PUT /api/faq `{ q, a, _id }` (SuperAdmin): replaces a FAQ's question and answer.
 * @returns the stored FAQ.
 * @throws ApiError 400 'Your question and answer is required'; 404 `CmsMessages.faq.notFound`.
 */
export async function updateFaq(body: UpdateFaqBody): Promise<Faq> {
  return (await call<Ops['updateFaq']>(routes.updateFaq, { body })).data;
}

/**
 * DELETE /api/faq/{id} (SuperAdmin). Resolves only when the API answered `data: 'OK'` (the old client showed
 * 'Deleted successfully' whatever happened; we show the real outcome, docs/areas/platform.md,
 * "Forms, grids and data conventions").
 * @returns the API's message ('Deleted successfully').
 * @throws ApiError 404 `CmsMessages.faq.notFound`; 403 outside SuperAdmin; ApiError 200 when
 * the answer is not 'OK'.
 */
export async function deleteFaq(id: string): Promise<string> {
  const answer = await call<Ops['deleteFaq']>(routes.deleteFaq, { params: { id } });
  // A 2xx answer (the operation's only one is 200) that is not 'OK'.
  if (answer?.data !== 'OK') throw new ApiError(200, answer?.message || 'The FAQ was not deleted.');
  return answer.message;
}

/** Paging and search of the read-only lists: `page` 1-based, `limit` rows per page (default 10, at most 100). */
export interface ListPageQuery {
  page: number;
  limit?: number;
  /** Case-insensitive filter; blank means none. */
  search?: string;
}

function listParams({ page, limit = 10, search }: ListPageQuery) {
  const q = search?.trim();
  return q ? { page, limit, search: q } : { page, limit };
}

/**
 * GET /api/subscription/list?page=&limit=&search= (SuperAdmin; docs/areas/cms.md, "Calls", paged by the API).
 * `search` matches the e-mail.
 * @returns `{ data: [{ _id, email, createdAt (ISO 8601) }], total, page, limit }`, newest first.
 * @throws ApiError 403 outside SuperAdmin.
 */
export async function listSubscriptions(query: ListPageQuery): Promise<SubscriptionPage> {
  return (await call<Ops['listSubscriptions']>(routes.listSubscriptions, {
    query: listParams(query),
  })) as SubscriptionPage;
}

/**
 * GET /api/contact/list?page=&limit=&search= (SuperAdmin; docs/areas/cms.md, "Calls", paged by the API).
 * `search` matches the name, e-mail or comment.
 * @returns `{ data: [{ _id, name, email, comment, createdAt }], total, page, limit }`, newest first.
 * @throws ApiError 403 outside SuperAdmin.
 */
export async function listContactEnquiries(query: ListPageQuery): Promise<ContactPage> {
  return (await call<Ops['listContactEnquiries']>(routes.listContactEnquiries, {
    query: listParams(query),
  })) as ContactPage;
}
