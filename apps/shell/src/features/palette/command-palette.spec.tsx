import { search } from '@backoffice/api-client';
import type { Role, SearchHit } from '@backoffice/contracts';
import { registerCommands, registerResultRenderer } from '@backoffice/shell-sdk';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import CommandPalette from './command-palette';
import { recentKey, readRecent, rememberRecord } from './recent-records';

jest.mock('@backoffice/api-client', () => ({ ...jest.requireActual('@backoffice/api-client'), search: jest.fn() }));

const hit = (over: Partial<SearchHit> & Pick<SearchHit, 'type' | 'id' | 'title'>): SearchHit => ({
  context: '',
  route: `/x/${over.id}`,
  score: 0.5,
  ...over,
});

const TF100707 = hit({ type: 'reservation', id: 'r1', title: 'TF100707 · Jane Smith', context: 'Hotel Grand, 03/12/2026', route: '/reservationDetails/r1' });
const SMITH: SearchHit[] = [
  TF100707,
  hit({ type: 'customer', id: 'c1', title: 'Jane Smith', context: 'jane@example.com', route: '/customerRecords/c1' }),
  hit({ type: 'reservation', id: 'r2', title: 'TF100708 · John Smith', context: 'Hotel Sun', route: '/reservationDetails/r2' }),
];

function renderPalette(role: Role = 'SuperAdmin', initialText = '') {
  const onClose = jest.fn();
  const view = renderWithProviders(<CommandPalette open initialText={initialText} role={role} userId="u1" onClose={onClose} />, {
    route: '/dashboard',
  });
  return { ...view, onClose, input: () => screen.findByRole('combobox', { name: 'Search records or run a command' }) };
}

const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

beforeEach(() => {
  jest.mocked(search).mockReset();
  localStorage.clear();
});

describe('CommandPalette: search', () => {
  it('searches the text once it rests, shows the hits grouped by record type and announces the count', async () => {
    jest.mocked(search).mockResolvedValue({ hits: SMITH });
    const { user, input } = renderPalette();
    await user.type(await input(), 'smith');
    const reservations = await screen.findByRole('group', { name: 'Reservations' });
    expect(within(reservations).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'TF100707 · Jane SmithHotel Grand, 03/12/2026',
      'TF100708 · John SmithHotel Sun',
    ]);
    expect(within(screen.getByRole('group', { name: 'Customers' })).getByRole('option')).toHaveTextContent('Jane Smith');
    // Debounced: one call for the whole word, not one per letter.
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ q: 'smith' }, expect.any(AbortSignal));
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('cancels the call still on its way when the text changes', async () => {
    const signals: AbortSignal[] = [];
    jest.mocked(search).mockImplementation((query, signal) => {
      if (signal) signals.push(signal);
      return query.q === 'smit' ? new Promise(() => undefined) : Promise.resolve({ hits: SMITH });
    });
    const { user, input } = renderPalette();
    const box = await input();
    await user.type(box, 'smit');
    await waitFor(() => expect(search).toHaveBeenCalledWith({ q: 'smit' }, expect.any(AbortSignal)));
    expect(signals[0]?.aborted).toBe(false);
    await user.type(box, 'h');
    await screen.findByRole('group', { name: 'Reservations' });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('moves with the arrow keys (aria-activedescendant) and opens the chosen hit with Enter, noting it as recent', async () => {
    jest.mocked(search).mockResolvedValue({ hits: SMITH });
    const { user, input, onClose } = renderPalette();
    const box = await input();
    await user.type(box, 'smith');
    await screen.findByRole('group', { name: 'Customers' });
    const active = () => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('TF100707');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Jane Smithjane@example.com');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('TF100708');
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalled();
    expect(currentLocation()).toBe('/reservationDetails/r2');
    expect(readRecent('u1')[0]).toEqual({ type: 'reservation', id: 'r2', title: 'TF100708 · John Smith', context: 'Hotel Sun', route: '/reservationDetails/r2' });
  });

  it('closes on Escape', async () => {
    const { user, input, onClose } = renderPalette();
    await input();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    jest.mocked(search).mockResolvedValue({ hits: [] });
    const { user, input } = renderPalette();
    await user.type(await input(), 'zzqx');
    expect(await screen.findByText('Nothing found for “zzqx”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 results');
  });
});

describe('CommandPalette: recent records and commands', () => {
  it('lists the recently viewed records first while the text is empty, then the commands; typing filters the commands', async () => {
    rememberRecord('u1', { type: 'hotel', id: 'h1', title: 'Hotel Grand', route: '/editHotel/h1' });
    rememberRecord('u1', { type: 'reservation', id: 'r1', title: 'Reservation TF100707', route: '/reservationDetails/r1' });
    jest.mocked(search).mockResolvedValue({ hits: [] });
    const { user, input } = renderPalette('SuperAdmin');
    const box = await input();
    expect(within(screen.getByRole('group', { name: 'Recently viewed' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Reservation TF100707Reservation',
      'Hotel GrandHotel',
    ]);
    const commands = within(screen.getByRole('group', { name: 'Commands' })).getAllByRole('option').map((o) => o.textContent);
    expect(commands).toEqual(expect.arrayContaining(['Add hotel', 'Generate billing period', 'Go to Coupons', 'Go to Releases']));
    expect(search).not.toHaveBeenCalled();
    await user.type(box, 'coup');
    await waitFor(() => expect(optionNames()).toEqual(['Go to Coupons']));
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/coupons');
  });

  it("offers an Employee only what it may open: no SuperAdmin command, page, reservation or recent record of another role's page", async () => {
    localStorage.setItem(recentKey('u1'), JSON.stringify([{ type: 'reservation', id: 'r1', title: 'Reservation TF100707', route: '/reservationDetails/r1' }]));
    jest.mocked(search).mockResolvedValue({ hits: [TF100707, hit({ type: 'ticket', id: 't1', title: 'Smith cannot log in', route: '/view-ticket?ticketId=t1' })] });
    const { user, input } = renderPalette('Employee');
    const box = await input();
    expect(screen.queryByRole('group', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(optionNames()).toEqual(['New ticket', 'Go to Dashboard', 'Go to Change Password', 'Go to Ticket Management']);
    await user.type(box, 'smith');
    await screen.findByRole('group', { name: 'Tickets' });
    expect(screen.queryByRole('group', { name: 'Reservations' })).not.toBeInTheDocument();
  });

  it('lists the commands a remote registered through shell-sdk, for the roles they are for, and draws hits with its renderer', async () => {
    const off = registerCommands('bookings', [
      { id: 'new-coupon', label: 'New coupon', path: '/coupons/create', keywords: ['voucher'] },
      { id: 'refresh-rates', label: 'Refresh exchange rates', run: jest.fn(), roles: ['SuperAdmin'] },
    ]);
    const offRenderer = registerResultRenderer('reservation', (h) => `Booking ${h.id}`);
    try {
      jest.mocked(search).mockResolvedValue({ hits: [TF100707] });
      const { user, input, unmount } = renderPalette('SuperAdmin');
      const box = await input();
      await user.type(box, 'voucher');
      await waitFor(() => expect(optionNames()).toContain('New coupon'));
      expect(await screen.findByRole('option', { name: 'Booking r1' })).toBeInTheDocument();
      unmount();

      renderPalette('Employee');
      expect(screen.queryByRole('option', { name: 'New coupon' })).not.toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'Refresh exchange rates' })).not.toBeInTheDocument();
    } finally {
      act(() => {
        off();
        offRenderer();
      });
    }
  });
});
