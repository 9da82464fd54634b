import { Table } from '@backoffice/ui';

/**
 * The header row of a plain read-only table of the kit (the area's pages, a bulk run's report): one column header
 * per name, in order. Internal to remote-kit (index.ts does not export it).
 */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Header>
      <Table.Row>
        {columns.map((name) => (
          <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}
