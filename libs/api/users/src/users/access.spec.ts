import { allAuditEvents, insertUser } from '@backoffice/api-server/testing';
import { users } from '@backoffice/api-server/schema';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, demo, loginAs, type App } from '../test/helper';

describe('user accounts: SuperAdmin only', () => {
  let app: App;
  let targetId: string;
  beforeAll(async () => {
    app = await buildTestApp();
    targetId = (await insertUser(app, { email: 'access.target@example.com', firstName: 'Target', lastName: 'User' })).id;
  });
  afterAll(() => app.close());

  const calls = (): [string, string, object | undefined][] => [
    ['GET', '/api/user/all', undefined],
    ['GET', '/api/user/export', undefined],
    ['GET', `/api/user/info/${targetId}`, undefined],
    ['PUT', `/api/user/info/${targetId}`, { firstName: 'Hacked', lastName: 'Name' }],
    ['PUT', `/api/user/removeUser/${targetId}`, {}],
    ['PUT', `/api/user/disableAccount/${targetId}`, { expireDate: '2020-01-01' }],
  ];

  it('answers 401 without a token and 403 to an Employee and a Department user, changing nothing', async () => {
    const employee = await loginAs(app, demo.employee);
    const department = await loginAs(app, demo.department);
    const eventsBefore = (await allAuditEvents(app)).length;
    for (const [method, url, payload] of calls()) {
      const anonymous = await app.inject({ method: method as 'GET', url, payload });
      expect({ method, url, status: anonymous.statusCode }).toEqual({ method, url, status: 401 });
      for (const token of [employee, department]) {
        const res = await app.inject({ method: method as 'GET', url, payload, headers: bearer(token) });
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 });
      }
    }
    const [row] = await app.db.select().from(users).where(eq(users.id, targetId));
    expect(row).toMatchObject({ firstName: 'Target', deletedAt: null, expireDate: null });
    expect(await allAuditEvents(app)).toHaveLength(eventsBefore);
  });
});
