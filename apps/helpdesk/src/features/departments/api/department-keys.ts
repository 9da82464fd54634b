import type { DepartmentListStatus } from '@backoffice/contracts';

/**
 * The department list's filter (POST /department/listDepartment): name contains, ticket status ('All': every
 * department with its count, the Department role's read-only list).
 */
export interface DepartmentFilter {
  name?: string;
  status?: DepartmentListStatus;
}

/**
 * The query keys of the department calls, one tree so that a write can invalidate all of them at once
 * (`departmentKeys.all`) or only the lists (docs/frontend-data.md, "Query keys").
 */
export const departmentKeys = {
  all: ['departments'] as const,
  lists: () => [...departmentKeys.all, 'list'] as const,
  list: (filter: DepartmentFilter) =>
    [...departmentKeys.lists(), { name: filter.name ?? '', status: filter.status ?? null }] as const,
  details: () => [...departmentKeys.all, 'detail'] as const,
  detail: (id: string) => [...departmentKeys.details(), id] as const,
};
