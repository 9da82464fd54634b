/** The chains area's api-client functions, each through its operation (docs/areas/chains.md, "Calls"). */
// eslint-disable-next-line @nx/enforce-module-boundaries -- the drift check runs the api-client against the app
import * as chainsClient from '../../../../../libs/api-client/src/lib/chains';
// eslint-disable-next-line @nx/enforce-module-boundaries -- see above
import { call } from '../../../../../libs/api-client/src/lib/client';
import * as contracts from '@backoffice/contracts';
import type { AreaDrift } from './harness';

export const chainsDrift: AreaDrift = {
  area: 'chains',
  client: chainsClient,
  drive: async (run) => {
    // chains (docs/areas/chains.md, "Calls")
    const chains = await run('listChains', () => chainsClient.listChains());
    expect(chains.length).toBeGreaterThan(0);
    const created = await run('createChain', () =>
      chainsClient.createChain({
        clientTypeName: 'Drift Check Chain',
        commissionRate: 12,
        commissionRateNotGST: 10,
        commissionRateGST: 2,
      }),
    );
    await run('updateChain', () =>
      chainsClient.updateChain({
        id: created.data._id,
        clientTypeName: 'Drift Check Chain',
        commissionRate: 11,
        commissionRateNotGST: 10,
        commissionRateGST: 1,
      }),
    );
    // A chain with hotels answers 409 (docs/areas/chains.md): the error is an answer of the route too.
    const withHotels = chains.find((c) => c.hotelCount > 0);
    if (withHotels)
      await run('deleteChain', () => chainsClient.deleteChain(withHotels.clientTypeName), [409]);
    await run('deleteChain', () => chainsClient.deleteChain('Drift Check Chain'));
    const managers = await run('listManagers', () => chainsClient.listManagers());
    const chain = managers.find((m) => m.commission)?.commission ?? { _id: chains[0]._id };
    const person = {
      firstName: 'Drift',
      lastName: 'Check',
      email: 'drift.check@example.com',
      mobile: '+61400000000',
    };
    const manager = await run('createManager', () =>
      chainsClient.createManager({ ...person, accessLevel: 'GROUPMANAGER', commission: chain._id }),
    );
    await run('updateManager', () =>
      chainsClient.updateManager({ ...person, _id: manager.data._id, firstName: 'Drifted' }),
    );
    await run('deleteManager', () => chainsClient.deleteManager(manager.data._id));
    // The public report through its operation (no api-client function files one: the customer app does).
    await call(contracts.ChainsOperations.fileExpediaReport, {
      body: { fullName: 'Drift Check', email: 'drift@example.com', url: 'https://www.expedia.com/h1' },
    });
    const reports = await run('listExpediaReports', () => chainsClient.listExpediaReports());
    await run('setExpediaReportStatus', () =>
      chainsClient.setExpediaReportStatus(
        reports[0]._id,
        reports[0].status === 'SOLVED' ? 'ERROR' : 'SOLVED',
      ),
    );
  },
};
