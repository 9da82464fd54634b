/** The users area's api-client functions, each through its operation (docs/areas/users.md, "Calls"). */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as usersClient from '../../../../../libs/api-client/src/lib/users';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as authClient from '../../../../../libs/api-client/src/lib/auth';
import type { AreaDrift } from './harness';

/**
 * The module's functions but three that call the platform area's routes (POST /user/create, /user/stepUp and
 * /user/stepUp/verify): the platform's module drives those (./platform.ts). The users area's two public invitation
 * calls live in auth.ts, on the login page's entry, and join this check from there.
 */
const PLATFORM_CALLS = new Set(['createUser', 'requestStepUp', 'verifyStepUp']);
const withOperations = {
  ...Object.fromEntries(Object.entries(usersClient).filter(([name]) => !PLATFORM_CALLS.has(name))),
  getInvitation: authClient.getInvitation,
  acceptInvitation: authClient.acceptInvitation,
};

export const usersDrift: AreaDrift = {
  area: 'users',
  client: withOperations,
  drive: async (run) => {
    // The Create User form's department select (the help desk's operation).
    const departments = await run('listDepartmentOptions', () => usersClient.listDepartmentOptions());
    expect(departments.length).toBeGreaterThan(0);
    // A seeded Employee whose account expires in 30 days (libs/api/users/src/seed/seed.ts): edited, reactivated, deleted.
    const email = 'sahil.bhat@staff.example.com';
    // users (docs/areas/users.md, "Calls")
    const list = await run('listUsers', () => usersClient.listUsers({ search: email }));
    const user = list.data.find((u) => u.email === email);
    expect(user).toBeDefined();
    const id = user?._id ?? '';
    const file = await run('exportUsers', () => usersClient.exportUsers({ search: email }));
    expect(file.fileName).toMatch(/^Users-.*\.xlsx$/);
    await run('getUserInfo', () => usersClient.getUserInfo(id));
    await run('updateUserInfo', () => usersClient.updateUserInfo(id, { firstName: 'Sahil', lastName: 'Bhat' }));
    // An Employee has no department request pending: 409 (docs/areas/users.md, "Department requests").
    await run('decideDepartmentRequest', () => usersClient.decideDepartmentRequest(id, 'approve'), [409]);
    await run('setAccountExpiry', () => usersClient.setAccountExpiry(id, null));
    await run('sendPasswordLink', () => usersClient.sendPasswordLink(id));
    // Not an .xlsx: 415 (docs/areas/users.md, "Upload"), before any row is read.
    await run('uploadUsers', () => usersClient.uploadUsers(new File(['not a sheet'], 'users.txt', { type: 'text/plain' })), [415]);
    await run('removeUser', () => usersClient.removeUser(id));
    // admins (docs/areas/users.md, "PIN step-up"): without a verified PIN, Add Admin answers 403.
    await run('listAdmins', () => usersClient.listAdmins(1, 'a'));
    await run('addAdmin', () => usersClient.addAdmin('drift.admin@example.com'), [403]);
    // An invitation link's token that was never issued: 400 for both (docs/areas/users.md, "Invitation").
    await run('getInvitation', () => authClient.getInvitation('drift-unknown-token'), [400]);
    await run('acceptInvitation', () => authClient.acceptInvitation({ token: 'drift-unknown-token', password: 'Secret#2026' }), [400]);
  },
};
