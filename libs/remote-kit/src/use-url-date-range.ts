import type { DateRange } from '@backoffice/ui/forms';
import { useEffect, useRef } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useListQuery } from './list-query';

/**
 * A date range kept in the URL (`?from=&to=`, 'YYYY-MM-DD'; docs/frontend-data.md, "Lists"), so that a reload or a
 * shared link shows the same range. `control` drives libs/ui's DateRangeField named 'range'; a complete range
 * whose end is not before its start replaces the URL's (history is not grown).
 * @param defaults the range when the URL has none.
 */
export function useUrlDateRange(defaults: { from: string; to: string }): { from: string; to: string; control: Control<{ range: DateRange }> } {
  const { params, setQuery } = useListQuery();
  const from = params.get('from') || defaults.from;
  const to = params.get('to') || defaults.to;
  const { control, watch } = useForm<{ range: DateRange }>({ values: { range: { from, to } } });
  useEffect(() => {
    const sub = watch(({ range }) => {
      if (!range?.from || !range.to || range.to < range.from) return;
      setQuery({ from: range.from, to: range.to }, { replace: true });
    });
    return () => sub.unsubscribe();
  }, [watch, setQuery]);
  return { from, to, control };
}

/**
 * {@link useUrlDateRange} with the list's page (`?page=`, {@link useListQuery}): a new range goes back to page 1
 * (replacing the history entry), so that a narrower range never opens on a page past its end.
 * @param defaults the range when the URL has none.
 */
export function usePagedUrlDateRange(defaults: { from: string; to: string }): ReturnType<typeof useUrlDateRange> & Pick<ReturnType<typeof useListQuery>, 'page' | 'setPage'> {
  const { page, setPage } = useListQuery();
  const range = useUrlDateRange(defaults);
  const shown = useRef(`${range.from}/${range.to}`);
  useEffect(() => {
    const current = `${range.from}/${range.to}`;
    if (shown.current === current) return;
    shown.current = current;
    setPage(1, { replace: true });
  }, [range.from, range.to, setPage]);
  return { ...range, page, setPage };
}
