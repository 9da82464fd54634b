import {
  approveNoShowCharge,
  cancelReservation,
  excludeReservations,
  exportReservations,
  getBanInfo,
  getBannedProperties,
  getCustomerRecord,
  getHotelReviews,
  getReservation,
  listNoShows,
  listReservations,
  refundReservation,
  removeReview,
  resetGuestPassword,
  setCustomerBan,
} from '@backoffice/api-client/bookings';
import { getAuditHistory } from '@backoffice/api-client';
import { listHotels } from '@backoffice/api-client/hotels';
import type { ReservationListQuery } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The bookings area's queries and mutations (docs/frontend-data.md, "Query keys"): one tree rooted at
 * ['bookings']; a write invalidates the whole tree, so lists, details and records are asked again.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (q: ReservationListQuery) => [...bookingKeys.all, 'list', q] as const,
  details: (id: string) => [...bookingKeys.all, 'details', id] as const,
  history: (id: string) => [...bookingKeys.all, 'history', id] as const,
  noShows: (body: object) => [...bookingKeys.all, 'no-shows', body] as const,
  reviews: (hotelId: string) => [...bookingKeys.all, 'reviews', hotelId] as const,
  customer: (id: string) => [...bookingKeys.all, 'customer', id] as const,
  bans: (id: string) => [...bookingKeys.all, 'bans', id] as const,
  hotels: () => [...bookingKeys.all, 'hotels'] as const,
};

/** One page of reservations; the previous page stays on screen (dimmed) while the next loads. */
export const useReservations = (q: ReservationListQuery) =>
  useQuery({ queryKey: bookingKeys.list(q), queryFn: () => listReservations(q), placeholderData: keepPreviousData });

export const useReservation = (id: string) => useQuery({ queryKey: bookingKeys.details(id), queryFn: () => getReservation(id) });

/** The reservation's audit trail, newest first. */
export const useReservationHistory = (id: string) =>
  useQuery({ queryKey: bookingKeys.history(id), queryFn: () => getAuditHistory({ entityType: 'reservation', entityId: id }) });

/** Every hotel with its chain (the list's chain and hotel filters). */
export const useHotelOptions = () => useQuery({ queryKey: bookingKeys.hotels(), queryFn: () => listHotels({}), staleTime: 5 * 60_000 });

export const useNoShows = (body: { reservationStart: string; reservationEnd: string; captured: boolean }) =>
  useQuery({ queryKey: bookingKeys.noShows(body), queryFn: () => listNoShows(body) });

export const useHotelReviews = (hotelId: string) => useQuery({ queryKey: bookingKeys.reviews(hotelId), queryFn: () => getHotelReviews(hotelId) });

export const useCustomerRecord = (id: string) => useQuery({ queryKey: bookingKeys.customer(id), queryFn: () => getCustomerRecord(id) });

/** The properties the customer booked with their bans, and those banned (the accordion). */
export const useCustomerBans = (id: string) =>
  useQuery({
    queryKey: bookingKeys.bans(id),
    queryFn: async () => {
      const [info, banned] = await Promise.all([getBanInfo(id), getBannedProperties(id)]);
      return { bannedAll: info.bannedAll, booked: info.data, banned: banned.data };
    },
  });

/** A mutation that refreshes the whole bookings tree once it succeeds. */
function useBookingsMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (args: A) => fn(args), onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }) });
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
/** Refund with one idempotency key per confirmed click (a retry of that click cannot refund twice). */
export const useRefund = () => useBookingsMutation(({ chargeId, key }: { chargeId: string; key: string }) => refundReservation(chargeId, key));
export const useCancelReservation = () => useBookingsMutation(cancelReservation);
export const useRemoveReview = () => useBookingsMutation(removeReview);
export const useApproveNoShow = () => useBookingsMutation(({ chargeId, key }: { chargeId: string; key: string }) => approveNoShowCharge(chargeId, key));
export const useSetBan = () =>
  useBookingsMutation(({ scope, userId, ban }: { scope: Parameters<typeof setCustomerBan>[0]; userId: string; ban: boolean }) => setCustomerBan(scope, userId, ban));
export const useResetGuestPassword = () => useBookingsMutation(({ userId, email }: { userId: string; email: string }) => resetGuestPassword(userId, email));
