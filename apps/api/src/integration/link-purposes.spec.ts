import { BookingsMessages, PlatformMessages, UsersMessages } from '@backoffice/contracts';
import { commissions, outbox, users } from '@backoffice/api-server/schema';
import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type { App } from '../app';
import { bearer, buildTestApp, demo, lastPin, loginAsAdmin } from '../test/helper';

/**
 * Single-use links have one purpose each (docs/api-database.md, "Single-use links"; docs/areas/users.md,
 * "Invitation"): every kind of link, issued through its real call, is refused by every other redeemer with that
 * redeemer's own message, is still usable afterwards, and works at its own redeemer. An account that cannot
 * complete a sign-in (an Admin without a phone) is told so with a 409, never a 500.
 */

/** The calls that redeem (or read) a link, each with the message of a link it does not take. */
const REDEEMERS = {
  resetConfirm: {
    message: BookingsMessages.customer.resetLinkInvalid,
    call: (app: App, token: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/user/resetPassword/confirm', remoteAddress: ip, payload: { token, password: 'Fresh#2026x' } }),
  },
  invitationRead: {
    message: UsersMessages.invitation.invalid,
    call: (app: App, token: string, ip: string) =>
      app.inject({ method: 'GET', url: `/api/user/invitation?token=${encodeURIComponent(token)}`, remoteAddress: ip }),
  },
  acceptInvitation: {
    message: UsersMessages.invitation.invalid,
    call: (app: App, token: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/acceptInvitation',
        remoteAddress: ip,
        payload: { token, password: 'Fresh#2026x', mobile: '+61412345679' },
      }),
  },
  verifyEmail: {
    message: PlatformMessages.verifyEmail.invalid,
    call: (app: App, token: string, ip: string) =>
      app.inject({ method: 'POST', url: '/api/user/verifyEmail', remoteAddress: ip, payload: { token } }),
  },
} as const;
type Redeemer = keyof typeof REDEEMERS;

describe('single-use links: one purpose each', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer(await loginAsAdmin(app));
  });
  afterAll(() => app.close());

  /** The token of the latest mail to `recipient` carrying a link. */
  const tokenMailedTo = async (recipient: string): Promise<string> => {
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, recipient), like(outbox.body, '%token=%')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /[?&]token=([^\s&]+)/.exec(row?.body ?? '')?.[1];
    if (!token) throw new Error(`no link mailed to ${recipient}`);
    return decodeURIComponent(token);
  };

  const post = async (url: string, payload: Record<string, unknown> | undefined, expected = 200) => {
    const res = await app.inject({ method: 'POST', url: `/api/${url}`, headers: admin, ...(payload ? { payload } : {}) });
    expect({ url, status: res.statusCode, body: res.statusCode === expected ? null : res.json() }).toEqual({ url, status: expected, body: null });
    return res;
  };

  /** A customer, a console Employee and a hotel account of the seed, not deleted. */
  const someone = async (kind: 'customer' | 'employee' | 'hotel', skip: string[] = []) => {
    const rows = await app.db
      .select()
      .from(users)
      .where(and(isNull(users.deletedAt), eq(users.disabled, false)));
    const found = rows.find(
      (u) =>
        !skip.includes(u.id) &&
        (kind === 'customer'
          ? u.userType === 'APP' && !u.role
          : kind === 'employee'
            ? u.role === 'Employee' && u.email !== demo.employee.email
            : !u.role && u.userType !== 'APP'),
    );
    if (!found) throw new Error(`no ${kind} in the seed`);
    return found;
  };

  /** Reset Password of the users list (POST /user/passwordLink/{id}) for an account of `kind`: its link's token. */
  const passwordLinkOf = async (kind: 'customer' | 'employee' | 'hotel', skip: string[] = []) => {
    const u = await someone(kind, skip);
    await post(`user/passwordLink/${u.id}`, undefined);
    // A customer's link goes to their contact address when they have one.
    return tokenMailedTo((kind === 'customer' && u.contactEmail) || u.email);
  };

  /** Add Admin after the SuperAdmin's PIN step-up (docs/areas/users.md, "PIN step-up"). */
  const addAdmin = async (email: string) => {
    await post('user/stepUp', {});
    const otp = await lastPin(app, demo.admin.phone);
    await post('user/stepUp/verify', { otp });
    await post('user/addAdmin', { email }, 201);
    return tokenMailedTo(email);
  };

  /** Each kind of link: how it is issued (its token), and the redeemers that take it (the first one redeems it). */
  const KINDS: { name: string; issue: () => Promise<string>; own: Redeemer[] }[] = [
    {
      name: 'customer reset (POST /user/resetPassword)',
      issue: async () => {
        const c = await someone('customer');
        await post('user/resetPassword', { userId: c.id, email: c.email });
        return tokenMailedTo(c.contactEmail || c.email);
      },
      own: ['resetConfirm'],
    },
    {
      name: 'customer reset from the users list (POST /user/passwordLink/{id} of a customer)',
      issue: async () => passwordLinkOf('customer', [(await someone('customer')).id]),
      own: ['resetConfirm'],
    },
    {
      name: 'console reset (POST /user/passwordLink/{id} of an Employee)',
      issue: () => passwordLinkOf('employee'),
      own: ['acceptInvitation', 'invitationRead'],
    },
    {
      name: 'admin invitation (POST /user/addAdmin)',
      issue: () => addAdmin('purpose.admin@staff.example.com'),
      own: ['acceptInvitation', 'invitationRead'],
    },
    {
      name: 'manager invitation (POST /user/createManager)',
      issue: async () => {
        const [chain] = await app.db.select({ id: commissions.id }).from(commissions).limit(1);
        const email = 'purpose.manager@chains.test';
        await post('user/createManager', { firstName: 'Mona', lastName: 'Purpose', email, commission: chain.id, accessLevel: 'GROUPMANAGER', hotelId: [] }, 201);
        return tokenMailedTo(email);
      },
      own: ['resetConfirm'],
    },
    {
      name: 'hotel account reset (POST /user/passwordLink/{id} of a hotel account)',
      issue: () => passwordLinkOf('hotel'),
      own: ['resetConfirm'],
    },
    {
      name: 'e-mail verification (self sign-up, POST /user/create)',
      issue: async () => {
        const email = 'purpose.signup@staff.example.com';
        const res = await app.inject({
          method: 'POST',
          url: '/api/user/create',
          remoteAddress: '10.77.0.1',
          payload: { email, role: 'Employee', password: 'Fresh#2026x', firstName: 'Sign', lastName: 'Up' },
        });
        expect(res.statusCode).toBe(201);
        return tokenMailedTo(email);
      },
      own: ['verifyEmail'],
    },
  ];

  it.each(KINDS.map((k, i) => [k.name, i] as const))('%s: refused by every other redeemer, then redeemed by its own', async (_name, i) => {
    const kind = KINDS[i];
    const token = await kind.issue();
    // One client address per kind: the redeemers' per-address limits are not what is tested here.
    const ip = `10.78.${i}.1`;
    const others = (Object.keys(REDEEMERS) as Redeemer[]).filter((r) => !kind.own.includes(r));
    const refused: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const r of others) {
      const res = await REDEEMERS[r].call(app, token, ip);
      refused[r] = { status: res.statusCode, message: res.json().message };
      expected[r] = { status: 400, message: REDEEMERS[r].message };
    }
    expect(refused).toEqual(expected);
    // The refusals changed nothing: the link still works where it belongs, once.
    const own = kind.own[0];
    const first = await REDEEMERS[own].call(app, token, ip);
    expect({ status: first.statusCode, body: first.json() }).toMatchObject({ status: 200 });
    const again = await REDEEMERS[own].call(app, token, ip);
    expect({ status: again.statusCode, message: again.json().message }).toEqual({ status: 400, message: REDEEMERS[own].message });
  });

  it('an Admin who cannot receive the sign-in PIN (no phone) gets a 409 with what to do, not a 500', async () => {
    const email = 'phoneless.admin@staff.example.com';
    const password = 'Fresh#2026x';
    await app.db.insert(users).values({
      email,
      role: 'SuperAdmin',
      firstName: 'Phoneless',
      lastName: 'Admin',
      passwordHash: await app.passwords.hash(password),
      phone: null,
    });
    for (const url of ['/api/user/login', '/api/user/adminLogin']) {
      const res = await app.inject({ method: 'POST', url, remoteAddress: '10.79.0.1', payload: { email, password } });
      expect({ url, status: res.statusCode, message: res.json().message }).toEqual({
        url,
        status: 409,
        message: PlatformMessages.login.noPhone,
      });
    }
    // A wrong password still answers as any wrong password: the 409 tells nothing to a stranger.
    const wrong = await app.inject({ method: 'POST', url: '/api/user/login', remoteAddress: '10.79.0.2', payload: { email, password: 'Wrong#2026x' } });
    expect({ status: wrong.statusCode, message: wrong.json().message }).toEqual({ status: 401, message: PlatformMessages.login.failed });
  });
});
