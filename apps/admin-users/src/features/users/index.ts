export { UsersPage } from './users-page';
export { CreateUserPage } from './create-user-page';
