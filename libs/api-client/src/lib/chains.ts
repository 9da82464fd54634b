import { ChainsRoutes as routes } from '@backoffice/contracts/constants';
import type {
  ChainsOperations as Ops,
  Chain,
  ChainBody,
  CreateManagerBody,
  ExpediaReport,
  ExpediaStatus,
  Manager,
  UpdateManagerBody,
} from '@backoffice/contracts';
import { call } from './shared-client';

// The property chains area's calls (docs/areas/chains.md, "Calls"), each the operation of
// libs/contracts/src/chains.ts called at its route (`ChainsRoutes`, call.ts). Every call needs a SuperAdmin; a
// failure is the shared client's ApiError carrying the server's message (400 with the form's messages, 404, 409).

/** POST /admin/commission/list (no body): every property chain with its hotel count. */
export async function listChains(): Promise<Chain[]> {
  return (await call<Ops['listChains']>(routes.listChains)).data;
}

/** POST /admin/commission: a new chain (201 'Added Successfully'). */
export async function createChain(body: ChainBody): Promise<{ message: string; data: Chain }> {
  return call<Ops['createChain']>(routes.createChain, { body });
}

/** PUT /admin/commission with `id` (200 'Updated Successfully'). */
export async function updateChain(body: ChainBody & { id: string }): Promise<{ message: string; data: Chain }> {
  return call<Ops['updateChain']>(routes.updateChain, { body });
}

/** DELETE /admin/commission/{clientTypeName}: 409 while the chain has hotels, or for Other. */
export async function deleteChain(clientTypeName: string): Promise<{ message: string }> {
  return call<Ops['deleteChain']>(routes.deleteChain, { params: { clientTypeName } });
}

/** GET /user/employeeList: the Revenue Managers and Hotel Managers. */
export async function listManagers(): Promise<Manager[]> {
  return (await call<Ops['listManagers']>(routes.listManagers)).data;
}

/** POST /user/createManager (201 'Manager Added Successfully'). */
export async function createManager(body: CreateManagerBody): Promise<{ message: string; data: Manager }> {
  return call<Ops['createManager']>(routes.createManager, { body });
}

/** PUT /user/UpdateManager (200 'Manager Updated Successfully'): the type and chain stay. */
export async function updateManager(body: UpdateManagerBody): Promise<{ message: string; data: Manager }> {
  return call<Ops['updateManager']>(routes.updateManager, { body });
}

/** DELETE /user/removeManager/{id} (200 'Manager Deleted Successfully'). */
export async function deleteManager(managerId: string): Promise<{ message: string }> {
  return call<Ops['deleteManager']>(routes.deleteManager, { params: { id: managerId } });
}

/** GET /report: the Expedia error reports. */
export async function listExpediaReports(): Promise<ExpediaReport[]> {
  return (await call<Ops['listExpediaReports']>(routes.listExpediaReports)).data;
}

/** PUT /report/{id} `{ status }` (200 'Status Changed Successfully'). */
export async function setExpediaReportStatus(reportId: string, status: ExpediaStatus): Promise<{ message: string; data: ExpediaReport }> {
  return call<Ops['setExpediaReportStatus']>(routes.setExpediaReportStatus, { params: { id: reportId }, body: { status } });
}
