import { connectNotifications, listNotifications, markNotificationsRead, type NotificationHandlers } from '@backoffice/api-client';
import { DEFAULT_FORMAT_PREFERENCES, setFormatPreferences, type Notification, type Role } from '@backoffice/contracts';
import { currentLocation, renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NotificationBell } from './notification-bell';
import { notificationHref } from './notification-href';
import { useNotifications } from './use-notifications';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listNotifications', 'markNotificationsRead', 'connectNotifications',
  ]),
);

let handlers: NotificationHandlers = {};
const disconnect = jest.fn();

function Harness({ role = 'Employee', onSessionEnded }: { role?: Role; onSessionEnded?: () => void }) {
  return <NotificationBell notifications={useNotifications('tok', onSessionEnded)} role={role} />;
}

const stored: Notification[] = [
  {
    _id: 'n1',
    name: 'Ticket #12 was answered',
    createdAt: '2026-03-04T20:00:00.000Z',
    isRead: false,
    entityType: 'ticket',
    entityId: 't12',
  },
  { _id: 'n2', name: 'Welcome aboard: see TF100707', createdAt: '2026-01-01T10:00:00.000Z', isRead: true, entityType: null, entityId: null },
];

beforeEach(() => {
  handlers = {};
  disconnect.mockReset();
  jest.mocked(listNotifications).mockReset().mockResolvedValue(stored);
  jest.mocked(markNotificationsRead).mockReset().mockResolvedValue(undefined);
  jest.mocked(connectNotifications).mockReset().mockImplementation((_token, h) => {
    handlers = h ?? {};
    return { disconnect };
  });
});

describe('notificationHref', () => {
  const ticket = { entityType: 'ticket', entityId: 't 1' };
  it('opens a ticket on the help desk ticket view, for every role', () => {
    for (const role of ['Employee', 'Department', 'SuperAdmin'] as const) {
      expect(notificationHref(ticket, role)).toBe('/view-ticket?ticketId=t%201');
    }
  });
  it("opens a sign-up's user for a SuperAdmin only", () => {
    expect(notificationHref({ entityType: 'user', entityId: 'u1' }, 'SuperAdmin')).toBe('/users-all/u1');
    expect(notificationHref({ entityType: 'user', entityId: 'u1' }, 'Employee')).toBeUndefined();
  });
  it('gives no link without a record or for an unknown kind', () => {
    expect(notificationHref({ entityType: null, entityId: null }, 'SuperAdmin')).toBeUndefined();
    expect(notificationHref({}, 'SuperAdmin')).toBeUndefined();
    expect(notificationHref({ entityType: 'invoice', entityId: 'i1' }, 'SuperAdmin')).toBeUndefined();
  });
});

describe('NotificationBell', () => {
  it('shows the unread badge and the empty text', async () => {
    jest.mocked(listNotifications).mockResolvedValue([]);
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(listNotifications).toHaveBeenCalled());
    expect(screen.queryByLabelText(/unread notifications/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Sorry, no notifications found.')).toBeInTheDocument();
  });

  it('lists notifications with their dates, as tall as they are up to 220 px', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(await screen.findByLabelText('1 unread notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByLabelText('Notification list');
    expect(within(list).getByText('Ticket #12 was answered')).toBeInTheDocument();
    // The format module's date, en-AU in Asia/Kolkata by default: 20:00 UTC is 01:30 the next day in India.
    expect(within(list).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(list).getByText('01/01/2026')).toBeInTheDocument();
    expect(getComputedStyle(list).maxHeight).toBe('220px');
    expect(getComputedStyle(list).height).not.toBe('220px');
  });

  it("writes the dates in the viewer's locale and time zone (the user menu's preferences)", async () => {
    setFormatPreferences({ locale: 'en-US', timeZone: 'UTC' });
    try {
      const { user } = renderWithProviders(<Harness />);
      await screen.findByLabelText('1 unread notifications');
      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      const list = await screen.findByLabelText('Notification list');
      expect(within(list).getByText('03/04/2026')).toBeInTheDocument();
    } finally {
      setFormatPreferences(DEFAULT_FORMAT_PREFERENCES);
    }
  });

  it('opens the ticket a notification is about and closes the list', async () => {
    const { user } = renderWithProviders(<Harness />, { route: '/dashboard' });
    await screen.findByLabelText('1 unread notifications');
    jest.mocked(markNotificationsRead).mockImplementation(() => new Promise(() => undefined)); // keep the list as is
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByLabelText('Notification list');
    // A notification about nothing in particular is text, with the records its text names as links.
    expect(within(list).queryByRole('link', { name: /Welcome aboard/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'TF100707' })).toHaveAttribute('href', '/open/reservation/TF100707');
    const link = within(list).getByRole('link', { name: /Ticket #12 was answered/ });
    expect(link).toHaveAttribute('href', '/view-ticket?ticketId=t12');
    await user.click(link);
    expect(currentLocation()).toBe('/view-ticket?ticketId=t12');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it('makes unread entries stand out, also to a screen reader, while the list is open', async () => {
    const { user } = renderWithProviders(<Harness />);
    await screen.findByLabelText('1 unread notifications');
    // Opening marks all read on the server and reloads: the entries unread at opening keep their look.
    jest.mocked(listNotifications).mockResolvedValue(stored.map((n) => ({ ...n, isRead: true })));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(screen.queryByLabelText(/unread notifications/)).not.toBeInTheDocument());
    const list = screen.getByLabelText('Notification list');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link')).toHaveAccessibleName(/^Unread: Ticket #12 was answered/);
    expect(within(first).getByText('Ticket #12 was answered')).toHaveStyle({ fontWeight: 'var(--chakra-font-weights-semibold)' });
    expect(first.querySelector('[data-unread-dot]')).not.toBeNull();
    expect(within(second).queryByText(/Unread/)).not.toBeInTheDocument();
    expect(second.querySelector('[data-unread-dot]')).toBeNull();
    // A tint of the theme's own (blue.subtle: light in the light theme, dark in the dark one).
    expect(first).toHaveStyle({ background: 'var(--chakra-colors-blue-subtle)' });
    expect(second).not.toHaveStyle({ background: 'var(--chakra-colors-blue-subtle)' });
  });

  it('marks all read on the server when opened, then reloads', async () => {
    const { user } = renderWithProviders(<Harness />);
    await screen.findByLabelText('1 unread notifications');
    jest.mocked(listNotifications).mockResolvedValue(stored.map((n) => ({ ...n, isRead: true })));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() => expect(markNotificationsRead).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByLabelText(/unread notifications/)).not.toBeInTheDocument());
    expect(jest.mocked(listNotifications).mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it('appends live messages once (deduped by _id)', async () => {
    const { user } = renderWithProviders(<Harness />);
    await screen.findByLabelText('1 unread notifications');
    const live = { _id: 'n3', name: 'New ticket from Sales', message: 'New ticket from Sales', createdAt: '2026-03-06T05:00:00.000Z', isRead: false };
    act(() => handlers.onMessage?.(live));
    act(() => handlers.onMessage?.(live));
    act(() => handlers.onMessage?.({ ...stored[0] } as never));
    expect(await screen.findByLabelText('2 unread notifications')).toBeInTheDocument();
    jest.mocked(markNotificationsRead).mockImplementation(() => new Promise(() => undefined)); // keep the list as is
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByLabelText('Notification list');
    expect(within(list).getAllByText('New ticket from Sales')).toHaveLength(1);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reloads the list on every (re)connect so missed notifications appear once', async () => {
    renderWithProviders(<Harness />);
    await screen.findByLabelText('1 unread notifications');
    const missed = { _id: 'n4', name: 'Missed while offline', createdAt: '2026-03-07T05:00:00.000Z', isRead: false };
    jest.mocked(listNotifications).mockResolvedValue([missed, ...stored]);
    act(() => handlers.onConnected?.());
    expect(await screen.findByLabelText('2 unread notifications')).toBeInTheDocument();
    act(() => handlers.onConnected?.());
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(3));
    expect(screen.getByLabelText('2 unread notifications')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    jest.mocked(listNotifications).mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    jest.mocked(markNotificationsRead).mockRejectedValue(new Error('down'));
    const { user } = renderWithProviders(<Harness />);
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(1));
    jest.mocked(listNotifications).mockReset().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sorry, no notifications found.')).toBeInTheDocument();
  });

  it('disconnects the socket on unmount', async () => {
    const { unmount } = renderWithProviders(<Harness />);
    await waitFor(() => expect(connectNotifications).toHaveBeenCalledWith('tok', expect.any(Object)));
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });

  it("signs out when the server ends the user's sessions (the socket's session_ended)", async () => {
    const ended = jest.fn();
    renderWithProviders(<Harness onSessionEnded={ended} />);
    await waitFor(() => expect(connectNotifications).toHaveBeenCalled());
    expect(ended).not.toHaveBeenCalled();
    act(() => handlers.onSessionEnded?.());
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
