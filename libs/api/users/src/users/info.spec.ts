import { UsersMessages } from '@backoffice/contracts';
import { auditEventsOf, insertUser } from '@backoffice/api-server/testing';
import { users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { buildTestApp, demo, loginAsAdmin, type App } from '../test/helper';
import { auth, claimsOf, tokenOf } from './fixtures';

describe('GET and PUT /user/info/{userId} (Edit User)', () => {
  let app: App;
  let adminToken: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    adminToken = await loginAsAdmin(app);
    admin = auth(adminToken);
  });
  afterAll(() => app.close());

  const get = (id: string) => app.inject({ method: 'GET', url: `/api/user/info/${id}`, headers: admin });
  const put = (id: string, payload: Record<string, unknown>, headers = admin) =>
    app.inject({ method: 'PUT', url: `/api/user/info/${id}`, headers, payload });
  const rowOf = async (id: string) => (await app.db.select().from(users).where(eq(users.id, id)))[0];

  describe('GET', () => {
    it('answers { data } with the summary', async () => {
      const u = await insertUser(app, { email: 'info.one@example.com', firstName: 'Info', lastName: 'One' });
      const res = await get(u.id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ _id: u.id, email: 'info.one@example.com', fullName: 'Info One', kind: 'Employee', status: 'Active' });
    });

    it('answers 404 for an unknown, a deleted or a malformed id', async () => {
      const gone = await insertUser(app, { email: 'info.gone@example.com', deletedAt: new Date(), disabled: true });
      for (const id of ['00000000-0000-4000-8000-000000000000', gone.id, 'not-an-id']) {
        const res = await get(id);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(UsersMessages.account.notFound);
      }
    });
  });

  describe('PUT, names and password', () => {
    it('requires both names, in order, when the body carries names; an empty body asks for the first name', async () => {
      const u = await insertUser(app, { email: 'edit.rules@example.com' });
      // The field each message names (the error body's `field`): the form shows the message under it.
      const cases: [Record<string, unknown>, string, string][] = [
        [{}, UsersMessages.edit.firstNameRequired, 'firstName'],
        [{ lastName: 'X' }, UsersMessages.edit.firstNameRequired, 'firstName'],
        [{ firstName: '  ', lastName: '' }, UsersMessages.edit.firstNameRequired, 'firstName'],
        [{ firstName: 'A' }, UsersMessages.edit.lastNameRequired, 'lastName'],
        [{ firstName: 'A', lastName: ' ' }, UsersMessages.edit.lastNameRequired, 'lastName'],
        [{ firstName: 'A', lastName: 'B', passwordNew: '12345' }, UsersMessages.create.passwordInvalid, 'passwordNew'],
        [{ commission: null }, UsersMessages.role.userTypeRequired, 'userType'],
        [{ firstName: 'A', lastName: 'B', hotel: [] }, UsersMessages.role.userTypeRequired, 'userType'],
      ];
      for (const [payload, message, field] of cases) {
        const res = await put(u.id, payload);
        expect({ payload, status: res.statusCode, message: res.json().message, field: res.json().field }).toEqual({ payload, status: 400, message, field });
      }
      expect((await rowOf(u.id)).firstName).toBe(u.firstName);
      expect(await auditEventsOf(app, 'user', u.id)).toEqual([]);
    });

    it('saves trimmed names, answers the message and the user, and audits user.update', async () => {
      const u = await insertUser(app, { email: 'edit.names@example.com', firstName: 'Old', lastName: 'Name' });
      const token = await tokenOf(app, u);
      const res = await put(u.id, { firstName: ' New ', lastName: 'Person', passwordNew: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: UsersMessages.edit.success, data: { _id: u.id, firstName: 'New', lastName: 'Person', fullName: 'New Person' } });
      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({
        action: 'user.update',
        actorId: claimsOf(adminToken).sub,
        before: { firstName: 'Old', lastName: 'Name' },
        after: { firstName: 'New', lastName: 'Person' },
      });
      // Names alone keep the user's sessions.
      expect((await app.tokens.verify(token))?.id).toBe(u.id);
      // The same names again change nothing and record nothing.
      await put(u.id, { firstName: 'New', lastName: 'Person' });
      expect(await auditEventsOf(app, 'user', u.id)).toHaveLength(1);
    });

    it('sets a new password (argon2), revokes the tokens, and never records the password', async () => {
      const u = await insertUser(app, { email: 'edit.password@example.com', passwordHash: await app.passwords.hash('oldpass1') });
      const token = await tokenOf(app, u);
      expect((await app.inject({ method: 'GET', url: '/api/user/all', headers: auth(token) })).statusCode).toBe(403);
      const res = await put(u.id, { firstName: u.firstName, lastName: u.lastName, passwordNew: 'newpass1' });
      expect(res.statusCode).toBe(200);
      const row = await rowOf(u.id);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await app.passwords.verify(row.passwordHash as string, 'newpass1')).toBe(true);
      expect(row.tokenVersion).toBe(u.tokenVersion + 1);
      expect((await app.inject({ method: 'GET', url: '/api/user/all', headers: auth(token) })).statusCode).toBe(401);
      const [event] = await auditEventsOf(app, 'user', u.id);
      expect(event).toMatchObject({ action: 'user.update', before: { passwordChanged: false }, after: { passwordChanged: true } });
      expect(JSON.stringify(event)).not.toContain('newpass1');
    });

    it("edits the caller's own names, but not their password (Change Password asks for the current one)", async () => {
      const me = claimsOf(adminToken).sub;
      const names = await put(me, { firstName: demo.admin.firstName, lastName: 'Rao-Edited' });
      expect(names.statusCode).toBe(200);
      const pw = await put(me, { firstName: demo.admin.firstName, lastName: 'Rao', passwordNew: 'another1' });
      expect(pw.statusCode).toBe(409);
      expect(pw.json().message).toBe(UsersMessages.role.notYourself);
      expect((await rowOf(me)).lastName).toBe('Rao-Edited');
    });

    it('answers 404 for an unknown or deleted user, and refuses unknown fields', async () => {
      const gone = await insertUser(app, { email: 'edit.gone@example.com', deletedAt: new Date(), disabled: true });
      for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await put(id, { firstName: 'A', lastName: 'B' });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(UsersMessages.account.notFound);
      }
      const u = await insertUser(app, { email: 'edit.unknown@example.com' });
      const res = await put(u.id, { firstName: 'A', lastName: 'B', email: 'x@example.com' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Unknown field: email');
    });
  });
});
