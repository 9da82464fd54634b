/**
 * The test harness of this area (@backoffice/api-server/testing) with its area only: the specs here exercise
 * this area alone; a spec that needs two areas lives in apps/api/src/integration.
 */
import { areaTestHarness, demo, loginAs, loginAsAdmin, type App } from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, lastPin, loginAs, loginAsAdmin, testConfig, userIdOf, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);

/** Tokens of the three demo roles on `app`: `[SuperAdmin, Department user (Customer Support), Employee]`. */
export const loginAllRoles = async (app: App): Promise<[string, string, string]> => [
  await loginAsAdmin(app),
  await loginAs(app, demo.department),
  await loginAs(app, demo.employee),
];

/**
 * The departments' ids as `POST /api/department/listDepartment` lists them (docs/areas/helpdesk.md, "Calls"):
 * `own`, demo.department's (Customer Support), `other`, the first listed other one, and `idOf(name)`; '' for a
 * name not listed.
 */
export async function departmentIds(app: App): Promise<{ own: string; other: string; idOf: (name: string) => string }> {
  const res = await app.inject({ method: 'POST', url: '/api/department/listDepartment', payload: {} });
  const depts = res.json().department as { _id: string; name: string }[];
  const own = demo.department.department;
  return {
    own: depts.find((d) => d.name === own)?._id ?? '',
    other: depts.find((d) => d.name !== own)?._id ?? '',
    idOf: (name) => depts.find((d) => d.name === name)?._id ?? '',
  };
}
