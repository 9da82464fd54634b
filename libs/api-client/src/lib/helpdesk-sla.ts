/**
 * The help desk's SLA policies (docs/areas/helpdesk.md, "SLAs"): per department, first reply and resolution targets
 * in business minutes on a calendar (IANA time zone, week of intervals, holidays). Every function throws ApiError.
 */
import { HelpdeskRoutes as routes } from '@backoffice/contracts/constants';
import type {
  HelpdeskOperations as Ops,
  SlaPolicy,
  SlaPolicyBody,
  SlaPolicySavedResponse,
} from '@backoffice/contracts';
import { call } from './shared-client';

// The schema's `week` is a record of any day names (SlaPolicySchema); the API answers the seven weekdays, which the
// SlaPolicy type names (contracts helpdesk-sla.ts): the answers are typed as such.

/**
 * GET /api/sla/departments/:departmentId: the department's policy, or null when its tickets have no SLA.
 * A SuperAdmin, or a Department user of that department.
 * @throws ApiError 404 'Department not found' for an unknown department or another department's user.
 */
export async function getDepartmentSla(
  departmentId: string,
  signal?: AbortSignal,
): Promise<SlaPolicy | null> {
  return (
    await call<Ops['getDepartmentSla']>(routes.getDepartmentSla, { params: { departmentId } }, { signal })
  ).data as SlaPolicy | null;
}

/**
 * PUT /api/sla/departments/:departmentId (SuperAdmin): stores the policy and replaces its holidays; audited
 * (`department.sla`). Tickets already open keep their due instants.
 * @returns `{ message: 'SLA policy saved', data }`.
 * @throws ApiError 400 with a HelpdeskMessages.sla message (targets, time zone, week, holidays), 403, 404.
 */
export async function saveDepartmentSla(
  departmentId: string,
  body: SlaPolicyBody,
): Promise<SlaPolicySavedResponse> {
  return (await call<Ops['saveDepartmentSla']>(routes.saveDepartmentSla, {
    params: { departmentId },
    body,
  })) as SlaPolicySavedResponse;
}

/**
 * DELETE /api/sla/departments/:departmentId (SuperAdmin): new tickets of the department then have no SLA.
 * @throws ApiError 403, 404 (no policy).
 */
export async function removeDepartmentSla(departmentId: string): Promise<SlaPolicySavedResponse> {
  return (await call<Ops['removeDepartmentSla']>(routes.removeDepartmentSla, {
    params: { departmentId },
  })) as SlaPolicySavedResponse;
}
