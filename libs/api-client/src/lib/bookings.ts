import { BookingsRoutes as routes } from '@backoffice/contracts/constants';
import type {
  BookingsOperations as Ops,
  BanListResponse,
  CustomerRecord,
  ExcludeReservationsResponse,
  HotelReviewsResponse,
  NoShowItem,
  RefundBody,
  RefundResponse,
  ApprovalRequested,
  ReservationDetails,
  ReservationListQuery,
  ReservationListResponse,
} from '@backoffice/contracts';
import { call, http } from './shared-client';
import { withIdempotencyKey as keyed } from './idempotency-key';

// The bookings area's calls (docs/areas/bookings.md, "Calls"), each the operation of libs/contracts/src/bookings.ts
// called at its route (`BookingsRoutes`, call.ts). Every call needs a SuperAdmin; a failure is the shared client's
// ApiError carrying the server's message (400, 402 with the payment provider's message, 404, 409).

/** GET /reservation/getReservations: one page of the filtered, sorted list. */
export async function listReservations(query: ReservationListQuery): Promise<ReservationListResponse> {
  return call<Ops['listReservations']>(routes.listReservations, { query });
}

/** GET /reservation/{id}: one reservation with its panels. */
export async function getReservation(reservationId: string): Promise<ReservationDetails> {
  return call<Ops['getReservation']>(routes.getReservation, { params: { id: reservationId } });
}

/** POST /reservation/excludeReservations: excluded ids and those billing already processed. */
export async function excludeReservations(ids: string[]): Promise<ExcludeReservationsResponse> {
  return call<Ops['excludeReservations']>(routes.excludeReservations, { body: ids });
}

/** What a refund answers: done (200), or a four-eyes approval request (202; docs/areas/bookings.md, "Four-eyes approval"). */
export type RefundOutcome = ({ kind: 'refunded' } & RefundResponse) | ({ kind: 'approvalRequested' } & ApprovalRequested);

/**
 * POST /reservation/refund with an Idempotency-Key (one per confirmed click): refunds `amount` (minor units; all
 * that remains when omitted) with a reason, once; `cancel` cancels the reservation in the same step. Answers the
 * refund, or the approval request when the amount needs a second SuperAdmin.
 */
export async function refundReservation(body: RefundBody, idempotencyKey: string): Promise<RefundOutcome> {
  // 200 answers the refund, 202 the request (the only answer with an `approval`).
  const answer = await call<Ops['refundReservation']>(routes.refundReservation, { body }, keyed(idempotencyKey));
  return 'approval' in answer ? { kind: 'approvalRequested', ...answer } : { kind: 'refunded', ...answer };
}

/** PUT /reservation/hotel/{hotelId}/room/{roomId}/reservation/{id} `{ status: 'Cancelled' }`. */
export async function cancelReservation(r: { hotelId: string; roomId: string; id: string }): Promise<{ message: string }> {
  const params = { hotelId: r.hotelId, roomId: r.roomId, id: r.id };
  return call<Ops['cancelReservation']>(routes.cancelReservation, { params, body: { status: 'Cancelled' } });
}

/** About this many bytes of zipped sheet per exported row: the progress estimate's yardstick. */
export const EXPORT_BYTES_PER_ROW = 50;

/**
 * GET /reservation/export: the whole filtered set as an .xlsx Blob with its row count. `onProgress(fraction)`
 * follows the download: the bytes received against an estimate from the row count the server announces
 * (`X-Total-Count`), never above 0.95 before the end; null while the count is not known. Through the shared http
 * client at the operation's route, not `call`: it needs the answer's header and the download's progress.
 */
export async function exportReservations(
  query: ReservationListQuery,
  onProgress?: (fraction: number | null) => void,
): Promise<{ blob: Blob; rows: number }> {
  const res = await http.request<Blob>({
    method: routes.exportReservations.method,
    url: routes.exportReservations.path,
    params: { ...query, page: undefined, limit: undefined },
    responseType: 'blob',
    onDownloadProgress: (e) => {
      const xhr = (e.event as ProgressEvent<XMLHttpRequest> | undefined)?.target;
      const rows = Number(xhr?.getResponseHeader?.('x-total-count') ?? 0);
      onProgress?.(rows ? Math.min(0.95, e.loaded / (rows * EXPORT_BYTES_PER_ROW + 4_096)) : null);
    },
  });
  return { blob: res.data, rows: Number(res.headers['x-total-count'] ?? 0) };
}

/** POST /reservation/NoshowResevation: the no-shows of a window, approved (`captured`) or not. */
export async function listNoShows(body: { reservationStart: string; reservationEnd: string; captured?: boolean }): Promise<NoShowItem[]> {
  return (await call<Ops['listNoShows']>(routes.listNoShows, { body })).data;
}

/**
 * POST /reservation/NoshowResevation with `page` (from 1) and `limit` (rows, at most PAGE_LIMIT_MAX): one page of the
 * window's no-shows by arrival, approved (`captured`) or not, with the window's `total` (docs/areas/bookings.md,
 * "No shows"). Rejects with the shared client's ApiError (400 for a window ending before it starts).
 */
export async function listNoShowPage(body: {
  reservationStart: string;
  reservationEnd: string;
  captured?: boolean;
  page: number;
  limit: number;
}): Promise<{ data: NoShowItem[]; total: number; page: number; limit: number }> {
  const answer = await call<Ops['listNoShows']>(routes.listNoShows, { body });
  return { data: answer.data, total: answer.total ?? answer.data.length, page: answer.page ?? body.page, limit: answer.limit ?? body.limit };
}

/**
 * POST /reservation/chargeStripeIntent with an Idempotency-Key: approves (captures) a no-show's charge. Answers
 * 'success', or the approval request (202) when the amount needs a second SuperAdmin (docs/areas/bookings.md,
 * "Four-eyes approval").
 */
export async function approveNoShowCharge(chargeId: string, idempotencyKey: string): Promise<'success' | ApprovalRequested> {
  return call<Ops['approveNoShowCharge']>(routes.approveNoShowCharge, { body: { charges: chargeId } }, keyed(idempotencyKey));
}

/** GET /review/hotel/{hotelId}. */
export async function getHotelReviews(hotelId: string): Promise<HotelReviewsResponse> {
  return call<Ops['getHotelReviews']>(routes.getHotelReviews, { params: { hotelId } });
}

/** DELETE /review/{id}. */
export async function removeReview(reviewId: string): Promise<{ message: string }> {
  return call<Ops['removeReview']>(routes.removeReview, { params: { id: reviewId } });
}

/** GET /user/customer/{id}: the customer's record. */
export async function getCustomerRecord(customerId: string): Promise<CustomerRecord> {
  return call<Ops['getCustomerRecord']>(routes.getCustomerRecord, { params: { id: customerId } });
}

/** POST /hotel/getblockInfo: the properties the customer booked with their bans. */
export async function getBanInfo(userId: string): Promise<BanListResponse> {
  return call<Ops['getBanInfo']>(routes.getBanInfo, { body: { userId } });
}

/** POST /hotel/blockList: the properties the customer is banned from. */
export async function getBannedProperties(userId: string): Promise<BanListResponse> {
  return call<Ops['getBannedProperties']>(routes.getBannedProperties, { body: { userId } });
}

/** PUT /hotel/blockSingle, /hotel/blockAllFromOwner or /hotel/blockAll by `scope`. */
export async function setCustomerBan(
  scope: { kind: 'one' | 'linked'; hotelId: string } | { kind: 'all' },
  blockUserId: string,
  ban: boolean,
): Promise<{ message: string }> {
  if (scope.kind === 'all') return call<Ops['banAll']>(routes.banAll, { body: { blockUserId, ban } });
  const body = { blockUserId, hotelId: scope.hotelId, ban };
  if (scope.kind === 'one') return call<Ops['banOne']>(routes.banOne, { body });
  return call<Ops['banLinked']>(routes.banLinked, { body });
}

/** POST /user/resetPassword: mails the customer a single-use reset link. */
export async function resetGuestPassword(userId: string, email: string): Promise<{ message: string }> {
  return call<Ops['resetGuestPassword']>(routes.resetGuestPassword, { body: { userId, email } });
}
