import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { Roles, type Role } from '@backoffice/contracts';
import { Suspense, useEffect, useState } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { KeptAreas, openAreaFor } from './kept-areas';
import { resetRemoteAreasForTests } from './remote-area';
import { actEnvironmentOff } from './act-environment';
import { loadRemoteModule } from './remote-loader';

jest.mock('./remote-loader', () => ({
  ...jest.requireActual('./remote-loader'),
  loadRemoteModule: jest.fn(),
}));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

// Per area: whether its effects are mounted.
const mounted: Record<string, boolean> = {};

/** A stand-in Module: its heading shows the path it renders at; a counter is its own state. */
const follow = (name: string) => screen.getByRole('link', { name }).click();

function fakeModule(area: string) {
  return function Module() {
    const { pathname, search } = useLocation();
    const [clicks, setClicks] = useState(0);
    useEffect(() => {
      mounted[area] = true;
      return () => {
        mounted[area] = false;
      };
    }, []);
    return (
      <section aria-label={area}>
        <h1>
          {area} at {pathname + search}
        </h1>
        <button onClick={() => setClicks((n) => n + 1)}>{`${area} clicked ${clicks}`}</button>
      </section>
    );
  };
}

/**
 * Renders at /dashboard, without act(): an area first suspends on React's `use` until its code has loaded, and
 * React does not retry a render suspended that way inside an act() scope once act() has returned
 * (remote-area.spec.tsx). The tests follow the links with the DOM's own click() for the same reason.
 */
function renderShell(role: Role = Roles.SuperAdmin) {
  actEnvironmentOff();
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <nav>
        <Link to="/hotels">Hotels</Link>
        <Link to="/hotels?page=2">Hotels page 2</Link>
        <Link to="/faq">FAQ</Link>
        <Link to="/dashboard">Dashboard</Link>
      </nav>
      <Suspense fallback={<p>loading</p>}>
        <KeptAreas role={role} />
      </Suspense>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetRemoteAreasForTests();
  load.mockReset();
  load.mockImplementation(async (area) => ({ default: fakeModule(area) }));
  for (const key of Object.keys(mounted)) delete mounted[key];
});

describe('openAreaFor', () => {
  it('answers the area of a page the role may open, and null otherwise', () => {
    expect(openAreaFor('/hotels', Roles.SuperAdmin)).toBe('hotels');
    expect(openAreaFor('/faq', Roles.SuperAdmin)).toBe('cms');
    expect(openAreaFor('/hotels', Roles.Employee)).toBeNull();
    expect(openAreaFor('/dashboard', Roles.SuperAdmin)).toBeNull();
    expect(openAreaFor('/no-such-page', Roles.SuperAdmin)).toBeNull();
  });
});

describe('KeptAreas', () => {
  it('keeps a left area hidden at its location, with its state, and shows it again as it was', async () => {
    renderShell();
    follow('Hotels');
    const hotels = await screen.findByRole('heading', { name: 'hotels at /hotels' });
    screen.getByRole('button', { name: 'hotels clicked 0' }).click();
    await screen.findByRole('button', { name: 'hotels clicked 1' });

    follow('FAQ');
    expect(await screen.findByRole('heading', { name: 'cms at /faq' })).toBeVisible();
    // Hidden, not gone: still at /hotels (not at /faq), its effects unmounted.
    expect(hotels).toBeInTheDocument();
    expect(hotels).not.toBeVisible();
    expect(hotels).toHaveTextContent('hotels at /hotels');
    expect(mounted.hotels).toBe(false);
    expect(screen.queryByRole('heading', { name: /hotels at/ })).toBeNull();

    follow('Hotels');
    expect(await screen.findByRole('heading', { name: 'hotels at /hotels' })).toBe(hotels);
    expect(hotels).toBeVisible();
    expect(screen.getByRole('button', { name: 'hotels clicked 1' })).toBeVisible();
    expect(mounted.hotels).toBe(true);
    expect(mounted.cms).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the open area the new location when it changes within the area', async () => {
    renderShell();
    follow('Hotels');
    await screen.findByRole('heading', { name: 'hotels at /hotels' });
    follow('Hotels page 2');
    expect(await screen.findByRole('heading', { name: 'hotels at /hotels?page=2' })).toBeVisible();
  });

  it('hides every area on a page of the shell', async () => {
    renderShell();
    follow('FAQ');
    const faq = await screen.findByRole('heading', { name: 'cms at /faq' });
    follow('Dashboard');
    await waitFor(() => expect(faq).not.toBeVisible());
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('loads nothing for a page the role may not open', async () => {
    renderShell(Roles.Employee);
    follow('Hotels');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
