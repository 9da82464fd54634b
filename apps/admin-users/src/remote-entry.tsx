import type { ReactElement } from 'react';
import type { RemoteProps } from '@backoffice/shell-sdk';
import { AreaRoutes, lazyPage, pagePreloader } from '@backoffice/remote-kit';
import { AREA, COMMANDS } from './area';

// Each page loads when its route opens: the Module itself stays small, so the area appears quickly.
const OutboxPage = lazyPage(() => import('./features/outbox').then((m) => m.OutboxPage));
const UsersAllPage = lazyPage(() => import('./features/users-all').then((m) => m.UsersAllPage));
const EditUserPage = lazyPage(() => import('./features/users-all').then((m) => m.EditUserPage));
const RoleManagementPage = lazyPage(() => import('./features/users-all').then((m) => m.RoleManagementPage));
const UsersPage = lazyPage(() => import('./features/users').then((m) => m.UsersPage));
const CreateUserPage = lazyPage(() => import('./features/users').then((m) => m.CreateUserPage));
const AdminsPage = lazyPage(() => import('./features/admins').then((m) => m.AdminsPage));
const AddAdminPage = lazyPage(() => import('./features/admins').then((m) => m.AddAdminPage));

/** The built pages of this area, by their path in the route table (libs/contracts areas.ts). */
const PAGES: Readonly<Record<string, ReactElement>> = {
  '/users-all': <UsersAllPage />,
  '/users': <UsersPage />,
  '/users/create': <CreateUserPage />,
  '/users-all/:userId': <EditUserPage />,
  '/users-all/:userId/role-management': <RoleManagementPage />,
  '/all-useradmins': <AdminsPage />,
  '/add-useradmins': <AddAdminPage />,
  '/outbox': <OutboxPage />,
};

/** Fetches the code of the page at `pathname` ahead of its route (the shell calls it on a sidebar hover). */
export const preloadPage = pagePreloader(PAGES);

/** This remote's build (host contract, release, commit): the shell checks the contract before rendering it. */
export { REMOTE_BUILD as build } from '@backoffice/remote-kit';

/**
 * Exposed as `admin-users/Module`: the shell renders it inside its own router and providers, so this
 * component renders routes only. Props: {@link RemoteProps}.
 */
export default function AdminUsersModule({ basePath, queryClient }: RemoteProps) {
  return <AreaRoutes area={AREA} basePath={basePath} queryClient={queryClient} pages={PAGES} commands={COMMANDS} />;
}
