// Role management's call into the invitation (invitations.ts, tested with the invitation itself): who gets one.
jest.mock('../invitations', () => ({ ...jest.requireActual('../invitations'), sendPasswordLink: jest.fn(async () => undefined) }));

import { insertUser } from '@backoffice/api-server/testing';
import { sendPasswordLink } from '../invitations';
import { buildTestApp, loginAsAdmin, type App } from '../test/helper';
import { auth, claimsOf, stepUp } from './fixtures';

describe('a user made Admin without a password or a mobile number is invited', () => {
  let app: App;
  let admin: Record<string, string>;
  let adminId: string;
  const invite = sendPasswordLink as jest.MockedFunction<typeof sendPasswordLink>;
  beforeAll(async () => {
    app = await buildTestApp();
    const token = await loginAsAdmin(app);
    await stepUp(app, token);
    admin = auth(token);
    adminId = claimsOf(token).sub;
  });
  afterAll(() => app.close());
  beforeEach(() => invite.mockClear());

  const makeAdmin = (id: string) => app.inject({ method: 'PUT', url: `/api/user/info/${id}`, headers: admin, payload: { userType: 'Admin' } });

  it('invites a user without a mobile number (for the PIN), in the transaction, as the caller', async () => {
    const u = await insertUser(app, { email: 'invite.nophone@example.com', firstName: 'No', lastName: 'Phone', passwordHash: await app.passwords.hash('secret12') });
    expect((await makeAdmin(u.id)).statusCode).toBe(200);
    expect(invite).toHaveBeenCalledTimes(1);
    const [, tx, user, kind, actor] = invite.mock.calls[0];
    expect(tx).toBeDefined();
    expect(user).toEqual({ id: u.id, email: 'invite.nophone@example.com', firstName: 'No', lastName: 'Phone', role: 'SuperAdmin', userType: null, accessLevel: null });
    expect(kind).toBe('invitation');
    expect(actor).toMatchObject({ userId: adminId, role: 'SuperAdmin' });
  });

  it('invites a hotel account without a password', async () => {
    const u = await insertUser(app, { email: 'invite.nopassword@example.com', role: null, userType: 'EMPLOYEE', accessLevel: 'STANDARD', phone: '+61400000003' });
    expect((await makeAdmin(u.id)).statusCode).toBe(200);
    expect(invite).toHaveBeenCalledTimes(1);
  });

  it('does not invite a user who has both, nor one who is already an Admin', async () => {
    const u = await insertUser(app, { email: 'invite.ready@example.com', passwordHash: await app.passwords.hash('secret12'), phone: '+61400000004' });
    expect((await makeAdmin(u.id)).statusCode).toBe(200);
    const already = await insertUser(app, { email: 'invite.already@example.com', role: 'SuperAdmin' });
    expect((await makeAdmin(already.id)).statusCode).toBe(200);
    expect(invite).not.toHaveBeenCalled();
  });
});
