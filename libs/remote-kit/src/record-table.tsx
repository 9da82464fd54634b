import { CommonMessages } from '@backoffice/contracts';
import { Box, Table } from '@backoffice/ui';
import { Fragment, type ReactNode } from 'react';

export interface RecordTableProps<T> {
  /** The table's accessible name, e.g. 'Tickets' (tests and screen readers find the table by it). */
  label: string;
  /** The column header texts, in order (the spec's, e.g. 'Ticket Title'). */
  headers: readonly string[];
  /** The records of the shown page. */
  rows: readonly T[];
  /** A record's stable key (its `_id`). */
  rowKey: (row: T) => string;
  /** One `<Table.Row>` of cells for a record; `index` is its place in `rows` (0-based). */
  renderRow: (row: T, index: number) => ReactNode;
  /** A reload is under way: the table stays, dimmed and aria-busy, until the new rows arrive. */
  busy?: boolean;
  /** The full-width row shown when `rows` is empty (default the spec's 'Sorry, no records found.'). */
  emptyText?: string;
  /** What goes under the table inside the busy area, usually the `ListPager`. */
  footer?: ReactNode;
}

/**
 * The table of a list page (spec 1 section 2 lists): a named, striped, horizontally scrolling table with
 * `headers`, one row per record, 'Sorry, no records found.' in a full-width row when there is none, and a busy
 * state (aria-busy, dimmed) while the list reloads. Loading before the first rows and load errors are the page's
 * ({@link LoadingState}, {@link LoadError}).
 */
export function RecordTable<T>({
  label,
  headers,
  rows,
  rowKey,
  renderRow,
  busy = false,
  emptyText = CommonMessages.lists.empty,
  footer,
}: RecordTableProps<T>) {
  return (
    <Box aria-busy={busy} opacity={busy ? 0.6 : 1}>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={label} striped>
          <Table.Header>
            <Table.Row>
              {headers.map((h) => (
                <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={headers.length} textAlign="center" py="6">
                  {emptyText}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row, i) => <Fragment key={rowKey(row)}>{renderRow(row, i)}</Fragment>)
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {footer}
    </Box>
  );
}
