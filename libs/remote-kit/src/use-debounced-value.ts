import { useEffect, useState } from 'react';

/**
 * The one debounce of the console: `value` once it has stayed the same for `delayMs` (milliseconds), e.g. a search
 * box's text before it is sent. The first value is returned at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
