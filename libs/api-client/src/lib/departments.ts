import { HelpdeskRoutes as routes } from '@backoffice/contracts/constants';
import type {
  HelpdeskOperations as Ops,
  AddDepartmentBody,
  AddDepartmentResponse,
  Department,
  ListDepartmentBody,
  ListDepartmentResponse,
  MessageResponse,
  RemoveDepartmentResponse,
  UpdateDepartmentBody,
} from '@backoffice/contracts';
import { call } from './client';

/** A department of the list; `ticketCount` is present only when the list was filtered by a ticket status. */
export type DepartmentListItem = ListDepartmentResponse['department'][number];

/**
 * POST /api/department/listDepartment (docs/areas/helpdesk.md, "Calls"), sorted by name, not paged (the API
 * answers every match; the console pages in the browser). Works signed out without a status (sign-up's
 * Department select).
 *
 * @param filter a name (substring, case-insensitive) or `{ name?, status? }`. `status` ('Open' | 'Pending' |
 *   'Close', docs/areas/helpdesk.md, "Statuses and priorities": Open = 1, Pending = 2 or 3, Close = 4) keeps
 * only departments with tickets in that
 *   state and adds each one's `ticketCount`; it needs a SuperAdmin or Department token.
 * @throws ApiError 401 without a token and 403 for an Employee when `status` is given; 429 when rate limited.
 */
export async function listDepartments(filter?: string | ListDepartmentBody): Promise<DepartmentListItem[]> {
  const { name, status } = typeof filter === 'string' ? { name: filter, status: undefined } : (filter ?? {});
  const body: ListDepartmentBody = {};
  if (name?.trim()) body.name = name.trim();
  if (status) body.status = status;
  return (await call<Ops['listDepartments']>(routes.listDepartments, { body })).department;
}

/**
 * GET /api/department/get-department-by-id?departmentId= (the top bar's greeting for a Department user; the
 * edit screen).
 * @returns `{ _id, name }`.
 * @throws ApiError 404 when it does not exist (or belongs to another department, for a Department user).
 */
export async function getDepartmentById(departmentId: string): Promise<Department> {
  return (await call<Ops['getDepartmentById']>(routes.getDepartmentById, { query: { departmentId } })).data;
}

/**
 * POST /api/department/addDepartment {name} (SuperAdmin only).
 * @returns `{ message: 'Department Added Successfully', data: { _id, name } }`.
 * @throws ApiError 400 'Department name is required' (blank name), 409 'A department with this name already
 *   exists', 403 for other roles.
 */
export async function addDepartment(body: AddDepartmentBody): Promise<AddDepartmentResponse> {
  return call<Ops['addDepartment']>(routes.addDepartment, { body });
}

/**
 * PUT /api/department/update-department {name, departmentId} (SuperAdmin only).
 * @returns `{ message: 'Department Updated Successfully' }`.
 * @throws ApiError 400 (blank name), 404 (no such department), 409 (name taken), 403 for other roles.
 */
export async function updateDepartment(body: UpdateDepartmentBody): Promise<MessageResponse> {
  return call<Ops['updateDepartment']>(routes.updateDepartment, { body });
}

/**
 * PUT /api/department/removeDepartment/{id} (SuperAdmin only): a soft delete that also disables the
 * department's Department users (docs/decisions.md).
 * @returns `{ data: 'OK', message: 'Department Deleted Successfully' }`.
 * @throws ApiError 404 (no such department), 403 for other roles.
 */
export async function removeDepartment(id: string): Promise<RemoveDepartmentResponse> {
  return call<Ops['removeDepartment']>(routes.removeDepartment, { params: { id } });
}
