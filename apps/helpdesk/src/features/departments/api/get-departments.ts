import { listDepartments, type DepartmentListItem } from '@backoffice/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { departmentKeys, type DepartmentFilter } from './department-keys';

/**
 * POST /department/listDepartment: every department (the API does not page this list), filtered by name and
 * ticket status. Without a filter the call is `listDepartments()` (the ticket screens' department choices).
 */
export const getDepartmentsQueryOptions = (filter?: DepartmentFilter) =>
  queryOptions({
    queryKey: departmentKeys.list(filter ?? {}),
    queryFn: (): Promise<DepartmentListItem[]> =>
      filter ? listDepartments({ name: filter.name ?? '', status: filter.status }) : listDepartments(),
  });

/**
 * The departments matching `filter`; the previous answer stays while a new filter loads.
 * @param options.enabled false to skip the call (e.g. a role that has no department filter).
 */
export function useDepartments(filter?: DepartmentFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDepartmentsQueryOptions(filter), enabled, placeholderData: keepPreviousData });
}
