/**
 * Input that must never answer 500 (docs/areas/platform.md, "Messages"): control characters, values of the wrong
 * type, over-long values and broken multipart bodies are refused with 400 (415 for a body of another type) and a
 * message naming the field, on every route, public ones included, and a refused request changes no data.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { form, jpegPart, png } from '@backoffice/api-server/testing';
import type { App } from '../app';
import { DataWatch } from '../test/digest';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

describe('input that must never answer 500', () => {
  let app: App;
  let admin: Record<string, string>;
  let employee: Record<string, string>;
  let departmentId: string;
  let address = 0;
  let data: DataWatch;
  beforeAll(async () => {
    // No scheduled job writes while the digests compare (databaseDigest).
    app = await buildTestApp({ jobs: { enabled: false, pollSeconds: 10 } });
    data = new DataWatch(app);
    admin = bearer(await loginAsAdmin(app));
    employee = bearer(await loginAs(app, demo.employee));
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    departmentId = res.json().department[0]._id;
  });
  afterAll(() => app.close());

  /** Sends a request (each from its own address: the public forms' rate limit stays out of the way). */
  const send = (options: InjectOptions) =>
    app.inject({ remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`, ...options });

  /** Sends `request`, expects `status` and `message`, and that no table changed. */
  async function refused(
    request: InjectOptions,
    status: number,
    message?: string | RegExp,
  ): Promise<void> {
    await data.mark();
    const res = await send(request);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status,
      body: expect.objectContaining({ statusCode: status, ...(message === undefined ? {} : { message: typeof message === 'string' ? message : expect.stringMatching(message) }) }),
    });
    expect((await data.changed()).tables).toEqual([]);
  }

  describe('control characters', () => {
    const contact = { name: 'Ann Lee', email: 'ann@example.com', comment: 'Hello there' };

    it('a NUL in a public form field answers 400 naming the field, not 500', async () => {
      await refused(
        { method: 'POST', url: '/api/contact/', payload: { ...contact, name: 'Ann\u0000Lee' } },
        400,
        'name contains a control character',
      );
    });

    it('every C0 character but tab, newline and carriage return is refused; those three pass', async () => {
      for (let code = 0; code < 0x20; code++) {
        const c = String.fromCharCode(code);
        const payload = { name: `Desk ${code} ${c}x` };
        if (c === '\t' || c === '\n' || c === '\r') {
          await data.mark();
          const res = await send({ method: 'POST', url: '/api/department/addDepartment', headers: admin, payload });
          expect(res.statusCode).toBe(200);
          expect((await data.changed()).tables).toContain('departments'); // the watch sees a write
        } else {
          await refused(
            { method: 'POST', url: '/api/department/addDepartment', headers: admin, payload },
            400,
            'name contains a control character',
          );
        }
      }
      const res = await send({
        method: 'POST',
        url: '/api/contact/',
        payload: { ...contact, comment: 'line one\r\nline two\tend' },
      });
      expect(res.statusCode).toBe(201);
    });

    it('in a nested field, an array item and a field name', async () => {
      await refused(
        {
          method: 'PUT',
          url: '/api/hotel/update',
          headers: admin,
          payload: { id: randomUUID(), type: ['hotel', 'mo\u0007tel'] },
        },
        400,
        'type[1] contains a control character',
      );
      await refused(
        { method: 'POST', url: `/api/hotel/${randomUUID()}/roomAdd`, headers: admin, payload: { room: { name: 'Suite\u001b' } } },
        400,
        'room.name contains a control character',
      );
      await refused(
        { method: 'POST', url: '/api/contact/', payload: { ...contact, ['na\u0000me']: 'x' } },
        400,
        'A field name contains a control character',
      );
    });

    it('a lone surrogate (text no UTF-8 can hold) is refused too: it answered 500 where the field is audited', async () => {
      await refused(
        {
          method: 'POST',
          url: '/api/user/create',
          payload: { email: 'lone.surrogate@staff.example.com', role: 'Employee', password: 'secret1', firstName: 'Lone', lastName: 'Lee\ud800' },
        },
        400,
        'lastName contains an invalid character',
      );
    });

    it('in the query string and the path', async () => {
      await refused({ method: 'GET', url: '/api/user/all?search=%00', headers: admin }, 400, 'search contains a control character');
      await refused(
        { method: 'PUT', url: '/api/department/removeDepartment/%00', headers: admin },
        400,
        'id contains a control character',
      );
    });

    it('in a multipart text field', async () => {
      const body = form({ title: 'Help\u0000', message: '<p>Please</p>', departmentId });
      await refused(
        { method: 'POST', url: '/api/ticket/createTicket', headers: { ...employee, ...body.headers }, payload: body.payload },
        400,
        'title contains a control character',
      );
    });
  });

  describe('types are not coerced in a body', () => {
    it('a number for a string answers 400 naming the field; no department "123" is made', async () => {
      await refused(
        { method: 'POST', url: '/api/department/addDepartment', headers: admin, payload: { name: 123 } },
        400,
        'name must be a string',
      );
      const list = await send({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
      expect(list.json().department.map((d: { name: string }) => d.name)).not.toContain('123');
    });

    it('a string for a boolean or an integer answers 400 naming the field', async () => {
      await refused(
        {
          method: 'POST',
          url: '/api/user/create',
          payload: { email: 'new.person@staff.example.com', role: 'Employee', password: 'secret1', firstName: 'New', lastName: 'Person', encryption: 'true' },
        },
        400,
        'encryption must be a boolean',
      );
      await refused(
        { method: 'POST', url: '/api/ticket/listTicket', headers: admin, payload: { page: '2' } },
        400,
        'page must be an integer',
      );
    });

    it('a query or path number that reads as infinite answers 400, not 500', async () => {
      for (const url of ['/api/user/customer?page=1e999', '/api/user/customer?limit=Infinity', `/api/outbox/${randomUUID()}/attachments/1e999`]) {
        await refused({ method: 'GET', url, headers: admin }, 400, /must be a finite number$/);
      }
    });

    it('a query string still reads numbers from its text', async () => {
      const res = await send({ method: 'GET', url: '/api/user/all?page=1&limit=5', headers: admin });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('over-long values', () => {
    it('a 900 KB first name answers the limit, not "Please enter Your First Name"', async () => {
      await refused(
        {
          method: 'POST',
          url: '/api/user/create',
          payload: { email: 'long.name@staff.example.com', role: 'Employee', password: 'secret1', firstName: 'x'.repeat(900_000), lastName: 'Person' },
        },
        400,
        'First Name must be at most 100 characters',
      );
    });

    it('a public form field over its limit says the limit', async () => {
      await refused(
        { method: 'POST', url: '/api/contact/', payload: { name: 'n'.repeat(101), email: 'ann@example.com', comment: 'Hi' } },
        400,
        'Name must be at most 100 characters',
      );
    });

    it('a body over the body limit still answers 413', async () => {
      await refused(
        { method: 'POST', url: '/api/contact/', payload: { name: 'n', email: 'ann@example.com', comment: 'c'.repeat(1_100_000) } },
        413,
      );
    });
  });

  describe('broken multipart bodies', () => {
    const routes = () => [
      { method: 'POST', url: '/api/ticket/createTicket', headers: employee },
      { method: 'POST', url: '/api/ticket/manageTicket', headers: employee },
      { method: 'PUT', url: `/api/cms/update/${randomUUID()}`, headers: admin },
      { method: 'POST', url: `/api/imagesforyou/${randomUUID()}/imageshor`, headers: admin },
      { method: 'POST', url: `/api/hotel/${randomUUID()}/images`, headers: admin },
      { method: 'POST', url: '/api/user/uploadExcelUsers', headers: admin },
    ] as const;

    it('without a boundary: 400', async () => {
      for (const route of routes()) {
        await refused(
          { ...route, headers: { ...route.headers, 'content-type': 'multipart/form-data' }, payload: 'whatever' },
          400,
        );
      }
    });

    it('cut short, or not multipart inside: 400', async () => {
      const image = form({ photos: jpegPart(await png()) });
      const cut = image.payload.subarray(0, Math.floor(image.payload.length / 2));
      for (const route of routes()) {
        await refused({ ...route, headers: { ...route.headers, ...image.headers }, payload: cut }, 400);
        await refused(
          { ...route, headers: { ...route.headers, 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'not a form at all' },
          400,
        );
      }
    });

    it('another content type: 400 for JSON or text, 415 for a type the API does not read', async () => {
      for (const route of routes()) {
        await refused({ ...route, payload: { title: 'x' } }, 400);
        await refused({ ...route, headers: { ...route.headers, 'content-type': 'application/octet-stream' }, payload: 'x' }, 415);
      }
    });
  });
});
