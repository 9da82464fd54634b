import type { Department, ListDepartmentResponse } from '@backoffice/contracts';
import { http } from './client';

/**
 * POST /api/department/listDepartment (spec 1 section 7). Works signed out (sign-up's Department select).
 * @param name optional name filter.
 * @returns the departments.
 */
export async function listDepartments(name?: string): Promise<Department[]> {
  const body = name ? { name } : {};
  return (await http.post<ListDepartmentResponse>('/department/listDepartment', body)).data.department;
}

/**
 * GET /api/department/get-department-by-id?departmentId= (the top bar's greeting for a Department user).
 * @returns `{ _id, name }`.
 * @throws ApiError 404 when it does not exist.
 */
export async function getDepartmentById(departmentId: string): Promise<Department> {
  return (await http.get<{ data: Department }>('/department/get-department-by-id', { params: { departmentId } })).data
    .data;
}
