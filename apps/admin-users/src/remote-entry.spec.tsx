import { describeAreaModule } from '@backoffice/test-utils';
import AdminUsersModule from './remote-entry';
import { AREA } from './area';

// Every page of the route table is built (remote-entry.tsx maps each to its feature): no placeholder is left.
describeAreaModule(AREA, AdminUsersModule, {
  built: [
    '/users-all',
    '/users',
    '/users/create',
    '/users-all/:userId',
    '/users-all/:userId/role-management',
    '/all-useradmins',
    '/add-useradmins',
    '/outbox',
  ],
});
