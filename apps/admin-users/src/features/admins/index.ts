export { AdminsPage } from './admins-page';
export { AddAdminPage } from './add-admin-page';
