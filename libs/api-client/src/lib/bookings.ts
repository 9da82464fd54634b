import type {
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
import { withIdempotencyKey as keyed } from './idempotency-key';
import { http } from './shared-client';

// The bookings area's calls (docs/areas/bookings.md, "Calls"). Every call needs a SuperAdmin; a failure is the
// shared client's ApiError carrying the server's message (400, 402 with the payment provider's message, 404, 409).

const id = (value: string) => encodeURIComponent(value);

/** GET /reservation/getReservations: one page of the filtered, sorted list. */
export async function listReservations(query: ReservationListQuery): Promise<ReservationListResponse> {
  return (await http.get<ReservationListResponse>('/reservation/getReservations', { params: query })).data;
}

/** GET /reservation/{id}: one reservation with its panels. */
export async function getReservation(reservationId: string): Promise<ReservationDetails> {
  return (await http.get<ReservationDetails>(`/reservation/${id(reservationId)}`)).data;
}

/** POST /reservation/excludeReservations: excluded ids and those billing already processed. */
export async function excludeReservations(ids: string[]): Promise<ExcludeReservationsResponse> {
  return (await http.post<ExcludeReservationsResponse>('/reservation/excludeReservations', ids)).data;
}

/** What a refund answers: done (200), or a four-eyes approval request (202; docs/areas/bookings.md, "Four-eyes approval"). */
export type RefundOutcome = ({ kind: 'refunded' } & RefundResponse) | ({ kind: 'approvalRequested' } & ApprovalRequested);

/**
 * POST /reservation/refund with an Idempotency-Key (one per confirmed click): refunds `amount` (minor units; all
 * that remains when omitted) with a reason, once; `cancel` cancels the reservation in the same step. Answers the
 * refund, or the approval request when the amount needs a second SuperAdmin.
 */
export async function refundReservation(body: RefundBody, idempotencyKey: string): Promise<RefundOutcome> {
  const response = await http.post<RefundResponse | ApprovalRequested>('/reservation/refund', body, keyed(idempotencyKey));
  return response.status === 202
    ? { kind: 'approvalRequested', ...(response.data as ApprovalRequested) }
    : { kind: 'refunded', ...(response.data as RefundResponse) };
}

/** PUT /reservation/hotel/{hotelId}/room/{roomId}/reservation/{id} `{ status: 'Cancelled' }`. */
export async function cancelReservation(r: { hotelId: string; roomId: string; id: string }): Promise<{ message: string }> {
  return (
    await http.put<{ message: string }>(`/reservation/hotel/${id(r.hotelId)}/room/${id(r.roomId)}/reservation/${id(r.id)}`, {
      status: 'Cancelled',
    })
  ).data;
}

/** About this many bytes of zipped sheet per exported row: the progress estimate's yardstick. */
export const EXPORT_BYTES_PER_ROW = 50;

/**
 * GET /reservation/export: the whole filtered set as an .xlsx Blob with its row count. `onProgress(fraction)`
 * follows the download: the bytes received against an estimate from the row count the server announces
 * (`X-Total-Count`), never above 0.95 before the end; null while the count is not known.
 */
export async function exportReservations(
  query: ReservationListQuery,
  onProgress?: (fraction: number | null) => void,
): Promise<{ blob: Blob; rows: number }> {
  const res = await http.get<Blob>('/reservation/export', {
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
  return (await http.post<{ data: NoShowItem[] }>('/reservation/NoshowResevation', body)).data.data;
}

/**
 * POST /reservation/chargeStripeIntent with an Idempotency-Key: approves (captures) a no-show's charge. Answers
 * 'success', or the approval request (202) when the amount needs a second SuperAdmin (docs/areas/bookings.md,
 * "Four-eyes approval").
 */
export async function approveNoShowCharge(chargeId: string, idempotencyKey: string): Promise<'success' | ApprovalRequested> {
  const response = await http.post<'success' | ApprovalRequested>('/reservation/chargeStripeIntent', { charges: chargeId }, keyed(idempotencyKey));
  return response.data;
}

/** GET /review/hotel/{hotelId}. */
export async function getHotelReviews(hotelId: string): Promise<HotelReviewsResponse> {
  return (await http.get<HotelReviewsResponse>(`/review/hotel/${id(hotelId)}`)).data;
}

/** DELETE /review/{id}. */
export async function removeReview(reviewId: string): Promise<{ message: string }> {
  return (await http.delete<{ message: string }>(`/review/${id(reviewId)}`)).data;
}

/** GET /user/customer/{id}: the customer's record. */
export async function getCustomerRecord(customerId: string): Promise<CustomerRecord> {
  return (await http.get<CustomerRecord>(`/user/customer/${id(customerId)}`)).data;
}

/** POST /hotel/getblockInfo: the properties the customer booked with their bans. */
export async function getBanInfo(userId: string): Promise<BanListResponse> {
  return (await http.post<BanListResponse>('/hotel/getblockInfo', { userId })).data;
}

/** POST /hotel/blockList: the properties the customer is banned from. */
export async function getBannedProperties(userId: string): Promise<BanListResponse> {
  return (await http.post<BanListResponse>('/hotel/blockList', { userId })).data;
}

/** PUT /hotel/blockSingle, /hotel/blockAllFromOwner or /hotel/blockAll by `scope`. */
export async function setCustomerBan(
  scope: { kind: 'one' | 'linked'; hotelId: string } | { kind: 'all' },
  blockUserId: string,
  ban: boolean,
): Promise<{ message: string }> {
  if (scope.kind === 'all') return (await http.put<{ message: string }>('/hotel/blockAll', { blockUserId, ban })).data;
  const path = scope.kind === 'one' ? '/hotel/blockSingle' : '/hotel/blockAllFromOwner';
  return (await http.put<{ message: string }>(path, { blockUserId, hotelId: scope.hotelId, ban })).data;
}

/** POST /user/resetPassword: mails the customer a single-use reset link. */
export async function resetGuestPassword(userId: string, email: string): Promise<{ message: string }> {
  return (await http.post<{ message: string }>('/user/resetPassword', { userId, email })).data;
}
