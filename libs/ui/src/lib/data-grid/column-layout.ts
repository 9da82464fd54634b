// How a column lays out by its kind and priority (docs/frontend-data.md, "Lists"). In the grid's lazy chunk.
import type { SystemStyleObject } from '@chakra-ui/react';
import type { DataGridColumn, DataGridColumnKind } from './data-grid-types';

/** Below this grid width (px), priority-3 columns hide. */
export const HIDE_PRIORITY_3_BELOW = 900;
/** Below this grid width (px), priority-2 columns hide too. */
export const HIDE_PRIORITY_2_BELOW = 600;

/** The minimum width of a column of each kind without `width` or `minWidth`. */
const KIND_MIN_WIDTH: Record<DataGridColumnKind, string> = {
  text: '8rem',
  name: '8rem',
  email: '10rem',
  money: '6rem',
  date: '6rem',
  number: '4rem',
};

/** Where a 'name' or 'email' cell cuts with an ellipsis when the column gives no `width`. */
const TRUNCATE_AT: Partial<Record<DataGridColumnKind, string>> = { name: '16rem', email: '18rem' };

/** The widest a wrapping text cell grows: a longer unbroken word breaks there, not letter by letter. */
export const TEXT_MAX_WIDTH = '30rem';

const NUMERIC = new Set<DataGridColumnKind>(['money', 'date', 'number']);

/** A column's kind ('text' when it gives none: docs/frontend-data.md, "Lists"). */
export const kindOf = <T>(c: DataGridColumn<T>): DataGridColumnKind => c.kind ?? 'text';
/** Whether a column holds money, dates or numbers: right-aligned, one line, tabular figures. */
export const isNumeric = <T>(c: DataGridColumn<T>) => NUMERIC.has(kindOf(c));
/** Whether a column's cells are cut with an ellipsis, their full text in the title (names and e-mails). */
export const isTruncated = <T>(c: DataGridColumn<T>) => kindOf(c) === 'name' || kindOf(c) === 'email';

/** Whether a cell's text wraps (at word boundaries): plain 'text' columns without `nowrap`. */
export const wraps = <T>(c: DataGridColumn<T>) => kindOf(c) === 'text' && !c.nowrap;

/** The column's CSS minimum width: `minWidth`, else `width`, else the kind's (none for a one-line text column). */
export function minWidthOf<T>(c: DataGridColumn<T>): string | undefined {
  if (c.minWidth ?? c.width) return c.minWidth ?? c.width;
  return kindOf(c) === 'text' && c.nowrap ? undefined : KIND_MIN_WIDTH[kindOf(c)];
}

/** Where a 'name' or 'email' cell's ellipsis cuts. */
export const truncateAt = <T>(c: DataGridColumn<T>) => c.width ?? TRUNCATE_AT[kindOf(c)] ?? '16rem';

/** A column's priority for {@link hiddenForWidth}: pinned columns 1, 'money' 1 by default, others 2. */
export function priorityOf<T>(c: DataGridColumn<T>): 1 | 2 | 3 {
  if (c.pin === 'end') return 1;
  return c.priority ?? (kindOf(c) === 'money' ? 1 : 2);
}

/**
 * The ids of the columns that give way at `width` px of grid: priority 3 below 900, 2 below 600. A width of 0
 * (not measured, jsdom) hides nothing. At least one column besides the pinned ones stays: the first.
 */
export function hiddenForWidth<T>(columns: readonly DataGridColumn<T>[], width: number): string[] {
  if (!width || width >= HIDE_PRIORITY_3_BELOW) return [];
  const floor = width < HIDE_PRIORITY_2_BELOW ? 2 : 3;
  const drop = columns.filter((c) => priorityOf(c) >= floor);
  const left = columns.filter((c) => c.pin !== 'end' && !drop.includes(c));
  const first = columns.find((c) => c.pin !== 'end');
  return drop.filter((c) => left.length > 0 || c !== first).map((c) => c.id);
}

/** The body cell's styles by kind (the caller's `cellStyle` goes over them). */
export function cellCss<T>(c: DataGridColumn<T>): SystemStyleObject {
  if (isNumeric(c)) return { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
  if (isTruncated(c) || c.nowrap) return { whiteSpace: 'nowrap' };
  return { whiteSpace: 'normal', overflowWrap: 'break-word', wordBreak: 'normal' };
}

/** The header cell's styles by kind: numeric columns right-aligned on one line, like their cells. */
export function headerCss<T>(c: DataGridColumn<T>): SystemStyleObject | undefined {
  return isNumeric(c) ? { textAlign: 'end', whiteSpace: 'nowrap' } : undefined;
}
