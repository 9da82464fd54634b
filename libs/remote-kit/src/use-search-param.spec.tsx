import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useSearchParam } from './use-search-param';

const setQuery = jest.fn();
/** A list whose URL the test moves by hand: `setQuery` only records, as a router that has not committed yet. */
function list(search: string) {
  return { params: new URLSearchParams(search), setQuery };
}

describe('useSearchParam', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setQuery.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  it('sends the typed text to the URL once typing pauses, page reset', () => {
    const { result } = renderHook(() => useSearchParam(list('page=2'), 'search'));
    act(() => result.current[1]('harb '));
    expect(result.current[0]).toBe('harb ');
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(setQuery).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(setQuery).toHaveBeenCalledWith({ search: 'harb', page: undefined }, { replace: true });
  });

  it('keeps the keystrokes typed while its own pause was reaching the URL', () => {
    const { result, rerender } = renderHook(({ current }) => useSearchParam(current, 'search'), {
      initialProps: { current: list('') },
    });
    act(() => result.current[1]('h'));
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(setQuery).toHaveBeenLastCalledWith({ search: 'h', page: undefined }, { replace: true });
    // The user goes on typing before the router shows ?search=h.
    act(() => result.current[1]('ha'));
    rerender({ current: list('search=h') });
    expect(result.current[0]).toBe('ha');
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(setQuery).toHaveBeenLastCalledWith({ search: 'ha', page: undefined }, { replace: true });
  });

  it('drops a pause that ends after a link took the browser to another page', () => {
    window.history.pushState(null, '', '/property/all');
    const { result } = renderHook(() => useSearchParam(list(''), 'search'));
    act(() => result.current[1]('garden'));
    // A row's link is clicked within the pause: the URL moves at once, the next page is still loading.
    window.history.pushState(null, '', '/reviews/h1');
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(setQuery).not.toHaveBeenCalled();
    window.history.pushState(null, '', '/');
  });

  it('puts a value reached by back or forward in the box', () => {
    const { result, rerender } = renderHook(({ current }) => useSearchParam(current, 'search'), {
      initialProps: { current: list('search=harb') },
    });
    expect(result.current[0]).toBe('harb');
    rerender({ current: list('search=view') });
    expect(result.current[0]).toBe('view');
    rerender({ current: list('') });
    expect(result.current[0]).toBe('');
  });
});
