// The palette's calls (docs/frontend-data.md, "One feature folder shape" and "Command palette and keyboard").
import { search } from '@backoffice/api-client';
import type { MentionType } from '@backoffice/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Query keys of the search: one family, so a write could drop every cached answer at once. */
export const searchKeys = {
  all: ['search'] as const,
  text: (q: string) => [...searchKeys.all, 'text', q] as const,
  exact: (type: MentionType, reference: string) => [...searchKeys.all, 'exact', type, reference] as const,
};

/**
 * The palette's search for `q` (trimmed, non-empty): GET /api/search through TanStack Query. The call takes the
 * query's AbortSignal, so when the text changes the query it leaves loses its last observer and TanStack Query
 * cancels the call still on its way.
 */
export const textSearchOptions = (q: string) =>
  queryOptions({ queryKey: searchKeys.text(q), queryFn: ({ signal }) => search({ q }, signal) });

/** The record whose reference is exactly `reference` (the /open page): at most one hit, of `type` only. */
export const exactSearchOptions = (type: MentionType, reference: string) =>
  queryOptions({
    queryKey: searchKeys.exact(type, reference),
    queryFn: ({ signal }) => search({ q: reference, types: type, exact: true, limit: 1 }, signal),
  });

/** How long the text must rest before it is searched, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 150;

/** `value` once it has not changed for `ms` milliseconds. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search hits for the palette's text, debounced by {@link SEARCH_DEBOUNCE_MS}; nothing is asked for an empty
 * text. The previous answer stays while the next loads (`placeholderData`), so the list does not blink.
 */
export function usePaletteSearch(text: string) {
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useQuery({ ...textSearchOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
  return { query, settled: q === text.trim() };
}
