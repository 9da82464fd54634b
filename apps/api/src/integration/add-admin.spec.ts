import { PlatformMessages, UsersMessages } from '@backoffice/contracts';
import { and, desc, eq, like } from 'drizzle-orm';
import { outbox } from '@backoffice/api-server/schema';
import type { App } from '../app';
import { bearer, buildTestApp, demo, lastPin, loginAsAdmin } from '../test/helper';

/**
 * Add Admin end to end (docs/areas/users.md, "PIN step-up", "Invitation"): the platform's sign-in and step-up PIN,
 * the users area's Add Admin and invitation, and the new Admin's first sign-in with a PIN at the mobile number they
 * gave.
 */
describe('Add Admin: step-up, invitation, first sign-in', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const latest = async (recipient: string, body: string) => {
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), like(outbox.body, `%${body}%`)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return row;
  };

  it('a SuperAdmin confirms a PIN, invites an Admin who sets a password and a mobile, then signs in with a PIN', async () => {
    const admin = bearer(await loginAsAdmin(app as never));
    const email = 'new.admin@staff.example.com';
    const addAdmin = () => app.inject({ method: 'POST', url: '/api/user/addAdmin', headers: admin, payload: { email } });

    // Without the step-up, Add Admin asks for it; a sign-in PIN does not confirm it.
    expect((await addAdmin()).json().message).toBe(UsersMessages.stepUp.required);
    const sent = await app.inject({ method: 'POST', url: '/api/user/stepUp', headers: admin, payload: {} });
    expect(sent.json().message).toBe(UsersMessages.stepUp.sent);
    const stepUpPin = /confirmation PIN is (\d+)/.exec((await latest(demo.admin.phone, 'confirmation PIN')).body)?.[1];
    const verified = await app.inject({ method: 'POST', url: '/api/user/stepUp/verify', headers: admin, payload: { otp: stepUpPin } });
    expect(verified.statusCode).toBe(200);
    const added = await addAdmin();
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: UsersMessages.admins.added, data: { email, active: false } });

    // Not signed in before the invitation is accepted.
    const early = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'Fresh#2026' } });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe(PlatformMessages.login.failed);

    const mail = await latest(email, 'token=');
    const token = decodeURIComponent(/\?token=(\S+)/.exec(mail.body)?.[1] ?? '');
    const info = await app.inject({ method: 'GET', url: `/api/user/invitation?token=${encodeURIComponent(token)}` });
    expect(info.json()).toEqual({ email, needsMobile: true });
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/user/acceptInvitation',
      payload: { token, password: 'Fresh#2026', mobile: '+61412345678' },
    });
    expect(accepted.json()).toEqual({ message: UsersMessages.invitation.accepted });

    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'Fresh#2026' } });
    expect(login.json()).toEqual({ otpRequired: true, attemptId: expect.any(String) });
    const { attemptId } = login.json();
    const otp = await lastPin(app as never, '+61412345678');
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/user/otpVerification',
      payload: { email, otp, attemptId },
    });
    expect(signedIn.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(signedIn.json().token) });
    expect(me.json()).toMatchObject({ email, role: 'SuperAdmin' });

    const listed = await app.inject({ method: 'POST', url: '/api/user/adminList', headers: admin, payload: { limit: 100 } });
    expect(listed.json().data.find((a: { email: string }) => a.email === email)).toMatchObject({ active: true });
  });
});
