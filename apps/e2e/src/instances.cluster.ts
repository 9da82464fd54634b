/**
 * Two API instances behind the balancer (docs/production.md, "The end-to-end suite"): a notification raised on one
 * instance reaches a browser whose socket is on the other; disabling a user closes their sockets on both; a login
 * brute force split over both meets the limit at the count one instance alone meets it; kill -9 of an instance
 * under writes loses no acknowledged write, and the browser's socket comes back through the balancer on the other.
 */
import './support/cluster-env';
import pg from 'pg';
import { expect, test, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { account } from './support/accounts';
import { newEmail, signIn, signInAdmin, unique, unreadBadge, unreadCount } from './support/auth';
import {
  clusterState,
  ensureInstancesUp,
  instance,
  instanceRequest,
  otherInstance,
  watchServedBy,
  watchSocketInstances,
} from './support/cluster';
import { BASE_URL } from './support/env';
import { apiAdminToken, apiToken, authHeader, createTicketViaApi, departmentIds } from './support/helpdesk-api';
import { signUpViaApi } from './support/sign-up';

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });

/** The bell's unread count once the first list has loaded and the socket is up. */
async function settledUnread(page: Page, sockets: { latest(): string | undefined }) {
  await expect(bell(page)).toBeVisible();
  await expect.poll(() => sockets.latest(), { message: 'the shell opens its socket through the balancer' }).toBeTruthy();
  await page.waitForTimeout(1000);
  return unreadCount(page);
}

/** An Employee raises a ticket to the first live department through `api`; its SuperAdmins are notified. */
async function raiseTicket(api: APIRequestContext, title: string) {
  const token = await apiToken(api, account('Employee'));
  const [departmentId] = Object.values(await departmentIds(api));
  return createTicketViaApi(api, token, { title, departmentId });
}

test.beforeEach(async () => {
  await ensureInstancesUp();
});

test('sign-in through the balancer; a ticket raised on one instance rings the bell of a SuperAdmin whose socket is on the other', async ({
  page,
}) => {
  const servedBy = watchServedBy(page);
  const sockets = await watchSocketInstances(page);
  await signInAdmin(page);
  const before = await settledUnread(page, sockets);
  // The session's calls went through the balancer to both instances (round-robin).
  expect(servedBy()).toEqual(['api-1', 'api-2']);

  const socketOn = sockets.latest() as string;
  const elsewhere = otherInstance(socketOn);
  const api = await instanceRequest(elsewhere.name);
  await raiseTicket(api, unique('Across instances '));
  await api.dispose();

  // No reload: the notification crossed from one instance to the other (the Redis adapter) and the socket got it.
  await expect(unreadBadge(page, before + 1)).toBeVisible({ timeout: 10_000 });
  expect(sockets.latest(), 'the socket did not move').toBe(socketOn);
});

test("disabling a user closes that user's sockets on both instances", async ({ browser, request }) => {
  const who = { firstName: 'Twin', lastName: 'Sessions', email: newEmail('twin'), password: 'Twin#2026-pass' };
  await signUpViaApi(request, who);

  // One browser per instance, each talking to its instance directly: its socket is on that instance.
  const pages: { page: Page; sockets: WebSocket[] }[] = [];
  for (const i of clusterState().instances) {
    const context = await browser.newContext({ baseURL: i.url });
    const page = await context.newPage();
    const sockets: WebSocket[] = [];
    page.on('websocket', (ws) => {
      if (ws.url().includes('/socket.io/')) sockets.push(ws);
    });
    const landed = page.waitForResponse((r) => r.url().includes('/api/ticket/listTicket'), { timeout: 30_000 });
    await signIn(page, { ...who, role: 'Employee' });
    await expect.poll(() => sockets.filter((s) => !s.isClosed()).length, { message: `a socket on ${i.name}` }).toBe(1);
    // The landing page (the ticket list) has loaded its data: from now on only the socket can tell this console
    // that its session ended (a call answered 401 would sign it out too, and prove nothing about the sockets).
    expect((await landed).status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    pages.push({ page, sockets });
  }

  const admin = await apiAdminToken(request);
  const found = await request.get('/api/user/all', { headers: authHeader(admin), params: { search: who.email } });
  const [user] = (await found.json()).data as { _id: string }[];
  const disabled = await request.put(`/api/user/disableAccount/${user._id}`, {
    headers: authHeader(admin),
    data: { expireDate: new Date().toISOString() },
  });
  expect(disabled.status(), await disabled.text()).toBe(200);

  // Whichever instance took the call, both sockets end, and both consoles sign out.
  for (const [n, { page, sockets }] of pages.entries()) {
    await expect.poll(() => sockets.every((s) => s.isClosed()), { message: `the socket on api-${n + 1} closes`, timeout: 10_000 }).toBe(true);
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    await page.context().close();
  }
});

test('a login brute force split over both instances meets the limit at the same count as on one', async ({ request }) => {
  /** Wrong passwords for `email` until a 429 (at most `cap`); @returns that attempt's number and who answered. */
  async function bruteForce(api: APIRequestContext, email: string, cap = 40) {
    const by: Record<string, number> = {};
    for (let n = 1; n <= cap; n++) {
      const res = await api.post('/api/user/login', { data: { email, password: `wrong-${n}` } });
      const served = res.headers()['x-served-by'] ?? 'direct';
      by[served] = (by[served] ?? 0) + 1;
      if (res.status() === 429) return { limitAt: n, by };
      expect(res.status(), await res.text()).toBe(401);
    }
    return { limitAt: Infinity, by };
  }

  const one = await instanceRequest('api-1');
  const alone = await bruteForce(one, newEmail('brute-one'));
  await one.dispose();
  expect(alone.limitAt, 'one instance meets its limit').toBeLessThan(40);

  const split = await bruteForce(request, newEmail('brute-split'));
  // The balancer spread the attempts over both instances…
  expect(Object.keys(split.by).sort()).toEqual(['api-1', 'api-2']);
  expect(Math.min(...Object.values(split.by))).toBeGreaterThanOrEqual(Math.floor(alone.limitAt / 2) - 1);
  // …and the shared counter refused them at the same count.
  expect(split.limitAt).toBe(alone.limitAt);
});

test('kill -9 of an instance under writes: every acknowledged write is in the database, the socket moves to the other instance', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sockets = await watchSocketInstances(page);
  await signInAdmin(page);
  const before = await settledUnread(page, sockets);
  const victim = instance(sockets.latest() as string);
  const survivor = otherInstance(victim.name);
  const admin = await apiAdminToken(request);

  // 200 writes (new departments) through the balancer, 8 at a time; the instance holding the browser's socket is
  // killed without warning once 40 have been answered.
  const WRITES = 200;
  const CONCURRENCY = 8;
  const KILL_AFTER = 40;
  const run = unique('load');
  const results: { name: string; status: number; id?: string; by?: string; afterKill: boolean; error?: string }[] = [];
  let killedAt = 0;
  let next = 0;
  const write = async (name: string) => {
    const afterKill = killedAt > 0;
    try {
      const res = await fetch(`${BASE_URL}/api/department/addDepartment`, {
        method: 'POST',
        headers: { ...authHeader(admin), 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
        signal: AbortSignal.timeout(20_000),
      });
      const body = res.ok ? ((await res.json()) as { data: { _id: string } }) : (await res.body?.cancel(), undefined);
      results.push({ name, status: res.status, id: body?.data._id, by: res.headers.get('x-served-by') ?? undefined, afterKill });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      results.push({ name, status: 0, afterKill, error: e.cause?.code ?? e.cause?.message ?? e.message });
    }
    if (results.length === KILL_AFTER && !killedAt) {
      killedAt = Date.now();
      process.kill(victim.pid, 'SIGKILL');
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < WRITES) await write(`${run}-${next++}`);
    }),
  );
  expect(killedAt).toBeGreaterThan(0);

  const acknowledged = results.filter((r) => r.status >= 200 && r.status < 300);
  const refused = results.filter((r) => !(r.status >= 200 && r.status < 300));
  // Both instances acknowledged writes; the survivor carried on alone.
  expect(acknowledged.filter((r) => r.by === victim.name).length).toBeGreaterThan(0);
  expect(acknowledged.filter((r) => r.afterKill && r.by === survivor.name).length).toBeGreaterThan(50);

  // Every acknowledged write is in the database (read there directly, not through an instance).
  const client = new pg.Client({ connectionString: clusterState().postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; name: string }>(
      'select id::text as id, name from departments where name like $1',
      [`${run}-%`],
    );
    const stored = new Map(rows.map((r) => [r.id, r.name]));
    const storedNames = new Set(rows.map((r) => r.name));
    console.log(
      `[cluster] ${WRITES} writes: ${acknowledged.length} acknowledged ` +
        `(${acknowledged.filter((r) => r.by === victim.name).length} by ${victim.name}, ` +
        `${acknowledged.filter((r) => r.by === survivor.name).length} by ${survivor.name}), ` +
        `${refused.length} not (${[...new Set(refused.map((r) => r.error ?? `HTTP ${r.status}`))].join(', ') || '-'}), ` +
        `of which ${refused.filter((r) => storedNames.has(r.name)).length} were committed before the instance died`,
    );
    const missing = acknowledged.filter((r) => stored.get(r.id as string) !== r.name);
    expect(missing.map((r) => r.name), 'acknowledged writes missing from the database').toEqual([]);
    // Nothing was written twice (a retried request would have added a second row of the same name).
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  } finally {
    await client.end();
  }

  // The browser's socket dropped with the instance and came back through the balancer, on the survivor…
  await expect.poll(() => sockets.latest(), { timeout: 20_000 }).toBe(survivor.name);
  // …and the bell still rings.
  await raiseTicket(request, unique('After the kill '));
  await expect(unreadBadge(page, before + 1)).toBeVisible({ timeout: 10_000 });
});
