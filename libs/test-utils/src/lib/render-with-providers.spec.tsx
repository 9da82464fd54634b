import { useAuth } from '@backoffice/shell-sdk';
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
