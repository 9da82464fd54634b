/**
 * The department calls of the help desk, one file (docs/frontend-data.md): the query keys, each read's
 * queryOptions and hook, and each write's mutation with what it invalidates. The functions themselves are
 * libs/api-client's.
 */
import {
  addDepartment,
  getDepartmentById,
  listDepartments,
  removeDepartment,
  updateDepartment,
  type DepartmentListItem,
} from '@backoffice/api-client';
import type { AddDepartmentBody, DepartmentListStatus, UpdateDepartmentBody } from '@backoffice/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useInPlaceMutation, useInvalidatingMutation } from '../shared/invalidating-mutation';

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
 * The number of departments the list shows for `filter` (a saved view's live count, docs/areas/platform.md, "Saved
 * views"): the list's own request (the API answers every matching department, no total), counted here.
 */
export async function countDepartments(filter: DepartmentFilter): Promise<number> {
  return (await listDepartments({ name: filter.name ?? '', status: filter.status })).length;
}

/**
 * The departments matching `filter`; the previous answer stays while a new filter loads.
 * @param options.enabled false to skip the call (e.g. a role that has no department filter).
 */
export function useDepartments(filter?: DepartmentFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDepartmentsQueryOptions(filter), enabled, placeholderData: keepPreviousData });
}

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

/** POST /department/addDepartment; on success every department list is stale (a new name in it). */
export const useCreateDepartment = () => useInvalidatingMutation((body: AddDepartmentBody) => addDepartment(body), departmentKeys.lists());

/** PUT /department/updateDepartment; on success the lists and that department are stale (its new name). */
export const useUpdateDepartment = () => useInvalidatingMutation((body: UpdateDepartmentBody) => updateDepartment(body), departmentKeys.all);

/**
 * DELETE /department/removeDepartment/{id}. On success the department leaves every cached list at once (the
 * page shows the row gone without a reload) and all department queries are marked stale, so each is asked
 * again the next time it is shown.
 */
export const useDeleteDepartment = () =>
  useInPlaceMutation((departmentId: string) => removeDepartment(departmentId), departmentKeys.all, (queryClient, departmentId) => {
    queryClient.setQueriesData<DepartmentListItem[]>({ queryKey: departmentKeys.lists() }, (list) => list?.filter((d) => d._id !== departmentId));
    queryClient.removeQueries({ queryKey: departmentKeys.detail(departmentId) });
  });
