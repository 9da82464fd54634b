import { useAuth } from '@backoffice/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { currentLocation, fakeUser, renderWithProviders } from './render-with-providers';
import { makeToken } from './tokens';

function Probe() {
  const { user } = useAuth();
  return <Link to="/next?x=1">{user ? `signed in as ${user.displayName}` : 'signed out'}</Link>;
}

describe('renderWithProviders', () => {
  it('provides the router, the shell context and a user-event instance', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/start', shell: { user: fakeUser({ displayName: 'Sales' }) } });
    expect(currentLocation()).toBe('/start');
    await user.click(screen.getByRole('link', { name: 'signed in as Sales' }));
    expect(currentLocation()).toBe('/next?x=1');
  });

  it('provides a fresh QueryClient per render, with retries off', () => {
    let seen: unknown[] = [];
    function ClientProbe() {
      const client = useQueryClient();
      seen = [...seen, client];
      return <p>{String(client.getDefaultOptions().queries?.retry)}</p>;
    }
    const first = renderWithProviders(<ClientProbe />);
    expect(screen.getByText('false')).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<ClientProbe />);
    expect(second.queryClient).not.toBe(first.queryClient);
    expect(seen).toContain(second.queryClient);
  });

  it('renders signed out with user: null', () => {
    renderWithProviders(<Probe />, { shell: { user: null, token: null } });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});

describe('makeToken', () => {
  it('builds a decodable JWT with defaults', () => {
    const payload = JSON.parse(Buffer.from(makeToken({ role: 'SuperAdmin' }).split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: 'u1', role: 'SuperAdmin', firstName: 'Asha' });
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
  });
});
