import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@backoffice/ui';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { preloadPath, preloadRemote, RemoteArea, resetRemoteAreasForTests } from './remote-area';
import { actEnvironmentOff } from './act-environment';
import { forgetRemote, loadRemoteModule, RemoteLoadError } from './remote-loader';

jest.mock('./remote-loader', () => ({
  ...jest.requireActual('./remote-loader'),
  loadRemoteModule: jest.fn(),
  forgetRemote: jest.fn(() => Promise.resolve()),
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function renderArea(area: 'hotels' | 'cms' | 'bookings' | 'admin-users' | 'helpdesk') {
  return render(
    <UiProvider withToaster={false}>
      <p>shell still here</p>
      <RemoteArea area={area} />
    </UiProvider>,
  );
}

beforeEach(() => {
  load.mockReset();
  (forgetRemote as jest.Mock).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemoteArea', () => {
  it('renders the remote Module with basePath "/"', async () => {
    load.mockResolvedValue({ default: ({ basePath }) => <h1>hotels module at {basePath}</h1> });
    renderArea('hotels');
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    expect(await screen.findByRole('heading', { name: 'hotels module at /' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('hotels', 5000);
  });

  it('shows an alert with Retry in the area only, and Retry really loads again', async () => {
    load.mockRejectedValueOnce(new Error('cms did not answer within 5 seconds.'));
    load.mockResolvedValueOnce({ default: () => <h1>cms module</h1> });
    renderArea('cms');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be loaded/);
    expect(screen.getByText('shell still here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'cms module' })).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('cms');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows why a remote built for another contract is refused, with a Retry that loads it again', async () => {
    const reason =
      'The Website Content area was built for console contract 2.0; this console serves 1.0. It needs a newer console first.';
    resetRemoteAreasForTests(); // an earlier test loaded the cms area
    load.mockRejectedValueOnce(new RemoteLoadError('cms', reason, 'incompatible'));
    load.mockResolvedValueOnce({ default: () => <h1>cms module</h1> });
    renderArea('cms');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Website Content area could not be loaded.');
    expect(alert).toHaveTextContent(`${reason} The rest of the Back Office keeps working`);
    expect(screen.queryByRole('heading', { name: 'cms module' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'cms module' })).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('broken remote');
      },
    });
    renderArea('bookings'); // each area keeps its own lazy component: use one no other test loaded
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/could not be loaded/));
    expect(screen.getByRole('alert')).toHaveTextContent('broken remote');
  });

  it('renders a preloaded area at once, without the loading state, and loads it only once', async () => {
    load.mockResolvedValue({ default: () => <h1>admin module</h1> });
    await preloadRemote('admin-users');
    renderArea('admin-users');
    expect(screen.getByRole('heading', { name: 'admin module' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed preload, so that opening the area loads it again', async () => {
    load.mockRejectedValueOnce(new Error('helpdesk is down'));
    load.mockResolvedValueOnce({ default: () => <h1>helpdesk module</h1> });
    await expect(preloadRemote('helpdesk')).rejects.toThrow('helpdesk is down');
    renderArea('helpdesk');
    expect(await screen.findByRole('heading', { name: 'helpdesk module' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("preloads a path's area and then asks the remote for that page's code; shell pages load nothing", async () => {
    resetRemoteAreasForTests();
    const preloadPage = jest.fn();
    load.mockResolvedValue({ default: () => <h1>cms module</h1>, preloadPage });
    preloadPath('/faq/42');
    await waitFor(() => expect(preloadPage).toHaveBeenCalledWith('/faq/42'));
    expect(load).toHaveBeenCalledWith('cms', 5000);
    load.mockClear();
    preloadPath('/dashboard');
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the previous page on screen while a navigation loads an area's Module and page, then shows the page without a loading state", async () => {
    resetRemoteAreasForTests();
    let pageArrived: () => void = () => undefined;
    const preloadPage = jest.fn(() => new Promise<void>((resolve) => (pageArrived = resolve)));
    load.mockResolvedValue({ default: () => <h1>Hotels</h1>, preloadPage });
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      for (const el of screen.queryAllByRole('status')) seen.push(el.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderNavigation();
    screen.getByRole('link', { name: 'Open Hotels' }).click();
    await waitFor(() => expect(preloadPage).toHaveBeenCalledWith('/hotels'));
    // The Module has loaded, the page's code has not: the dashboard is still there.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    pageArrived();
    expect(await screen.findByRole('heading', { name: 'Hotels' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    observer.disconnect();
    expect(seen).toEqual([]);
  });

  it("shows the area's own loading state once the hold is over, and its alert when the load fails", async () => {
    resetRemoteAreasForTests();
    let fail: (err: Error) => void = () => undefined;
    load.mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    renderNavigation(50);
    screen.getByRole('link', { name: 'Open Hotels' }).click();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading Hotels & Billing');
    fail(new Error('hotels did not answer within 5 seconds.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded/);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/**
 * A dashboard with a link into the hotels area, under a Suspense boundary mounted once (as the shell's). The
 * tests click with the DOM's own click(), outside act(): React does not retry a transition that suspended
 * inside an act() scope once act() has returned, which a browser never does.
 */
function renderNavigation(holdMs?: number) {
  actEnvironmentOff();
  function AreaAtPath() {
    const { pathname } = useLocation();
    return <RemoteArea area="hotels" pathname={pathname} holdMs={holdMs} />;
  }
  return render(
    <UiProvider withToaster={false}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Suspense fallback={<p role="status">Loading the page</p>}>
          <Routes>
            <Route
              path="/dashboard"
              element={
                <>
                  <h1>Dashboard</h1>
                  <Link to="/hotels">Open Hotels</Link>
                </>
              }
            />
            <Route path="*" element={<AreaAtPath />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </UiProvider>,
  );
}
