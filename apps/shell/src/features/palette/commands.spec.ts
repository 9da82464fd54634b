import { findAreaPage } from '@backoffice/contracts';
import { BUILT_IN_ACTIONS, commandsFor, filterCommands } from './commands';

const paths = (role: Parameters<typeof commandsFor>[0]) => commandsFor(role, []).map((c) => `${c.label} ${c.path}`);

describe('the built-in commands', () => {
  it('open pages of the route table, so the palette needs no remote to offer them', () => {
    for (const c of BUILT_IN_ACTIONS) expect(findAreaPage(c.path ?? '')).toBeDefined();
  });

  it('are per role: each role its own New ticket, SuperAdmin actions and pages to the SuperAdmin only', () => {
    expect(paths('Department')).toEqual(
      expect.arrayContaining(['New ticket /add-myticket', 'Go to My Tickets /all-mytickets', 'Go to Department Management /all-departments']),
    );
    expect(paths('Department').filter((p) => /add-ticket|addHotel|execute-billing|releases/.test(p))).toEqual([]);
    const admin = paths('SuperAdmin');
    expect(admin).toEqual(expect.arrayContaining(['Add hotel /addHotel', 'Generate billing period /execute-billing', 'Go to Property Listing /property/all']));
    expect(admin.filter((p) => p.startsWith('New ticket'))).toEqual([]);
    expect(filterCommands(commandsFor('SuperAdmin', []), 'go billing').map((c) => c.label)).toEqual([
      'Go to Monthly Billing Payment Fails',
      'Go to Execute Billing',
    ]);
  });
});
