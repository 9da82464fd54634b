import { renderWithProviders } from '@backoffice/test-utils';
import { screen, within } from '@testing-library/react';
import { Sidebar } from './sidebar';
import { crumbsFor } from './breadcrumbs';
import { preloadPath } from '../federation/remote-area';

jest.mock('../federation/remote-area', () => ({ preloadPath: jest.fn() }));

function linksOf(role: 'Employee' | 'Department' | 'SuperAdmin', route = '/dashboard') {
  renderWithProviders(<Sidebar role={role} greetingName="X" />, { route });
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return { nav, names: within(nav).queryAllByRole('link').map((a) => a.textContent) };
}

describe('Sidebar entries by role', () => {
  it('Employee: Change Password and Ticket Management', () => {
    const { names } = linksOf('Employee');
    expect(names).toEqual(['Dashboard', 'Change Password', 'Ticket Management']);
  });

  it('Department: adds My Tickets and Canned Replies', () => {
    const { names } = linksOf('Department');
    expect(names).toEqual(['Dashboard', 'Change Password', 'Ticket Management', 'My Tickets', 'Canned Replies']);
  });

  it('SuperAdmin: top entries, then Users & Admins, one group per back-office area, and System', () => {
    const { nav, names } = linksOf('SuperAdmin');
    expect(names).toEqual(['Dashboard', 'Ticket Management', 'Canned Replies', 'Department Management']);
    expect(names).not.toContain('Change Password');
    const groups = within(nav).getAllByRole('button').map((b) => b.textContent);
    expect(groups).toEqual(['Users & Admins', 'Website Content', 'Hotels & Billing', 'Bookings', 'System']);
    for (const title of groups) {
      expect(within(nav).getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('SuperAdmin: Users & Admins holds the two management pages; System holds Releases, Scheduled Jobs and Sent Mail', async () => {
    const { user } = renderWithProviders(<Sidebar role="SuperAdmin" greetingName="Admin" />, { route: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Users & Admins' }));
    const people = document.getElementById('nav-group-admin-users') as HTMLElement;
    expect(within(people).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Users Management', '/users-all'],
      ['Admin Management', '/all-useradmins'],
    ]);
    await user.click(within(nav).getByRole('button', { name: 'System' }));
    const system = document.getElementById('nav-group-system') as HTMLElement;
    expect(within(system).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Releases', '/releases'],
      ['Scheduled Jobs', '/jobs'],
      ['Sent Mail', '/outbox'],
    ]);
    // They left their areas' groups.
    await user.click(within(nav).getByRole('button', { name: 'Bookings' }));
    expect(within(nav).getAllByRole('link', { name: 'Scheduled Jobs' })).toHaveLength(1);
  });

  it.each(['Employee', 'Department'] as const)('%s users see no group', (role) => {
    const { nav } = linksOf(role);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  });

  it('SuperAdmin: an area group opens to its sub-pages', async () => {
    const { user } = renderWithProviders(<Sidebar role="SuperAdmin" greetingName="Admin" />, { route: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Bookings' }));
    expect(within(nav).getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', '/reservations');
    expect(within(nav).getByRole('link', { name: 'Coupons' })).toBeInTheDocument();
  });

  it('SuperAdmin: Property Listing links the all view of /property/:hotelAdminID, highlighted on any owner', async () => {
    const { user } = renderWithProviders(<Sidebar role="SuperAdmin" greetingName="Admin" />, { route: '/property/o1' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: 'Property Listing' });
    expect(link).toHaveAttribute('href', '/property/all');
    expect(link).toHaveAttribute('aria-current', 'page');
    await user.hover(link);
    expect(preloadPath).toHaveBeenLastCalledWith('/property/all');
  });

  it('a click on an entry opens its page and marks it current; a modified click is left to the browser', async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithProviders(<Sidebar role="SuperAdmin" greetingName="Admin" onNavigate={onNavigate} />, {
      route: '/dashboard',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const departments = within(nav).getByRole('link', { name: 'Department Management' });
    await user.click(departments);
    expect(screen.getByTestId('location')).toHaveTextContent('/all-departments');
    expect(departments).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(onNavigate).toHaveBeenCalledTimes(1);

    // Ctrl+click: a new tab in a browser; the page stays.
    await user.keyboard('{Control>}');
    await user.click(within(nav).getByRole('link', { name: 'Ticket Management' }));
    await user.keyboard('{/Control}');
    expect(screen.getByTestId('location')).toHaveTextContent('/all-departments');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("preloads an entry's page when the pointer rests on it or focus reaches it", async () => {
    const { user } = renderWithProviders(<Sidebar role="SuperAdmin" greetingName="Admin" />, { route: '/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.hover(within(nav).getByRole('link', { name: 'Department Management' }));
    expect(preloadPath).toHaveBeenLastCalledWith('/all-departments');
    await user.click(within(nav).getByRole('button', { name: 'Bookings' }));
    within(nav).getByRole('link', { name: 'Reservations' }).focus();
    expect(preloadPath).toHaveBeenLastCalledWith('/reservations');
  });

  it('greets by the given name', () => {
    renderWithProviders(<Sidebar role="Employee" greetingName="Asha" />);
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
  });
});

describe('active entry', () => {
  /** The rows of one role: `[route, label, who (the test's words), role]`. */
  const highlights = (who: string, role: 'Employee' | 'Department' | 'SuperAdmin', cases: [string, string][]) =>
    cases.map(([route, label]) => [route, label, who, role] as const);

  it.each([
    ...highlights('an Employee', 'Employee', [
      ['/add-ticket', 'Ticket Management'],
      ['/view-ticket?ticketId=1', 'Ticket Management'],
      ['/all-tickets', 'Ticket Management'],
    ]),
    ...highlights('a Department user', 'Department', [
      ['/add-myticket', 'My Tickets'],
      ['/view-myticket?ticketId=1', 'My Tickets'],
      ['/users/change-password', 'Change Password'],
    ]),
    ...highlights('a SuperAdmin (its group opens)', 'SuperAdmin', [
      ['/edit-department/42', 'Department Management'],
      ['/add-useradmins', 'Admin Management'],
      ['/users/create', 'Users Management'],
      ['/users-all/u1/role-management', 'Users Management'],
      ['/releases', 'Releases'],
      ['/jobs', 'Scheduled Jobs'],
      ['/outbox', 'Sent Mail'],
      ['/faq/seo', 'FAQ'],
      ['/coupons/create', 'Coupons'],
    ]),
  ])('%s highlights %s for %s', (route, label, _who, role) => {
    const { nav } = linksOf(role, route);
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page')).toHaveLength(1);
  });
});

describe('crumbsFor', () => {
  it('roots every trail at the dashboard', () => {
    expect(crumbsFor('/dashboard')).toEqual([{ label: 'Dashboard' }]);
    expect(crumbsFor('/users/change-password')).toEqual([{ label: 'Dashboard', to: '/dashboard' }, { label: 'Change Password' }]);
    expect(crumbsFor('/releases')).toEqual([{ label: 'Dashboard', to: '/dashboard' }, { label: 'Releases' }]);
    expect(crumbsFor('/bulk-runs/5b0c7c1e')).toEqual([{ label: 'Dashboard', to: '/dashboard' }, { label: 'Bulk run' }]);
    expect(crumbsFor('/outbox').map((c) => c.label)).toEqual(['Dashboard', 'Users & Admins', 'Sent Mail']);
    expect(crumbsFor('/faq/seo').map((c) => c.label)).toEqual(['Dashboard', 'Website Content', 'FAQ', 'FAQ SEO']);
    expect(crumbsFor('/edit-department/42')).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'Help Desk' },
      { label: 'Department Management', to: '/all-departments' },
      { label: 'Edit Department' },
    ]);
    expect(crumbsFor('/view-myticket').map((c) => c.label)).toEqual(['Dashboard', 'Help Desk', 'My Tickets', 'View My Ticket']);
    expect(crumbsFor('/hotels').map((c) => c.label)).toEqual(['Dashboard', 'Hotels & Billing', 'Hotels']);
    expect(crumbsFor('/property/all').map((c) => c.label)).toEqual(['Dashboard', 'Hotels & Billing', 'Property Listing']);
  });
});

