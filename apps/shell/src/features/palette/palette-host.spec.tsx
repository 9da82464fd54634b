import { search } from '@backoffice/api-client';
import type { Role } from '@backoffice/contracts';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { documentTitleOf } from '../../components/document-title';
import { NOTE_AFTER_MS, PaletteHost } from './palette-host';
import { closePalette, closeShortcuts } from './palette-store';
import { readRecent } from './recent-records';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), search: jest.fn() }));

/** A page with a text field, a button and the record page's tab title the test gives it. */
function Page({ title }: { title?: (path: string) => string | undefined }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const t = title?.(pathname);
    if (t) document.title = documentTitleOf(t);
  }, [pathname, title]);
  return (
    <>
      <label>
        Note <input />
      </label>
      <button type="button">Somewhere</button>
      <Link to="/reservationDetails/r1">TF100707</Link>
    </>
  );
}

function renderHost(role: Role = 'SuperAdmin', route = '/dashboard', title?: (path: string) => string | undefined) {
  return renderWithProviders(
    <>
      <PaletteHost role={role} userId="u1" />
      <Page title={title} />
    </>,
    { route },
  );
}

const palette = () => screen.queryByRole('combobox', { name: 'Search records or run a command' });

beforeEach(() => {
  jest.mocked(search).mockResolvedValue({ hits: [] });
  localStorage.clear();
});
afterEach(() => {
  act(() => {
    closePalette();
    closeShortcuts();
  });
});

describe('the console keys', () => {
  it('opens the palette with Ctrl+K from anywhere, also from a text field, and closes it with Ctrl+K again', async () => {
    const { user } = renderHost();
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Search records or run a command' });
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
  });

  it('opens the palette with "/" and ⌘K outside a text field; "/" typed in a field stays in the field', async () => {
    const { user } = renderHost();
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, '/');
    expect(note).toHaveValue('/');
    expect(palette()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Somewhere' }));
    await user.keyboard('/');
    expect(await screen.findByRole('combobox', { name: 'Search records or run a command' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox', { name: 'Search records or run a command' })).toBeInTheDocument();
  });

  it('goes to a main page with g then its letter, only to pages the role may open, never while typing', async () => {
    const { user } = renderHost('Employee');
    await user.keyboard('gt');
    expect(currentLocation()).toBe('/all-tickets');
    await user.keyboard('gh');
    expect(currentLocation()).toBe('/all-tickets'); // Hotels: not an Employee's page
    await user.keyboard('gd');
    expect(currentLocation()).toBe('/dashboard');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'gt');
    expect(currentLocation()).toBe('/dashboard');
  });

  it('lists the shortcuts of the role with "?"', async () => {
    const { user } = renderHost('Employee');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Go to Ticket Management')).toBeInTheDocument();
    expect(within(dialog).getByText('Go to Dashboard')).toBeInTheDocument();
    expect(within(dialog).queryByText('Go to Hotels')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('recently viewed records', () => {
  it("notes a record page once its tab title names the record, not one that keeps the route table's label", async () => {
    const titles: Record<string, string> = { '/reservationDetails/r1': 'Reservation TF100707', '/users-all/u9': 'Edit User' };
    const { user } = renderHost('SuperAdmin', '/users-all/u9', (path) => titles[path]);
    await act(() => new Promise((done) => setTimeout(done, NOTE_AFTER_MS + 100)));
    expect(readRecent('u1')).toEqual([]); // the user's edit form names no record
    await user.click(screen.getByRole('link', { name: 'TF100707' }));
    await waitFor(() => expect(readRecent('u1')).toEqual([{ type: 'reservation', id: 'r1', title: 'Reservation TF100707', route: '/reservationDetails/r1' }]));
    await user.keyboard('/');
    const recent = await screen.findByRole('group', { name: 'Recently viewed' });
    expect(within(recent).getByRole('option')).toHaveTextContent('Reservation TF100707');
  });
});
