/**
 * @backoffice/api-users: the users area's API (docs/areas/users.md): the user lists with paging, search and the
 * type filter, a user's info and role management, account status (disable, reactivate, delete), the spreadsheet
 * upload with its report and the export, the admins list and Add Admin with the PIN step-up. Mounted by
 * apps/api/src/areas.ts.
 */
import type { ApiArea } from '@backoffice/api-server';
import { usersSchema } from './users.schema';
import userAccountsRepository from './users/repository';
import { userRoutes } from './users/routes';
import { usersBulkActions } from './users/bulk';
import { adminRoutes } from './admins/routes';
import { invitationRoutes } from './invitations/routes';
import { uploadRoutes } from './upload/routes';
import { usersSeed } from './seed/seed';

export { usersSchema } from './users.schema';

export const usersArea: ApiArea = {
  name: 'users',
  schema: usersSchema,
  async routes(app) {
    await app.register(userAccountsRepository);
    await app.register(userRoutes, { prefix: '/user' });
    await app.register(adminRoutes, { prefix: '/user' });
    await app.register(invitationRoutes, { prefix: '/user' });
    await app.register(uploadRoutes, { prefix: '/user' });
    for (const definition of usersBulkActions(app)) app.bulk.define(definition);
  },
  seed: usersSeed,
};
