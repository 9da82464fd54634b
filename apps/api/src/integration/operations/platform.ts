/**
 * The platform area's api-client functions, each through its operation (docs/areas/platform.md, "Calls";
 * libs/api/README.md, "Operations defined once"). The functions live in several modules of the api-client; each
 * module's exported functions join `client` as its calls are migrated.
 */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as viewsClient from '../../../../../libs/api-client/src/lib/views';
import type { AreaDrift } from './harness';

/** The exported functions of the platform's client modules (a name is in one module only). */
const platformClient: Record<string, unknown> = { ...viewsClient };

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
  },
};
