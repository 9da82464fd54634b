// STUB: replaced by the users feature (first list with upload, create user).
export const UsersPage = () => null;
export const CreateUserPage = () => null;
