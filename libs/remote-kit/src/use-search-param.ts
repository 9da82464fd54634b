import { useEffect, useRef, useState } from 'react';
import type { ListQuery } from './list-query';

/** Quiet time after the last keystroke before a typed filter reaches the URL and the API, in ms. */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * A text filter kept in the URL query (`?<key>=`, e.g. `?search=`): the box shows what is typed at once, and
 * the trimmed text reaches the URL (replacing the history entry, page reset to 1) once typing pauses, so the API
 * is asked once per pause, not per keystroke. Back/forward to another value puts that value in the box; the URL
 * catching up with a pause keeps what was typed since (a slow machine types between the two). A pause that ends
 * after the browser has left the page's path (a link clicked within the pause, its page still loading while the
 * list stays on screen) is dropped: writing it would bring the user back to the list.
 *
 * @returns `[input, setInput, value]`: the box's text, its setter, and the value in the URL ('' when none).
 */
export function useSearchParam(
  list: Pick<ListQuery, 'params' | 'setQuery'>,
  key: string,
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void, string] {
  const { params, setQuery } = list;
  const value = params.get(key) ?? '';
  const [input, setInput] = useState(value);
  /** The value this hook last sent to the URL, until the URL shows it. */
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === value) {
      // Our own pause reaching the URL: the box may already hold more keystrokes; keep them.
      sent.current = null;
      return;
    }
    sent.current = null;
    setInput((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    const next = input.trim();
    if (next === value) return;
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== path) return;
      sent.current = next;
      setQuery({ [key]: next || undefined, page: undefined }, { replace: true });
    }, delayMs);
    return () => clearTimeout(timer);
    // Only the typed text starts the wait; a change of the URL value is handled above.
  }, [input]);

  return [input, setInput, value];
}
