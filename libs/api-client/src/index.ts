/**
 * @backoffice/api-client — typed calls of the API (spec call tables) and the live notification socket.
 * No React here. Every function throws {@link ApiError} on failure.
 */
export {
  ApiError,
  apiBaseURL,
  configureApiClient,
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
  decodeToken,
  getInvitation,
  getMe,
  isTokenExpired,
  login,
  logout,
  otpVerification,
  signup,
  verifyEmail,
  type LoginResult,
} from './lib/auth';
export { getAuditHistory, type AuditHistoryQuery } from './lib/audit';
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
export {
  changeTicketStatus,
  createTicket,
  getTicketById,
  listTicket,
  listTicketDepartment,
  listTicketDiscussion,
  loadUploadedImage,
  manageTicket,
  setTicketAbout,
  type CreateTicketInput,
  type ManageTicketInput,
} from './lib/tickets';
export {
  addImage,
  deleteBannerImage,
  getImagesForYou,
  listCmsBlocks,
  mediaUrl,
  removeCmsPhoto,
  updateCmsBlock,
  uploadBannerImage,
  type CmsBlockUpdate,
} from './lib/cms';
export {
  addFaq,
  deleteFaq,
  getFaq,
  listContactEnquiries,
  listFaqs,
  listSubscriptions,
  updateFaq,
  type ListPageQuery,
} from './lib/cms-pages';
