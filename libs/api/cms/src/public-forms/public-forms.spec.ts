import { CmsMessages, type ContactEnquiry, PlatformMessages, type Subscription } from '@backoffice/contracts';
import type { App } from '../test/helper';
import { bearer, buildTestAppAsAdmin, demo, loginAs } from '../test/helper';

describe("the public site's forms: subscriptions (/subscription) and contact enquiries (/contact)", () => {
  let app: App;
  let admin: Record<string, string>;
  let ip = 0;
  /** A fresh client address per call, so that the rate limit stays out of the way of the other tests. */
  const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin({
      rateLimits: {
        loginPerAccount: { max: 10, windowSeconds: 900 },
        loginPerAddress: { max: 30, windowSeconds: 60 },
        publicPerAddress: { max: 60, windowSeconds: 60 },
        formPerAddress: { max: 3, windowSeconds: 600 },
      },
    }));
  });
  afterAll(() => app.close());

  const subscribe = (payload: object, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/subscription', payload, remoteAddress });
  const contact = (payload: object, remoteAddress = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
  /** The SuperAdmin's GET of a list (`/subscription/list` or `/contact/list`) with `query` (`?page=…`), as answered. */
  const getList = (list: 'subscription' | 'contact', query = '') =>
    app.inject({ method: 'GET', url: `/api/${list}/list${query}`, headers: admin });
  /** A list's plain array (no page asked), its 200 checked. */
  const listOf = async <T>(list: 'subscription' | 'contact', query: string): Promise<T[]> => {
    const res = await getList(list, query);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const subscriptions = (query = '') => listOf<Subscription>('subscription', query);
  const enquiries = (query = '') => listOf<ContactEnquiry>('contact', query);

  it('GET /subscription/list answers the seeded subscriptions as a plain array, newest first', async () => {
    const list = await subscriptions();
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const s of list) expect(Object.keys(s).sort()).toEqual(['_id', 'createdAt', 'email', 'user']);
    const times = list.map((s) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('POST /subscription adds an address without a token (201); the same address again adds nothing (200)', async () => {
    const res = await subscribe({ email: 'New.Reader@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CmsMessages.subscription.subscribed });
    expect((await subscriptions())[0].email).toBe('new.reader@example.com');
    const count = (await subscriptions()).length;
    const again = await subscribe({ email: 'new.reader@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: CmsMessages.subscription.subscribed });
    expect(await subscriptions()).toHaveLength(count);
  });

  it("checks the address with the login's messages", async () => {
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter Your Email Address');
    const invalid = await subscribe({ email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Please enter a valid Email Address');
    const extra = await subscribe({ email: 'a@example.com', admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('POST /contact stores an enquiry without a token (201) as plain text; GET /contact/list shows it first', async () => {
    const res = await contact({
      name: ' Asha Rao ',
      email: 'Asha@Example.com',
      comment: 'Is <b>breakfast</b> included?\nThanks',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CmsMessages.contact.sent });
    const [latest] = await enquiries();
    expect(latest).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      comment: 'Is <b>breakfast</b> included?\nThanks',
    });
    expect(Object.keys(latest).sort()).toEqual(['_id', 'comment', 'createdAt', 'email', 'name', 'user']);
    expect(latest.user).toBeNull();
  });

  it("names the user an address belongs to (any case), on both lists, paged or not; none for a stranger's", async () => {
    const staff = demo.employee;
    expect((await subscribe({ email: staff.email.toUpperCase() })).statusCode).toBe(201);
    expect((await contact({ name: 'Staff', email: staff.email, comment: 'A question from staff' })).statusCode).toBe(201);
    const known = { type: 'user', id: expect.any(String), name: `${staff.firstName} ${staff.lastName}` };
    const [sub] = await subscriptions(`?search=${encodeURIComponent(staff.email)}`);
    expect(sub.user).toEqual(known);
    const page = await getList('contact', `?page=1&search=${encodeURIComponent('A question from staff')}`);
    expect(page.json().data[0].user).toEqual({ ...known, id: sub.user?.id });
    expect((await subscribe({ email: 'stranger.reader@example.net' })).statusCode).toBe(201);
    const [stranger] = await subscriptions('?search=stranger.reader@');
    expect(stranger).toMatchObject({ email: 'stranger.reader@example.net', user: null });
  });

  it('checks the enquiry in the order name, email, comment; nothing is stored', async () => {
    const before = await enquiries();
    const cases: [object, string][] = [
      [{ email: 'x', comment: '' }, CmsMessages.contact.nameRequired],
      [{ name: '  ', email: 'a@example.com', comment: 'x' }, CmsMessages.contact.nameRequired],
      [{ name: 'A', email: 'nope', comment: '' }, 'Please enter a valid Email Address'],
      [{ name: 'A', email: 'a@example.com', comment: ' ' }, CmsMessages.contact.commentRequired],
      [{ name: 'A', email: 'a@example.com', comment: 'x'.repeat(5001) }, CmsMessages.contact.commentTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await contact(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await enquiries()).toEqual(before);
  });

  it('rate limits each form per address: 429 with Retry-After, valid or not; another address still passes', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 3; i++)
      expect((await subscribe({ email: `limit${i}@example.com` }, address)).statusCode).toBe(201);
    const limited = await subscribe({ email: 'limit-over@example.com' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(PlatformMessages.rateLimit.tooMany);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscriptions()).some((s) => s.email === 'limit-over@example.com')).toBe(false);
    expect((await subscribe({ email: 'limit-other@example.com' }, '10.99.0.2')).statusCode).toBe(201);

    const other = '10.99.0.3';
    for (let i = 0; i < 3; i++) expect((await contact({}, other)).statusCode).toBe(400);
    const blocked = await contact({ name: 'A', email: 'a@example.com', comment: 'Hello' }, other);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('pages and searches the lists when asked: {data, total, page, limit}', async () => {
    const everything = await subscriptions();
    const res = await getList('subscription', '?page=2&limit=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toEqual({ data: everything.slice(2, 4), total: everything.length, page: 2, limit: 2 });
    expect(typeof page.total).toBe('number');

    const found = await subscriptions('?search=EXAMPLE.ORG');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((s) => s.email.includes('example.org'))).toBe(true);
    const literal = await subscriptions(`?search=${encodeURIComponent('%')}`);
    expect(literal).toEqual([]);

    const contactPage = await getList('contact', '?page=1&search=airport');
    expect(contactPage.json()).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(contactPage.json().data[0].comment).toContain('airport');

    const bad = await getList('contact', '?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('lets only a SuperAdmin read the lists: Department and Employee 403, no token 401', async () => {
    for (const headers of [
      bearer(await loginAs(app, demo.department)),
      bearer(await loginAs(app, demo.employee)),
      {},
    ]) {
      const expected = 'authorization' in headers ? 403 : 401;
      for (const url of ['/api/subscription/list', '/api/contact/list']) {
        expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(expected);
      }
    }
  });
});
