import {
  approveNoShowCharge,
  cancelReservation,
  excludeReservations,
  exportReservations,
  getBanInfo,
  getBannedProperties,
  getCoupon,
  getCustomerRecord,
  getHotelReviews,
  listCoupons,
  getReservation,
  listNoShowPage,
  listReservations,
  refundReservation,
  removeReview,
  resetGuestPassword,
  setCustomerBan,
} from '@backoffice/api-client/bookings';
import { listHotels } from '@backoffice/api-client/hotels';
import type { RefundBody, ReservationListQuery } from '@backoffice/contracts';
import { BILLING_FILTERS, RESERVATION_STATUSES } from '@backoffice/contracts/constants';
import { isIsoDate } from '@backoffice/ui/forms';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '../shared/history-keys';

/**
 * The bookings area's queries and mutations (docs/frontend-data.md, "Query keys"): one tree rooted at
 * ['bookings']; a write invalidates the whole tree, so lists, details and records are asked again, and the
 * reservations' histories (../shared/history-keys).
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (q: ReservationListQuery) => [...bookingKeys.all, 'list', q] as const,
  details: (id: string) => [...bookingKeys.all, 'details', id] as const,
  noShows: (body: object) => [...bookingKeys.all, 'no-shows', body] as const,
  reviews: (hotelId: string) => [...bookingKeys.all, 'reviews', hotelId] as const,
  customer: (id: string) => [...bookingKeys.all, 'customer', id] as const,
  bans: (id: string) => [...bookingKeys.all, 'bans', id] as const,
  hotels: () => [...bookingKeys.all, 'hotels'] as const,
  coupon: (id: string) => [...bookingKeys.all, 'coupon', id] as const,
  couponByCode: (code: string) => [...bookingKeys.all, 'coupon-by-code', code] as const,
};

/**
 * One page of reservations; the previous page stays on screen (dimmed) while the next loads. Not asked while
 * `enabled` is false (the list waits for the code of the coupon it is filtered by).
 */
export const useReservations = (q: ReservationListQuery, enabled = true) =>
  useQuery({ queryKey: bookingKeys.list(q), queryFn: () => listReservations(q), placeholderData: keepPreviousData, enabled });

/** The URL keys the reservations list reads besides page/sort/order (its filters and search): its saved views keep these. */
export const RESERVATION_VIEW_PARAMS = ['search', 'commission', 'hotelId', 'couponId', 'customerId', 'billing', 'from', 'to', 'status'] as const;

/**
 * The number of reservations the list shows for the URL query `params` (a saved view's live count,
 * docs/areas/platform.md, "Saved views"): the list's own request for those filters, read as the page reads them,
 * with one row a page, and its `total`. A `?couponId=` is asked for its code first (the reservations name their
 * coupon by its code). Rejects as the list's request does.
 */
export async function countReservations(params: URLSearchParams): Promise<number> {
  const text = (key: string) => params.get(key) || undefined;
  const day = (key: string) => {
    const v = params.get(key);
    return v && isIsoDate(v) ? v : undefined;
  };
  const billing = params.get('billing') ?? '';
  const status = params.get('status') ?? '';
  const couponId = text('couponId');
  const search = text('search');
  const commission = text('commission');
  const hotelId = text('hotelId');
  const customerId = text('customerId');
  const from = day('from');
  const to = day('to');
  const couponCode = couponId ? (await getCoupon(couponId)).code : undefined;
  const query: ReservationListQuery = {
    page: 1,
    limit: 1,
    ...(search ? { search } : {}),
    ...(commission ? { commission } : {}),
    ...(hotelId ? { hotelId } : {}),
    ...(customerId ? { customer: customerId } : {}),
    ...(couponCode ? { coupon: couponCode } : {}),
    ...((BILLING_FILTERS as readonly string[]).includes(billing) && billing !== 'All' ? { billing: billing as (typeof BILLING_FILTERS)[number] } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...((RESERVATION_STATUSES as readonly string[]).includes(status) ? { status: status as (typeof RESERVATION_STATUSES)[number] } : {}),
  };
  return (await listReservations(query)).total;
}

/**
 * The coupon a list is filtered by (`/reservations?couponId=`), for its code (the reservations name their coupon by
 * its code) and the filter's chip; nothing asked without an id.
 */
export const useFilterCoupon = (id: string | undefined) =>
  useQuery({ queryKey: bookingKeys.coupon(id ?? ''), queryFn: () => getCoupon(id ?? ''), enabled: !!id, staleTime: 5 * 60_000 });

/**
 * The coupon a reservation used, found by its code (reservations keep the code only): the coupon not deleted whose
 * code is `code`, any case, or null. Codes are all COUPON_CODE_LENGTH long, so the list's search by a part of the
 * code finds exactly that one.
 */
export const useCouponByCode = (code: string | null | undefined) =>
  useQuery({
    queryKey: bookingKeys.couponByCode(code ?? ''),
    queryFn: async () => {
      const found = await listCoupons({ search: (code ?? '').slice(0, 50), limit: 10 });
      return found.data.find((c) => c.code.toUpperCase() === (code ?? '').toUpperCase()) ?? null;
    },
    enabled: !!code,
    staleTime: 5 * 60_000,
  });

export const useReservation = (id: string) => useQuery({ queryKey: bookingKeys.details(id), queryFn: () => getReservation(id) });

/** Every hotel with its chain (the list's chain and hotel filters). */
export const useHotelOptions = () => useQuery({ queryKey: bookingKeys.hotels(), queryFn: () => listHotels({}), staleTime: 5 * 60_000 });

/**
 * One page of the no-shows of a window (`page` from 1, `limit` rows) with the window's total, the previous page kept
 * on screen while the next one loads (docs/areas/bookings.md, "No shows").
 */
export const useNoShowPage = (body: { reservationStart: string; reservationEnd: string; captured: boolean; page: number; limit: number }) =>
  useQuery({ queryKey: bookingKeys.noShows(body), queryFn: () => listNoShowPage(body), placeholderData: keepPreviousData });

export const useHotelReviews = (hotelId: string) => useQuery({ queryKey: bookingKeys.reviews(hotelId), queryFn: () => getHotelReviews(hotelId) });

/** A customer's record (its page; the name on the reservations list's customer filter). Nothing asked without an id. */
export const useCustomerRecord = (id: string | undefined) =>
  useQuery({ queryKey: bookingKeys.customer(id ?? ''), queryFn: () => getCustomerRecord(id ?? ''), enabled: !!id });

/** The properties the customer booked with their bans, and those banned (the accordion). */
export const useCustomerBans = (id: string) =>
  useQuery({
    queryKey: bookingKeys.bans(id),
    queryFn: async () => {
      const [info, banned] = await Promise.all([getBanInfo(id), getBannedProperties(id)]);
      return { bannedAll: info.bannedAll, booked: info.data, banned: banned.data };
    },
  });

/** A mutation that refreshes the whole bookings tree and the reservations' histories once it succeeds. */
function useBookingsMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(args),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.reservations }),
      ]),
  });
}

export const useExcludeReservations = () => useBookingsMutation(excludeReservations);
/**
 * Export Excel: the whole filtered list (`query` without its page) as a spreadsheet, reporting its progress (a
 * fraction from 0 to 1, or null while unknown). Changes nothing, so nothing is asked again.
 */
export const useExportReservations = () =>
  useMutation({
    mutationFn: ({ query, onProgress }: { query: ReservationListQuery; onProgress?: (fraction: number | null) => void }) => exportReservations(query, onProgress),
  });
/**
 * A refund (whole, partial, or with the booking's cancellation: RefundBody) with one idempotency key per confirmed
 * submission (a retry of that submission cannot refund twice). Answers a RefundOutcome: refunded, or an approval
 * request when the amount needs a second SuperAdmin (docs/areas/bookings.md, "Four-eyes approval").
 */
export const useRefund = () => useBookingsMutation(({ body, key }: { body: RefundBody; key: string }) => refundReservation(body, key));
export const useCancelReservation = () => useBookingsMutation(cancelReservation);
export const useRemoveReview = () => useBookingsMutation(removeReview);
export const useApproveNoShow = () => useBookingsMutation(({ chargeId, key }: { chargeId: string; key: string }) => approveNoShowCharge(chargeId, key));
export const useSetBan = () =>
  useBookingsMutation(({ scope, userId, ban }: { scope: Parameters<typeof setCustomerBan>[0]; userId: string; ban: boolean }) => setCustomerBan(scope, userId, ban));
export const useResetGuestPassword = () => useBookingsMutation(({ userId, email }: { userId: string; email: string }) => resetGuestPassword(userId, email));
