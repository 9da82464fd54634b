export { UsersAllPage } from './users-all-page';
export { EditUserPage } from './edit-user-page';
export { RoleManagementPage } from './role-management-page';
