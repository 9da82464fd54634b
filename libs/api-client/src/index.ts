/**
 * @backoffice/api-client — typed calls of the API (spec call tables) and the live notification socket.
 * No React here. Every function throws {@link ApiError} on failure.
 */
export {
  ApiError,
  apiBaseURL,
  configureApiClient,
  formFieldOf,
  http,
  isConnectionProblem,
  probeConnection,
  type ApiClientOptions,
  type CallConfig,
} from './lib/client';
export { isConnectionLost, subscribeConnection } from './lib/connection';
export {
  acceptInvitation,
  adminLogin,
  changePassword,
  getInvitation,
  getMe,
  login,
  logout,
  otpVerification,
  signup,
  verifyEmail,
  type LoginResult,
} from './lib/auth';
// The JWT reader, also alone in the `/token` entry (the shell's first screen reads a token before axios loads).
export { decodeToken, isTokenExpired } from './lib/token';
export { getAuditHistory, getAuditHistoryPage, type AuditHistoryPage, type AuditHistoryPageQuery, type AuditHistoryQuery } from './lib/audit';
export { getReleases } from './lib/releases';
export { search } from './lib/search';
export { getDashboard } from './lib/dashboard';
export { createView, deleteView, listViews, setDefaultView, updateView } from './lib/views';
export {
  addDepartment,
  getDepartmentById,
  listDepartments,
  removeDepartment,
  updateDepartment,
  type DepartmentListItem,
} from './lib/departments';
export {
  connectNotifications,
  listNotifications,
  markNotificationsRead,
  type NotificationConnection,
  type NotificationHandlers,
} from './lib/notifications';
// The record panel's call (remote-kit's RecordTickets, in every remote): the help desk's own calls are in
// `@backoffice/api-client/helpdesk`, the cms's in `@backoffice/api-client/cms`, off the login page.
export { listTicket } from './lib/ticket-list';
