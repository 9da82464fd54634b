import {
  approveRequest,
  listApprovalThresholds,
  listApprovals,
  rejectRequest,
  setApprovalThreshold,
} from '@backoffice/api-client/work';
import type { ApprovalListQuery, SetApprovalThresholdBody } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { historyKeys } from '../shared/history-keys';

/**
 * The four-eyes approval's queries (docs/areas/bookings.md, "Four-eyes approval"; docs/frontend-data.md, "Query
 * keys"): under the bookings tree (['bookings', 'approvals', …]), so that a refund or a no-show charge that makes a
 * request refreshes the requests, and a decision (which refunds or captures) refreshes the reservations.
 */
export const approvalKeys = {
  /** The whole bookings tree: what a decision may change (the reservation, its charge, the no-shows). */
  bookings: ['bookings'] as const,
  all: ['bookings', 'approvals'] as const,
  list: (q: ApprovalListQuery) => [...approvalKeys.all, 'list', q] as const,
  thresholds: () => [...approvalKeys.all, 'thresholds'] as const,
};

/** One page of requests (pending: oldest first); the previous page stays on screen while the next loads. */
export const useApprovals = (q: ApprovalListQuery) =>
  useQuery({ queryKey: approvalKeys.list(q), queryFn: ({ signal }) => listApprovals(q, signal), placeholderData: keepPreviousData });

/** Each currency's threshold (minor units), its own or the AUD default converted. */
export const useApprovalThresholds = () => useQuery({ queryKey: approvalKeys.thresholds(), queryFn: ({ signal }) => listApprovalThresholds(signal) });

/**
 * A mutation that refreshes the whole bookings tree (requests, reservations, no-shows) and the reservations'
 * histories (a decision's refund or capture is audited on its reservation) once it succeeds.
 */
function useApprovalMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: historyKeys.reservations }),
      ]),
  });
}

/** Approve with one Idempotency-Key per confirmation (a retried confirm cannot run the money action twice). */
export const useApproveRequest = () =>
  useApprovalMutation(({ id, key, note }: { id: string; key: string; note?: string }) => approveRequest(id, note ? { note } : {}, key));
/** Reject with the decider's note (optional): nothing runs. */
export const useRejectRequest = () => useApprovalMutation(({ id, note }: { id: string; note?: string }) => rejectRequest(id, note ? { note } : {}));
/** Set a currency's threshold (minor units), or `amount: null` to go back to the default. */
export const useSetThreshold = () => useApprovalMutation((body: SetApprovalThresholdBody) => setApprovalThreshold(body));
