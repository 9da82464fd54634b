/**
 * Four-eyes approval (docs/areas/bookings.md, "Four-eyes approval"): `/api/approvals`, the requests for large
 * refunds and no-show charges, decided by a second SuperAdmin, and the thresholds per currency. Every function
 * throws ApiError: 400 (a bad threshold), 403 (deciding one's own request; not a SuperAdmin), 404, 409 (decided
 * already), 402 / 502 (approving: the provider refused / its answer was lost; retry with the same key).
 */
import type {
  Approval,
  ApprovalDecisionBody,
  ApprovalListQuery,
  ApprovalListResponse,
  ApprovalThreshold,
  ApprovalThresholdList,
  SetApprovalThresholdBody,
} from '@backoffice/contracts';
import { withIdempotencyKey as keyed } from './idempotency-key';
import { http } from './shared-client';

const id = (value: string) => encodeURIComponent(value);

/** GET /api/approvals: one page of requests (pending: oldest first). */
export async function listApprovals(query: ApprovalListQuery = {}, signal?: AbortSignal): Promise<ApprovalListResponse> {
  return (await http.get<ApprovalListResponse>('/approvals', { params: query, signal })).data;
}

/** GET /api/approvals/:id: one request. */
export async function getApproval(approvalId: string, signal?: AbortSignal): Promise<Approval> {
  return (await http.get<Approval>(`/approvals/${id(approvalId)}`, { signal })).data;
}

/** POST /api/approvals/:id/approve with an Idempotency-Key (one per click): runs the money action once. */
export async function approveRequest(approvalId: string, body: ApprovalDecisionBody, idempotencyKey: string): Promise<Approval> {
  return (await http.post<Approval>(`/approvals/${id(approvalId)}/approve`, body, keyed(idempotencyKey))).data;
}

/** POST /api/approvals/:id/reject: nothing runs; the note is kept as the reason. */
export async function rejectRequest(approvalId: string, body: ApprovalDecisionBody): Promise<Approval> {
  return (await http.post<Approval>(`/approvals/${id(approvalId)}/reject`, body)).data;
}

/** GET /api/approvals/thresholds: each currency's threshold (minor units), own or the AUD default converted. */
export async function listApprovalThresholds(signal?: AbortSignal): Promise<ApprovalThresholdList> {
  return (await http.get<ApprovalThresholdList>('/approvals/thresholds', { signal })).data;
}

/** PUT /api/approvals/thresholds: sets one currency's threshold, or (`amount: null`) goes back to the default. */
export async function setApprovalThreshold(body: SetApprovalThresholdBody): Promise<ApprovalThreshold> {
  return (await http.put<ApprovalThreshold>('/approvals/thresholds', body)).data;
}
