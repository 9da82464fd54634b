import type {
  Chain,
  ChainBody,
  ChainListResponse,
  CreateManagerBody,
  ExpediaReport,
  ExpediaReportListResponse,
  ExpediaStatus,
  Manager,
  ManagerListResponse,
  UpdateManagerBody,
} from '@backoffice/contracts';
import { http } from './shared-client';

// The property chains area's calls (docs/areas/chains.md, "Calls"). Every call needs a SuperAdmin; a failure is
// the shared client's ApiError carrying the server's message (400 with the form's messages, 404, 409).

const seg = (value: string) => encodeURIComponent(value);

/** POST /admin/commission/list (empty body): every property chain with its hotel count. */
export async function listChains(): Promise<Chain[]> {
  return (await http.post<ChainListResponse>('/admin/commission/list', {})).data.data;
}

/** POST /admin/commission: a new chain (201 'Added Successfully'). */
export async function createChain(body: ChainBody): Promise<{ message: string; data: Chain }> {
  return (await http.post<{ message: string; data: Chain }>('/admin/commission', body)).data;
}

/** PUT /admin/commission with `id` (200 'Updated Successfully'). */
export async function updateChain(body: ChainBody & { id: string }): Promise<{ message: string; data: Chain }> {
  return (await http.put<{ message: string; data: Chain }>('/admin/commission', body)).data;
}

/** DELETE /admin/commission/{clientTypeName}: 409 while the chain has hotels, or for Other. */
export async function deleteChain(clientTypeName: string): Promise<{ message: string }> {
  return (await http.delete<{ message: string }>(`/admin/commission/${seg(clientTypeName)}`)).data;
}

/** GET /user/employeeList: the Revenue Managers and Hotel Managers. */
export async function listManagers(): Promise<Manager[]> {
  return (await http.get<ManagerListResponse>('/user/employeeList')).data.data;
}

/** POST /user/createManager (201 'Manager Added Successfully'). */
export async function createManager(body: CreateManagerBody): Promise<{ message: string; data: Manager }> {
  return (await http.post<{ message: string; data: Manager }>('/user/createManager', body)).data;
}

/** PUT /user/UpdateManager (200 'Manager Updated Successfully'): the type and chain stay. */
export async function updateManager(body: UpdateManagerBody): Promise<{ message: string; data: Manager }> {
  return (await http.put<{ message: string; data: Manager }>('/user/UpdateManager', body)).data;
}

/** DELETE /user/removeManager/{id} (200 'Manager Deleted Successfully'). */
export async function deleteManager(managerId: string): Promise<{ message: string }> {
  return (await http.delete<{ message: string }>(`/user/removeManager/${seg(managerId)}`)).data;
}

/** GET /report: the Expedia error reports. */
export async function listExpediaReports(): Promise<ExpediaReport[]> {
  return (await http.get<ExpediaReportListResponse>('/report')).data.data;
}

/** PUT /report/{id} `{ status }` (200 'Status Changed Successfully'). */
export async function setExpediaReportStatus(reportId: string, status: ExpediaStatus): Promise<{ message: string; data: ExpediaReport }> {
  return (await http.put<{ message: string; data: ExpediaReport }>(`/report/${seg(reportId)}`, { status })).data;
}
