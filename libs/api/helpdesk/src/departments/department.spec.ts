import { HelpdeskMessages } from '@backoffice/contracts';
import type { App } from '../test/helper';
import { DEMO_DEPARTMENTS } from '@backoffice/api-server';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../test/helper';

describe('departments', () => {
  let app: App;
  let byName: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
    byName = Object.fromEntries(res.json().department.map((d: { _id: string; name: string }) => [d.name, d._id]));
  });
  afterAll(() => app.close());

  describe('POST /api/department/listDepartment', () => {
    it('answers every department by name, without a token (the sign-up form needs it)', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
      expect(res.statusCode).toBe(200);
      expect(res.json().department.map((d: { name: string }) => d.name)).toEqual([...DEMO_DEPARTMENTS].sort());
      expect(Object.keys(res.json().department[0]).sort()).toEqual(['_id', 'name']);
    });

    it('filters by name, case-insensitively, treating % and _ literally', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: { name: 'fin' } });
      expect(res.json().department.map((d: { name: string }) => d.name)).toEqual(['Finance']);
      const none = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: { name: '%' } });
      expect(none.json().department).toEqual([]);
    });

    it('refuses unknown fields', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: { q: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Unknown field: q');
    });
  });

  describe('GET /api/department/listDepartment (Create User\'s Department select)', () => {
    const options = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/department/listDepartment', headers });

    it('answers the SuperAdmin { data } with the live departments by name, a removed one left out', async () => {
      const admin = bearer(await loginAsAdmin(app));
      const added = await app.inject({ method: 'POST', url: '/api/department/addDepartment', headers: admin, payload: { name: 'Aaa Options Gone' } });
      await app.inject({ method: 'PUT', url: `/api/department/removeDepartment/${added.json().data._id}`, headers: admin });
      const res = await options(admin);
      expect(res.statusCode).toBe(200);
      const names = res.json().data.map((d: { name: string }) => d.name);
      expect(names).toEqual([...DEMO_DEPARTMENTS].sort());
      expect(res.json().data[0]).toEqual({ _id: byName[names[0]], name: names[0] });
    });

    it('answers 401 without a token and 403 to an Employee or a Department user', async () => {
      expect((await options()).statusCode).toBe(401);
      for (const token of [await loginAs(app, demo.employee), await loginAs(app, demo.department)]) {
        expect((await options(bearer(token))).statusCode).toBe(403);
      }
    });
  });

  describe('GET /api/department/get-department-by-id', () => {
    const get = (id: string, token?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/department/get-department-by-id?departmentId=${encodeURIComponent(id)}`,
        headers: token ? bearer(token) : {},
      });

    it('answers { data: { _id, name } } to a SuperAdmin and an Employee', async () => {
      for (const token of [await loginAsAdmin(app), await loginAs(app, demo.employee)]) {
        const res = await get(byName.Finance, token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: { _id: byName.Finance, name: 'Finance' } });
      }
    });

    it("answers a Department user its own department, and 404 for another department's", async () => {
      const token = await loginAs(app, demo.department);
      expect((await get(byName[demo.department.department], token)).statusCode).toBe(200);
      const other = await get(byName['Hotel Onboarding'], token);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(HelpdeskMessages.departments.notFound);
    });

    it('answers 404 for an unknown id, 400 without one, 401 without a token', async () => {
      const token = await loginAs(app, demo.employee);
      expect((await get('00000000-0000-4000-8000-000000000000', token)).statusCode).toBe(404);
      expect((await get('not-a-uuid', token)).statusCode).toBe(404);
      const missing = await app.inject({ method: 'GET', url: '/api/department/get-department-by-id', headers: bearer(token) });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('departmentId is required');
      expect((await get(byName.Finance)).statusCode).toBe(401);
    });
  });

  describe('add, update, remove (SuperAdmin only)', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await loginAsAdmin(app);
    });
    const add = (name: unknown, token = admin) =>
      app.inject({ method: 'POST', url: '/api/department/addDepartment', headers: bearer(token), payload: { name } });
    const update = (payload: unknown, token = admin) =>
      app.inject({ method: 'PUT', url: '/api/department/update-department', headers: bearer(token), payload: payload as object });
    const remove = (id: string, token = admin) =>
      app.inject({ method: 'PUT', url: `/api/department/removeDepartment/${id}`, headers: bearer(token) });
    const names = async () =>
      (await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} }))
        .json()
        .department.map((d: { name: string }) => d.name);

    it('adds a department, answering its message and record', async () => {
      const res = await add('  Legal  ');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: HelpdeskMessages.departments.added, data: { _id: expect.any(String), name: 'Legal' } });
      expect(await names()).toContain('Legal');
    });

    it("answers 'Department name is required' for an empty or blank name, 409 for a taken one", async () => {
      for (const name of ['', '   ']) {
        const res = await add(name);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(HelpdeskMessages.departments.nameRequired);
      }
      const missing = await app.inject({ method: 'POST', url: '/api/department/addDepartment', headers: bearer(admin), payload: {} });
      expect(missing.json().message).toBe(HelpdeskMessages.departments.nameRequired);
      const dup = await add('finance');
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(HelpdeskMessages.departments.nameTaken);
    });

    it('renames a department; 400 on an empty name, 409 on a taken one, 404 on an unknown id', async () => {
      const id = (await add('Procurement')).json().data._id;
      const ok = await update({ name: 'Purchasing', departmentId: id });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: HelpdeskMessages.departments.updated });
      expect(await names()).toContain('Purchasing');
      expect((await update({ name: 'purchasing', departmentId: id })).statusCode).toBe(200);
      const empty = await update({ name: '', departmentId: id });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(HelpdeskMessages.departments.nameRequired);
      expect((await update({ name: 'Finance', departmentId: id })).statusCode).toBe(409);
      const unknown = await update({ name: 'X', departmentId: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(HelpdeskMessages.departments.notFound);
    });

    it("removes a department (soft): 'OK', gone from the list, name free again, 404 the second time", async () => {
      const id = (await add('Temporary')).json().data._id;
      const res = await remove(id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: 'OK', message: HelpdeskMessages.departments.deleted });
      expect(await names()).not.toContain('Temporary');
      expect((await remove(id)).statusCode).toBe(404);
      expect((await remove('nope')).statusCode).toBe(404);
      expect((await add('Temporary')).statusCode).toBe(200);
    });

    it('answers 403 to a Department user and an Employee, 401 without a token, and changes nothing', async () => {
      for (const token of [await loginAs(app, demo.department), await loginAs(app, demo.employee)]) {
        expect((await add('Forbidden', token)).statusCode).toBe(403);
        expect((await update({ name: 'Forbidden', departmentId: byName.Finance }, token)).statusCode).toBe(403);
        expect((await remove(byName.Finance, token)).statusCode).toBe(403);
      }
      const anon = await app.inject({ method: 'POST', url: '/api/department/addDepartment', payload: { name: 'Anon' } });
      expect(anon.statusCode).toBe(401);
      expect(await names()).not.toContain('Forbidden');
      expect(await names()).toContain('Finance');
    });
  });

  describe('listDepartment status filter (Open = 1, Pending = 2 or 3, Close = 4)', () => {
    const filter = (status: string, token?: string) =>
      app.inject({ method: 'POST', url: '/api/department/listDepartment', headers: token ? bearer(token) : {}, payload: { status } });
    const total = async (token: string, departmentId: string, status: number) =>
      (
        await app.inject({ method: 'POST', url: '/api/ticket/listTicket', headers: bearer(token), payload: { departmentId, status } })
      ).json().total as number;

    it('lists only departments with tickets in that state, with their count (SuperAdmin, Department)', async () => {
      const admin = await loginAsAdmin(app);
      for (const [status, ids] of [['Open', [1]], ['Pending', [2, 3]], ['Close', [4]]] as const) {
        const res = await filter(status, admin);
        expect(res.statusCode).toBe(200);
        for (const d of res.json().department as { _id: string; ticketCount: number }[]) {
          let expected = 0;
          for (const id of ids) expected += await total(admin, d._id, id);
          expect(d.ticketCount).toBe(expected);
          expect(d.ticketCount).toBeGreaterThan(0);
        }
      }
      expect((await filter('Open', admin)).json().department.length).toBeGreaterThan(0);
      expect((await filter('Open', await loginAs(app, demo.department))).statusCode).toBe(200);
    });

    it('answers 401 without a token, 403 to an Employee, 400 on an unknown state', async () => {
      expect((await filter('Open')).statusCode).toBe(401);
      expect((await filter('Open', await loginAs(app, demo.employee))).statusCode).toBe(403);
      expect((await filter('Later', await loginAsAdmin(app))).statusCode).toBe(400);
    });
  });
});
