/**
 * The platform area's api-client functions, each through its operation (docs/areas/platform.md, "Calls";
 * libs/api/README.md, "Operations defined once"). The functions live in several modules of the api-client; each
 * module's exported functions join `client` as its calls are migrated.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as viewsClient from '../../../../../libs/api-client/src/lib/views';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as bulkClient from '../../../../../libs/api-client/src/lib/bulk';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as auditClient from '../../../../../libs/api-client/src/lib/audit';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as releasesClient from '../../../../../libs/api-client/src/lib/releases';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as searchClient from '../../../../../libs/api-client/src/lib/search';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as dashboardClient from '../../../../../libs/api-client/src/lib/dashboard';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as mailClient from '../../../../../libs/api-client/src/lib/mail';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as notificationsClient from '../../../../../libs/api-client/src/lib/notifications';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import * as authClient from '../../../../../libs/api-client/src/lib/auth';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { createUser, requestStepUp, verifyStepUp } from '../../../../../libs/api-client/src/lib/users';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { configureApiClient } from '../../../../../libs/api-client/src/lib/client';
import { demo } from '../../test/helper';
import type { AreaDrift } from './harness';

/**
 * The PIN of the latest SMS to `phone`, read as the Sent Mail page reads it (the outbox's list and message; calls
 * outside `run`, checked against their operations all the same).
 */
async function lastPin(phone: string): Promise<string> {
  const { data } = await mailClient.listOutbox({ channel: 'sms', search: phone, limit: 1 });
  const text = data[0] ? (await mailClient.getOutboxMessage(data[0]._id)).text : '';
  const pin = /PIN is (\d+)/.exec(text)?.[1];
  if (!pin) throw new Error(`no PIN sent to ${phone}`);
  return pin;
}

/** A new session of the demo SuperAdmin: the password step, then its PIN (calls outside `run`). */
async function adminSession(): Promise<string> {
  const { email, password, phone } = demo.admin;
  const { attemptId } = await authClient.adminLogin({ email, password });
  return (await authClient.otpVerification({ email, attemptId, otp: await lastPin(phone) })).token;
}

/**
 * The exported functions of the platform's client modules (a name is in one module only). The notifications
 * module's socket (`connectNotifications`) is no HTTP call: it has no operation (libs/api/README.md, "Operations
 * defined once": live events run over the socket).
 */
const notificationCalls = Object.fromEntries(Object.entries(notificationsClient).filter(([name]) => name !== 'connectNotifications'));
/**
 * auth.ts's calls but the token reader it re-exports (no call) and the invitation's two (GET /user/invitation,
 * POST /user/acceptInvitation: the users area's operations, driven by ./users.ts).
 */
const NOT_PLATFORM_CALLS = new Set(['decodeToken', 'isTokenExpired', 'getInvitation', 'acceptInvitation']);
const authCalls = Object.fromEntries(Object.entries(authClient).filter(([name]) => !NOT_PLATFORM_CALLS.has(name)));
const platformClient: Record<string, unknown> = {
  ...viewsClient,
  ...bulkClient,
  ...auditClient,
  ...releasesClient,
  ...searchClient,
  ...dashboardClient,
  ...mailClient,
  ...notificationCalls,
  ...authCalls,
  createUser,
  requestStepUp,
  verifyStepUp,
};

export const platformDrift: AreaDrift = {
  area: 'platform',
  client: platformClient,
  drive: async (run) => {
    // Saved views (docs/areas/platform.md, "Saved views"): one made, made the default, renamed, cleared, deleted.
    const listKey = 'drift-check';
    const view = await run('createView', () =>
      viewsClient.createView({ listKey, name: 'Drift Check', query: 'status=open', hiddenColumns: null }),
    );
    await run('setDefaultView', () => viewsClient.setDefaultView({ listKey, id: view._id }));
    await run('updateView', () => viewsClient.updateView(view._id, { name: 'Drift Checked' }));
    const views = await run('listViews', () => viewsClient.listViews(listKey));
    expect(views.data.map((v) => [v.name, v.isDefault])).toEqual([['Drift Checked', true]]);
    await run('deleteView', () => viewsClient.deleteView(view._id));
    await run('deleteView', () => viewsClient.deleteView(view._id), [404]);

    // Bulk runs (docs/areas/platform.md, "Bulk runs"): the test app works no jobs, so a run stays queued and its
    // cancel ends it at once; its one item names no user (skipped, had it run), so nothing of the seed changes.
    const started = await run('startBulkRun', () =>
      bulkClient.startBulkRun({ action: 'users.disable', ids: ['00000000-0000-4000-8000-00000000d1f7'] }),
    );
    expect(started.status).toBe('queued');
    const runs = await run('listBulkRuns', () => bulkClient.listBulkRuns({ active: true }));
    expect(runs.data.map((r) => r.id)).toContain(started.id);
    await run('getBulkRun', () => bulkClient.getBulkRun(started.id, { page: 1 }));
    const cancelled = await run('cancelBulkRun', () => bulkClient.cancelBulkRun(started.id));
    expect(cancelled.status).toBe('cancelled');
    await run('cancelBulkRun', () => bulkClient.cancelBulkRun(started.id), [409]);

    // The audit trail (docs/areas/platform.md, "Audit trail"): a department that has none answers no events.
    const history = await run('getAuditHistory', () =>
      auditClient.getAuditHistory({ entityType: 'department', entityId: started.id }),
    );
    expect(history).toEqual([]);
    // The same a page at a time (`limit`, then `before` = `next`): no events, no older page; a made-up cursor 400.
    const page = await run('getAuditHistoryPage', () =>
      auditClient.getAuditHistoryPage({ entityType: 'department', entityId: started.id, limit: 50 }),
    );
    expect(page).toEqual({ data: [], next: null });
    await run(
      'getAuditHistoryPage',
      () => auditClient.getAuditHistoryPage({ entityType: 'department', entityId: started.id, limit: 50, before: 'bm90LWEtY3Vyc29y' }),
      [400],
    );

    // The released areas (docs/releases.md, "Promotion and rollback"): the test app has no RELEASES_DIR, so nothing.
    expect(await run('getReleases', () => releasesClient.getReleases())).toEqual({ areas: [], history: [] });

    // The one search (docs/areas/search.md): a text, then a blank one refused (400 SearchMessages.blank).
    const found = await run('search', () => searchClient.search({ q: 'example', limit: 5 }));
    expect(Array.isArray(found.hits)).toBe(true);
    await run('search', () => searchClient.search({ q: '   ' }), [400]);

    // The dashboard (docs/areas/dashboard.md): the SuperAdmin's queues, figures and tickets; a range ending before it
    // starts refused (400 DashboardMessages.badRange).
    const dashboard = await run('getDashboard', () => dashboardClient.getDashboard({}));
    expect(dashboard.role).toBe('SuperAdmin');
    await run('getDashboard', () => dashboardClient.getDashboard({ from: '2026-02-02', to: '2026-02-01' }), [400]);

    // The mail queue (docs/api-database.md, "Mail"): the messages the areas' checks before this one queued. A message
    // that has not failed is not sent again (409), so nothing of the queue changes.
    const outbox = await run('listOutbox', () => mailClient.listOutbox({ page: 1, limit: 50 }));
    const mail = outbox.data[0];
    const missing = '00000000-0000-4000-8000-00000000d1f7';
    await run('getOutboxMessage', () => mailClient.getOutboxMessage(mail?._id ?? missing), mail ? 'ok' : [404]);
    const withFile = outbox.data.find((m) => m.attachments.length);
    await run(
      'fetchOutboxAttachment',
      () => mailClient.fetchOutboxAttachment(withFile?._id ?? missing, withFile?.attachments[0].index ?? 0),
      withFile ? 'ok' : [404],
    );
    const notFailed = outbox.data.find((m) => m.status !== 'failed');
    await run('retryOutboxMessage', () => mailClient.retryOutboxMessage(notFailed?._id ?? missing), notFailed ? [409] : [404]);

    // The caller's notifications (docs/areas/platform.md, "Calls"). Marking them read is what opening the bell
    // does; the checks after this one read no notification.
    await run('listNotifications', () => notificationsClient.listNotifications());
    await run('markNotificationsRead', () => notificationsClient.markNotificationsRead());

    // Sign-in and the session (docs/areas/platform.md, "Sessions and tokens"). The shared session is the spec's:
    // what would change it (a new password, a sign-out) runs on a session of its own, and the client then goes on
    // with another new session of the same SuperAdmin.
    const { email, password, phone } = demo.admin;
    await run('getMe', () => authClient.getMe());
    const first = await run('login', () => authClient.login({ email, password }));
    expect(first).toMatchObject({ otpRequired: true });
    const { attemptId } = await run('adminLogin', () => authClient.adminLogin({ email, password }));
    const pin = await lastPin(phone);
    const { token } = await run('otpVerification', () => authClient.otpVerification({ email, attemptId, otp: pin }));
    configureApiClient({ getToken: () => token });
    // The PIN step-up (docs/areas/users.md, "PIN step-up") on this session only: the users check after this one
    // expects Add Admin refused without it.
    await run('requestStepUp', () => requestStepUp());
    const stepUpPin = await lastPin(phone);
    const granted = await run('verifyStepUp', () => verifyStepUp(stepUpPin));
    expect(Date.parse(granted.until)).toBeGreaterThan(Date.now());
    // A wrong current password answers 400 and changes nothing.
    await run('changePassword', () => authClient.changePassword({ currentPassword: 'not-the-password', newPassword: 'Drift#2026x' }), [400]);
    // The session the client goes on with, made while this one may still read the PIN from the outbox.
    const next = await adminSession();
    await run('logout', () => authClient.logout());
    await run('getMe', () => authClient.getMe(), [401]);
    configureApiClient({ getToken: () => next });

    // Sign-up (docs/areas/platform.md, "Sign-up (`/signup`)"): an address that has an account gets the same 201 and
    // no account (its owner is e-mailed); Create User answers 409 for it; an unknown link's token 400.
    const person = { email: 'sahil.bhat@staff.example.com', password: 'Drift#2026x', firstName: 'Drift', lastName: 'Check' };
    expect(await run('signup', () => authClient.signup({ ...person, role: 'Employee' }))).toBe(201);
    await run('createUser', () => createUser({ ...person, role: 'Employee' }), [409]);
    await run('verifyEmail', () => authClient.verifyEmail('not-a-link-token'), [400]);
  },
};
