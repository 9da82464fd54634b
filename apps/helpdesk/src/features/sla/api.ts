/**
 * The SLA calls of the help desk, one file (docs/frontend-data.md; docs/areas/helpdesk.md, "SLAs"): the query keys,
 * the policy's hook and the writes with what they invalidate. The functions are libs/api-client's
 * (`@backoffice/api-client/helpdesk`).
 */
import { getDepartmentSla, removeDepartmentSla, saveDepartmentSla } from '@backoffice/api-client/helpdesk';
import type { SlaPolicyBody } from '@backoffice/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../shared/invalidating-mutation';

/** The query keys of the SLA calls: one department's policy. */
export const slaKeys = {
  all: ['department-sla'] as const,
  department: (departmentId: string) => [...slaKeys.all, departmentId] as const,
};

/** GET /sla/departments/:departmentId: the policy, or null when the department has none. */
export const getDepartmentSlaQueryOptions = (departmentId: string) =>
  queryOptions({ queryKey: slaKeys.department(departmentId), queryFn: ({ signal }) => getDepartmentSla(departmentId, signal) });

/** The department's policy; no call while `departmentId` is empty. */
export function useDepartmentSla(departmentId: string) {
  return useQuery({ ...getDepartmentSlaQueryOptions(departmentId), enabled: Boolean(departmentId) });
}

/** PUT /sla/departments/:departmentId; the department's policy is stale on success. */
export const useSaveDepartmentSla = (departmentId: string) =>
  useInvalidatingMutation((body: SlaPolicyBody) => saveDepartmentSla(departmentId, body), slaKeys.department(departmentId));

/** DELETE /sla/departments/:departmentId; the department's policy is stale on success. */
export const useRemoveDepartmentSla = (departmentId: string) =>
  useInvalidatingMutation(() => removeDepartmentSla(departmentId), slaKeys.department(departmentId));
