/**
 * Four-eyes approval (docs/areas/bookings.md, "Four-eyes approval"): `/api/approvals`, the requests for large
 * refunds and no-show charges, decided by a second SuperAdmin, and the thresholds per currency. Every function
 * throws ApiError: 400 (a bad threshold), 403 (deciding one's own request; not a SuperAdmin), 404, 409 (decided
 * already), 402 / 502 (approving: the provider refused / its answer was lost; retry with the same key).
 */
import { ApprovalsRoutes as routes } from '@backoffice/contracts/constants';
import type {
  ApprovalsOperations as Ops,
  Approval,
  ApprovalDecisionBody,
  ApprovalListQuery,
  ApprovalListResponse,
  ApprovalThreshold,
  ApprovalThresholdList,
  SetApprovalThresholdBody,
} from '@backoffice/contracts';
import { call } from './shared-client';
import { withIdempotencyKey as keyed } from './idempotency-key';

// Each call is the operation of libs/contracts/src/approvals.ts called at its route (`ApprovalsRoutes`, call.ts).

/** GET /api/approvals: one page of requests (pending: oldest first). */
export async function listApprovals(query: ApprovalListQuery = {}, signal?: AbortSignal): Promise<ApprovalListResponse> {
  return call<Ops['listApprovals']>(routes.listApprovals, { query }, { signal });
}

/** GET /api/approvals/:id: one request. */
export async function getApproval(approvalId: string, signal?: AbortSignal): Promise<Approval> {
  return call<Ops['getApproval']>(routes.getApproval, { params: { id: approvalId } }, { signal });
}

/** POST /api/approvals/:id/approve with an Idempotency-Key (one per click): runs the money action once. */
export async function approveRequest(approvalId: string, body: ApprovalDecisionBody, idempotencyKey: string): Promise<Approval> {
  return call<Ops['approveRequest']>(routes.approveRequest, { params: { id: approvalId }, body }, keyed(idempotencyKey));
}

/** POST /api/approvals/:id/reject: nothing runs; the note is kept as the reason. */
export async function rejectRequest(approvalId: string, body: ApprovalDecisionBody): Promise<Approval> {
  return call<Ops['rejectRequest']>(routes.rejectRequest, { params: { id: approvalId }, body });
}

/** GET /api/approvals/thresholds: each currency's threshold (minor units), own or the AUD default converted. */
export async function listApprovalThresholds(signal?: AbortSignal): Promise<ApprovalThresholdList> {
  return call<Ops['listApprovalThresholds']>(routes.listApprovalThresholds, {}, { signal });
}

/** PUT /api/approvals/thresholds: sets one currency's threshold, or (`amount: null`) goes back to the default. */
export async function setApprovalThreshold(body: SetApprovalThresholdBody): Promise<ApprovalThreshold> {
  return call<Ops['setApprovalThreshold']>(routes.setApprovalThreshold, { body });
}
