import { renderWithProviders } from '@backoffice/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IdleLock } from './idle-lock';
import { LAST_ACTIVITY_KEY } from './session-store';
import { IDLE_LOCK_MS, IDLE_WARNING_MS } from './use-idle-lock';

const warningShows = () => screen.queryByRole('alertdialog', { name: 'Your session is about to lock' });

function renderIdleLock() {
  localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
  const onLock = jest.fn();
  renderWithProviders(<IdleLock enabled onLock={onLock} />, { withoutShell: true });
  return onLock;
}

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('IdleLock', () => {
  it('warns a minute before the lock with a countdown; Stay signed in starts the idle time again', async () => {
    const onLock = renderIdleLock();
    expect(IDLE_WARNING_MS).toBe(60_000);
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS - IDLE_WARNING_MS - 1_000));
    expect(warningShows()).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1_000));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to lock' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('60 seconds');
    act(() => jest.advanceTimersByTime(5_000));
    expect(within(dialog).getByRole('timer')).toHaveTextContent('55 seconds');
    expect(onLock).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(warningShows()).not.toBeInTheDocument());
    // A whole idle period again before the next warning, and the lock a minute after it.
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS - IDLE_WARNING_MS - 1_000));
    expect(warningShows()).not.toBeInTheDocument();
    expect(onLock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(await screen.findByRole('alertdialog', { name: 'Your session is about to lock' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(IDLE_WARNING_MS - 1_000));
    expect(onLock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(onLock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(warningShows()).not.toBeInTheDocument());
  });

  it('any activity dismisses the warning and postpones the lock', async () => {
    const onLock = renderIdleLock();
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS - 30_000));
    expect(await screen.findByRole('alertdialog', { name: 'Your session is about to lock' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    await waitFor(() => expect(warningShows()).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(onLock).not.toHaveBeenCalled();
    expect(warningShows()).not.toBeInTheDocument();
  });

  it('activity in another tab (the shared last activity) dismisses it too', async () => {
    const onLock = renderIdleLock();
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS - 30_000));
    expect(await screen.findByRole('alertdialog', { name: 'Your session is about to lock' })).toBeInTheDocument();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    act(() => jest.advanceTimersByTime(1_000));
    await waitFor(() => expect(warningShows()).not.toBeInTheDocument());
    act(() => jest.advanceTimersByTime(60_000));
    expect(onLock).not.toHaveBeenCalled();
  });

  it('shows nothing when disabled (not a SuperAdmin)', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    const onLock = jest.fn();
    renderWithProviders(<IdleLock enabled={false} onLock={onLock} />, { withoutShell: true });
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS * 2));
    expect(warningShows()).not.toBeInTheDocument();
    expect(onLock).not.toHaveBeenCalled();
  });
});
