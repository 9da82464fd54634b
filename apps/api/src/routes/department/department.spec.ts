import { Messages } from '@backoffice/contracts';
import type { App } from '../../app';
import { DEMO_DEPARTMENTS } from '../../seed/seed';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin } from '../../test/helper';

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
      expect(other.json().message).toBe(Messages.departments.notFound);
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
});
