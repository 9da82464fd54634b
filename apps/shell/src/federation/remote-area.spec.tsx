import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@backoffice/ui';
import { preloadPath, preloadRemote, RemoteArea, resetRemoteAreasForTests } from './remote-area';
import { forgetRemote, loadRemoteModule } from './remote-loader';

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
});
