import { CmsMessages, type Faq } from '@backoffice/contracts';
import type { App } from '../test/helper';
import { bearer, buildTestAppAsAdmin, demo, loginAs } from '../test/helper';

describe('FAQ (/faq)', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ({ app, admin } = await buildTestAppAsAdmin());
  });
  afterAll(() => app.close());

  const all = async (): Promise<Faq[]> => {
    const res = await app.inject({ method: 'GET', url: '/api/faq/get' }); // public: no token
    expect(res.statusCode).toBe(200);
    return res.json().faqs;
  };
  /** The SuperAdmin's POST (add) or PUT (replace) of an entry. */
  const save = (method: 'POST' | 'PUT', payload: object) => app.inject({ method, url: '/api/faq', headers: admin, payload });

  it('GET /faq/get answers the seeded FAQs without a token, oldest first', async () => {
    const faqs = await all();
    expect(faqs.length).toBeGreaterThanOrEqual(6);
    expect(faqs[0].q).toBe('How does an hourly booking work?');
    const times = faqs.map((f) => f.createdAt);
    expect([...times].sort()).toEqual(times);
    for (const f of faqs) expect(Object.keys(f).sort()).toEqual(['_id', 'a', 'createdAt', 'q']);
  });

  it('POST /faq adds an entry with a sanitised answer (201, message and data); GET /faq/get/:id reads it', async () => {
    const res = await save('POST', {
      q: '  Is parking free?  ',
      a: '<p>Yes, at <b>most</b> hotels.<img src="x" onerror="alert(1)"><script>x()</script></p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CmsMessages.faq.added);
    const data: Faq = res.json().data;
    expect(data.q).toBe('Is parking free?');
    expect(data.a).toContain('<b>most</b>');
    expect(data.a).not.toMatch(/onerror|script/);
    expect((await all()).at(-1)).toEqual(data);
    const one = await app.inject({ method: 'GET', url: `/api/faq/get/${data._id}`, headers: admin });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data });
  });

  it("answers 'Your question and answer is required' for a blank or missing question or answer; nothing is added", async () => {
    const before = await all();
    for (const payload of [
      { q: '', a: '<p>x</p>' },
      { q: 'x', a: '<p><br></p>' },
      { q: '   ', a: 'x' },
      { a: 'x' },
      { q: 'x' },
    ]) {
      const res = await save('POST', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Your question and answer is required');
    }
    expect(await all()).toEqual(before);
  });

  it('PUT /faq replaces an entry; the same checks; 404 for an unknown id', async () => {
    const [first] = await all();
    const res = await save('PUT', { _id: first._id, q: 'Updated?', a: '<p>Updated.</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CmsMessages.faq.updated);
    expect(res.json().data).toMatchObject({
      _id: first._id,
      q: 'Updated?',
      a: '<p>Updated.</p>',
      createdAt: first.createdAt,
    });
    expect((await all())[0].q).toBe('Updated?');
    const blank = await save('PUT', { _id: first._id, q: 'x', a: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Your question and answer is required');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await save('PUT', { _id: id, q: 'x', a: 'y' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(CmsMessages.faq.notFound);
    }
  });

  it("DELETE /faq/:id removes the entry ('Deleted successfully'); a second delete answers 404", async () => {
    const created = await save('POST', { q: 'Temporary?', a: 'Yes' });
    const id = created.json().data._id;
    const res = await app.inject({ method: 'DELETE', url: `/api/faq/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'OK', message: 'Deleted successfully' });
    expect((await all()).some((f) => f._id === id)).toBe(false);
    const again = await app.inject({ method: 'DELETE', url: `/api/faq/${id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const detail = await app.inject({ method: 'GET', url: `/api/faq/get/${id}`, headers: admin });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe(CmsMessages.faq.notFound);
  });

  it('lets only a SuperAdmin edit or read one entry: Department and Employee 403, no token 401; nothing changes', async () => {
    const before = await all();
    const id = before[0]._id;
    for (const headers of [
      bearer(await loginAs(app, demo.department)),
      bearer(await loginAs(app, demo.employee)),
      {},
    ]) {
      const expected = 'authorization' in headers ? 403 : 401;
      const calls = [
        app.inject({ method: 'GET', url: `/api/faq/get/${id}`, headers }),
        app.inject({ method: 'POST', url: '/api/faq', headers, payload: { q: 'x', a: 'y' } }),
        app.inject({ method: 'PUT', url: '/api/faq', headers, payload: { _id: id, q: 'x', a: 'y' } }),
        app.inject({ method: 'DELETE', url: `/api/faq/${id}`, headers }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(expected);
    }
    expect(await all()).toEqual(before);
  });
});
