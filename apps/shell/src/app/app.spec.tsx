import {
  connectNotifications,
  getDepartmentById,
  getMe,
  getReleases,
  listNotifications,
  login,
  logout,
  otpVerification,
} from '@backoffice/api-client';
import { getBulkRun, listBulkRuns } from '@backoffice/api-client/work';
import { currentLocation, makeToken, renderWithProviders } from '@backoffice/test-utils';
import { findAreaPage } from '@backoffice/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { session } from '../auth/session-store';
import { AppRoutes } from './app';

jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ area }: { area: string }) => <div data-testid="remote-area">remote {area}</div>,
  preloadPath: () => Promise.resolve(), // the sidebar's hover preload
}));

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  getMe: jest.fn(),
  getDepartmentById: jest.fn(),
  listNotifications: jest.fn(),
  connectNotifications: jest.fn(),
  logout: jest.fn(),
  login: jest.fn(),
  otpVerification: jest.fn(),
  getReleases: jest.fn(),
  getDashboard: jest.fn().mockResolvedValue({ role: 'Employee', generatedAt: '2026-01-01T00:00:00Z', today: '2026-01-01', ticketList: [] }),
}));

// A SuperAdmin's top bar loads the jobs tray, and /bulk-runs/:id a run (features/bulk-runs).
jest.mock('@backoffice/api-client/work', () => ({
  ...jest.requireActual('@backoffice/api-client/work'),
  listBulkRuns: jest.fn().mockResolvedValue({ data: [] }),
  getBulkRun: jest.fn(),
}));

/** A window `width` px wide, as `matchMedia('(min-width: …px)')` answers it (the sidebar docks from 1,024 px). */
function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}
const defaultMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = defaultMatchMedia;
});

const me = { _id: 'u1', role: 'Employee' as const, email: 'asha@staff.example.com', firstName: 'Asha', lastName: 'Rao', userType: null };

beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  sessionStorage.clear();
  session.clear();
  jest.mocked(getMe).mockReset().mockResolvedValue(me);
  jest.mocked(getDepartmentById).mockReset().mockResolvedValue({ _id: 'd1', name: 'Sales' });
  jest.mocked(listNotifications).mockReset().mockResolvedValue([]);
  jest.mocked(connectNotifications).mockReset().mockReturnValue({ disconnect: jest.fn() });
  jest.mocked(logout).mockReset().mockResolvedValue(undefined);
  jest.mocked(getReleases).mockReset();
  jest.mocked(listBulkRuns).mockReset().mockResolvedValue({ data: [] });
});

function renderAt(route: string) {
  return renderWithProviders(<AppRoutes />, { route, withoutShell: true });
}

describe('routes', () => {
  it('sends a signed-out visitor of a private route to /login', async () => {
    renderAt('/all-tickets');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the login screen on an unknown path', () => {
    renderAt('/no/such/page');
    expect(currentLocation()).toBe('/no/such/page');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('treats an expired token as signed out', async () => {
    session.setToken(makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    renderAt('/dashboard');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('sends a signed-in visitor of /login to /dashboard', async () => {
    session.setToken(makeToken());
    renderAt('/login');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: /Welcome, Asha/ })).toBeInTheDocument();
  });

  it('lands on /all-tickets after a normal login (not on the signed-in redirect of /login)', async () => {
    jest.mocked(login).mockResolvedValue({ token: makeToken() });
    const { user } = renderAt('/login');
    await user.type(screen.getByLabelText('Email'), 'asha@staff.example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('remote-area')).toHaveTextContent('remote helpdesk');
    expect(currentLocation()).toBe('/all-tickets');
  });

  it('lands on /dashboard after a correct PIN', async () => {
    const attemptId = '6f1c2a4e-8b0d-4c3a-9e5f-1a2b3c4d5e6f';
    sessionStorage.setItem(
      'backoffice.adminCredentials',
      JSON.stringify({ email: 'admin@staff.example.com', password: 'admin-pass', attemptId }),
    );
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'SuperAdmin' });
    jest.mocked(otpVerification).mockResolvedValue({ token: makeToken({ role: 'SuperAdmin' }) });
    const { user } = renderAt('/otpVerify');
    await user.type(await screen.findByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: /Welcome, Admin/ })).toBeInTheDocument();
    expect(currentLocation()).toBe('/dashboard');
    expect(otpVerification).toHaveBeenCalledWith({
      email: 'admin@staff.example.com',
      otp: '1234',
      attemptId,
    });
  });

  it('renders an area route through its remote and highlights its sidebar entry', async () => {
    session.setToken(makeToken());
    renderAt('/view-ticket?ticketId=42');
    expect(await screen.findByTestId('remote-area')).toHaveTextContent('remote helpdesk');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Ticket Management' })).toHaveAttribute('aria-current', 'page');
  });

  it("refuses an area page outside the user's role", async () => {
    session.setToken(makeToken());
    renderAt('/all-departments');
    expect(await screen.findByText('Your role does not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-area')).not.toBeInTheDocument();
  });

  it("opens the Releases page to a SuperAdmin from the sidebar's entry", async () => {
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'SuperAdmin', firstName: 'Root' });
    jest.mocked(getReleases).mockResolvedValue({ areas: [], history: [] });
    session.setToken(makeToken({ role: 'SuperAdmin', firstName: 'Root' }));
    const { user } = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'System' }));
    await user.click(within(nav).getByRole('link', { name: 'Releases' }));
    expect(await screen.findByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/No area has been released yet/)).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Releases' })).toHaveAttribute('aria-current', 'page');
  });

  it("opens a bulk run's page to a SuperAdmin from the jobs tray", async () => {
    const run = {
      id: 'r1',
      action: 'users.disable' as const,
      title: 'Disable users: 2 users',
      status: 'running' as const,
      total: 2,
      done: 1,
      skipped: 0,
      failed: 0,
      origin: null,
      startedBy: { id: 'u1', name: 'Root Admin' },
      createdAt: new Date().toISOString(),
      startedAt: null,
      endedAt: null,
      cancelRequestedAt: null,
      error: null,
    };
    jest.mocked(listBulkRuns).mockResolvedValue({ data: [run] });
    jest.mocked(getBulkRun).mockResolvedValue({ run, items: { data: [], total: 0, page: 1, limit: 100 } });
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'SuperAdmin', firstName: 'Root' });
    session.setToken(makeToken({ role: 'SuperAdmin', firstName: 'Root' }));
    const { user } = renderAt('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Bulk runs: 1 active' }));
    await user.click(await screen.findByRole('link', { name: 'Disable users: 2 users' }));
    expect(await screen.findByRole('heading', { name: 'Bulk run', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Disable users: 2 users: progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(currentLocation()).toBe('/bulk-runs/r1');
  });

  it('shows an Employee no jobs tray and refuses a bulk run page', async () => {
    session.setToken(makeToken());
    renderAt('/bulk-runs/r1');
    expect(await screen.findByText('Your role does not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Bulk runs/ })).not.toBeInTheDocument();
    expect(listBulkRuns).not.toHaveBeenCalled();
  });

  it('refuses the Releases page to an Employee', async () => {
    session.setToken(makeToken());
    renderAt('/releases');
    expect(await screen.findByText('Your role does not have access to this page.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(getReleases).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor of /releases to /login', async () => {
    renderAt('/releases');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('greets a Department user with the department name', async () => {
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'Department', userType: { _id: 'd1', name: 'Sales' } });
    session.setToken(makeToken({ role: 'Department', userType: 'd1' }));
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: /Hi, Sales/ })).toBeInTheDocument();
  });

  it("opens /all-departments to a Department user from its dashboard, without a sidebar entry (the read-only list)", async () => {
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'Department', userType: { _id: 'd1', name: 'Sales' } });
    session.setToken(makeToken({ role: 'Department', userType: 'd1' }));
    const { user } = renderAt('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Department Management' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Departments' }));
    expect(await screen.findByTestId('remote-area')).toHaveTextContent('remote helpdesk');
    expect(currentLocation()).toBe('/all-departments');
  });

  it('greets a SuperAdmin as Admin', async () => {
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'SuperAdmin', firstName: 'Root' });
    session.setToken(makeToken({ role: 'SuperAdmin', firstName: 'Root' }));
    renderAt('/dashboard');
    expect(await screen.findByRole('button', { name: /Hi, Admin/ })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByText('Hello, Admin')).toBeInTheDocument();
  });

  it('logs out: API call, token cleared, /login', async () => {
    session.setToken(makeToken());
    const { user } = renderAt('/dashboard');
    // Keyboard: Enter opens the menu on its first item (the theme), End moves to the last, Logout, Enter selects it.
    (await screen.findByRole('button', { name: /Hi, Asha/ })).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Logout' });
    await user.keyboard('{End}{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(logout).toHaveBeenCalled();
    expect(session.getToken()).toBeNull();
  });

  it('signs out when the session is lost (a 401 clears the token)', async () => {
    session.setToken(makeToken());
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    act(() => session.clear());
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it("locks a SuperAdmin's idle session to /lock", async () => {
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'SuperAdmin' });
    session.setToken(makeToken({ role: 'SuperAdmin' }));
    localStorage.setItem('backoffice.lastActivity', String(Date.now() - 16 * 60 * 1000));
    renderAt('/dashboard');
    await waitFor(() => expect(currentLocation()).toBe('/lock'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Admin!' })).toBeInTheDocument();
    expect(session.getToken()).toBeNull();
    expect(logout).toHaveBeenCalled();
  });

  it("warns a SuperAdmin a minute before the idle lock, and Stay signed in keeps the session", async () => {
    jest.mocked(getMe).mockResolvedValue({ ...me, role: 'SuperAdmin' });
    session.setToken(makeToken({ role: 'SuperAdmin' }));
    localStorage.setItem('backoffice.lastActivity', String(Date.now() - 14.5 * 60 * 1000));
    const { user } = renderAt('/dashboard');
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to lock' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Your session is about to lock' })).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/dashboard');
    expect(session.getToken()).not.toBeNull();
  });

  it('starts with the sidebar closed below 1,024 px (800 px) and closes the drawer with Escape', async () => {
    setViewportWidth(800);
    session.setToken(makeToken());
    const { user } = renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Toggle menu' }));
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });

  it('signs out when the token expires while the page is open', async () => {
    session.setToken(makeToken({ exp: Math.floor(Date.now() / 1000) + 2 }));
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    await waitFor(() => expect(currentLocation()).toBe('/login'), { timeout: 5000 });
  });

  it('names the browser tab after the page: the sign-in screens, the dashboard, an area page by its label', async () => {
    const signedOut = renderAt('/login');
    expect(document.title).toBe('Sign in · Back Office');
    signedOut.unmount();
    session.setToken(makeToken());
    const { user } = renderAt('/dashboard');
    await screen.findByRole('heading', { name: /Welcome/ });
    expect(document.title).toBe('Dashboard · Back Office');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Ticket Management' }));
    expect(await screen.findByTestId('remote-area')).toBeInTheDocument();
    expect(document.title).toBe(`${findAreaPage('/all-tickets')?.page.label} · Back Office`);
  });

  it('toggles the sidebar', async () => {
    session.setToken(makeToken());
    const { user } = renderAt('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Toggle menu' });
    const wasOpen = screen.queryByRole('navigation', { name: 'Main' }) !== null;
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Main' }) !== null).toBe(!wasOpen);
  });
});
