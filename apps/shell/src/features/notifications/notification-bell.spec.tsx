import { connectNotifications, listNotifications, markNotificationsRead, type NotificationHandlers } from '@backoffice/api-client';
import type { Notification } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { act, screen, waitFor, within } from '@testing-library/react';
import { NotificationBell } from './notification-bell';
import { formatNotificationDate } from './format-date';
import { useNotifications } from './use-notifications';

jest.mock('@backoffice/api-client', () => ({
  ...jest.requireActual('@backoffice/api-client'),
  listNotifications: jest.fn(),
  markNotificationsRead: jest.fn(),
  connectNotifications: jest.fn(),
}));

let handlers: NotificationHandlers = {};
const disconnect = jest.fn();

function Harness() {
  return <NotificationBell notifications={useNotifications('tok')} />;
}

const stored: Notification[] = [
  { _id: 'n1', name: 'Ticket #12 was answered', createdAt: '2026-03-04T20:00:00.000Z', isRead: false },
  { _id: 'n2', name: 'Welcome aboard', createdAt: '2026-01-01T10:00:00.000Z', isRead: true },
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

describe('formatNotificationDate', () => {
  it("formats as 'MMM D YYYY' in Asia/Kolkata", () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatNotificationDate('2026-03-04T20:00:00.000Z')).toBe('Mar 5 2026');
    expect(formatNotificationDate('2026-01-01T10:00:00.000Z')).toBe('Jan 1 2026');
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

  it('lists notifications with their dates in a 220 px scroll area', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(await screen.findByLabelText('1 unread notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const list = await screen.findByLabelText('Notification list');
    expect(within(list).getByText('Ticket #12 was answered')).toBeInTheDocument();
    expect(within(list).getByText('Mar 5 2026')).toBeInTheDocument();
    expect(within(list).getByText('Jan 1 2026')).toBeInTheDocument();
    expect(getComputedStyle(list).height).toBe('220px');
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
});
