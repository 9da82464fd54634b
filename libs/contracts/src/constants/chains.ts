/** Constants of the property chains area (docs/areas/chains.md). */

/**
 * The chains area's routes (docs/areas/chains.md, "Calls"): the method and path of each operation of
 * contracts/src/chains.ts, TypeBox-free so that the api-client calls them (`OperationRoute` of ../operation.ts;
 * `defineOperation` checks each when the operation spreads it).
 */
export const ChainsRoutes = {
  listChains: { method: 'POST', path: '/admin/commission/list' },
  createChain: { method: 'POST', path: '/admin/commission' },
  updateChain: { method: 'PUT', path: '/admin/commission' },
  deleteChain: { method: 'DELETE', path: '/admin/commission/:clientTypeName' },
  createManager: { method: 'POST', path: '/user/createManager' },
  listManagers: { method: 'GET', path: '/user/employeeList' },
  updateManager: { method: 'PUT', path: '/user/UpdateManager' },
  deleteManager: { method: 'DELETE', path: '/user/removeManager/:id' },
  listExpediaReports: { method: 'GET', path: '/report' },
  setExpediaReportStatus: { method: 'PUT', path: '/report/:id' },
  fileExpediaReport: { method: 'POST', path: '/report' },
} as const;

/** Manager access levels: a Revenue Manager (one chain) and a Hotel Manager (chosen hotels of one chain). */
export const MANAGER_ACCESS_LEVELS = ['GROUPMANAGER', 'REGIONALMANAGER'] as const;
export type ManagerAccessLevel = (typeof MANAGER_ACCESS_LEVELS)[number];

/** How a manager's access level is shown. */
export const MANAGER_TYPE_LABELS: Record<ManagerAccessLevel, string> = { GROUPMANAGER: 'Revenue Manager', REGIONALMANAGER: 'Hotel Manager' };

/** Expedia error report statuses; the toggle sends the other one. */
export const EXPEDIA_STATUSES = ['ERROR', 'SOLVED'] as const;
export type ExpediaStatus = (typeof EXPEDIA_STATUSES)[number];
export const otherExpediaStatus = (s: ExpediaStatus): ExpediaStatus => (s === 'SOLVED' ? 'ERROR' : 'SOLVED');

/** Rates in hundredths of a percent (integers), so that the sum rule is exact: 12.5 % → 1250. */
export const rateHundredths = (percent: number): number => Math.round(percent * 100);

/** Whether the rate including GST is the rate excluding GST plus the GST part (to the hundredth of a percent). */
export const ratesAddUp = (incl: number, excl: number, gst: number): boolean => rateHundredths(incl) === rateHundredths(excl) + rateHundredths(gst);

/** A chain's commission address: the configured base and the chain's name, URL-encoded. */
export const commissionUrlOf = (base: string, name: string): string => `${base.replace(/\/+$/, '')}/${encodeURIComponent(name.trim())}`;


/** Days a manager's invitation link stays valid. */
export const MANAGER_INVITE_DAYS = 7;
