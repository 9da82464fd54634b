import { act, renderHook } from '@testing-library/react';
import { LAST_ACTIVITY_KEY } from './session-store';
import { IDLE_LOCK_MS, useIdleLock } from './use-idle-lock';

beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useIdleLock', () => {
  it('locks after 15 idle minutes', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    const onLock = jest.fn();
    renderHook(() => useIdleLock(true, onLock));
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS - 30_000));
    expect(onLock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(60_000));
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('re-renders and a new onLock do not restart the idle clock', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = renderHook(({ cb }) => useIdleLock(true, cb), { initialProps: { cb: first } });
    act(() => jest.advanceTimersByTime(10 * 60_000));
    rerender({ cb: second });
    act(() => jest.advanceTimersByTime(5 * 60_000 + 30_000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('activity postpones the lock', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    const onLock = jest.fn();
    renderHook(() => useIdleLock(true, onLock));
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS - 60_000));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown'));
    });
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(onLock).not.toHaveBeenCalled();
  });

  it('locks at once after a reload past the idle time', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_LOCK_MS - 1));
    const onLock = jest.fn();
    renderHook(() => useIdleLock(true, onLock));
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('does nothing when disabled (not a SuperAdmin)', () => {
    const onLock = jest.fn();
    renderHook(() => useIdleLock(false, onLock));
    act(() => jest.advanceTimersByTime(IDLE_LOCK_MS * 2));
    expect(onLock).not.toHaveBeenCalled();
  });
});
