/** The test harness of this area (@backoffice/api-server/testing) with its area only. */
import { areaTestHarness, bearer, listenForSockets, loginAsAdmin, type App } from '@backoffice/api-server/testing';
import { testAreas } from './areas';

export { bearer, demo, loginAs, loginAsAdmin, testConfig, type App } from '@backoffice/api-server/testing';

/** This area's test apps (`buildTestApp`, `buildTestAppAsAdmin`: {@link areaTestHarness}). Close them in afterAll. */
export const { buildTestApp, buildTestAppAsAdmin } = areaTestHarness(testAreas);

/** The socket clients of a test app ({@link listenForSockets}). */
export type Sockets = Awaited<ReturnType<typeof listenForSockets>>;

/**
 * A test app of this area that socket clients can join (the live changes a write emits: docs/areas/platform.md,
 * "Live changes"), with the demo SuperAdmin signed in: `token` and its `Bearer` headers `admin`. Disconnect
 * `sockets` and close `app` after.
 */
export async function buildLiveTestApp(): Promise<{ app: App; sockets: Sockets; token: string; admin: Record<string, string> }> {
  const app = await buildTestApp();
  const sockets = await listenForSockets(app);
  const token = await loginAsAdmin(app);
  return { app, sockets, token, admin: bearer(token) };
}
