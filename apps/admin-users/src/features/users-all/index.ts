// STUB: replaced by the users-all feature (list, edit, role management).
export const UsersAllPage = () => null;
export const EditUserPage = () => null;
export const RoleManagementPage = () => null;
