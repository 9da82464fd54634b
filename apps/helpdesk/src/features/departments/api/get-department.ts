import { getDepartmentById } from '@backoffice/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { departmentKeys } from './department-keys';

/** GET /department/getDepartmentById/{id}: one department (its name). */
export const getDepartmentQueryOptions = (departmentId: string) =>
  queryOptions({
    queryKey: departmentKeys.detail(departmentId),
    queryFn: () => getDepartmentById(departmentId),
  });

/** One department; no call while `departmentId` is empty or undefined. */
export function useDepartment(departmentId: string | undefined) {
  return useQuery({ ...getDepartmentQueryOptions(departmentId ?? ''), enabled: Boolean(departmentId) });
}
