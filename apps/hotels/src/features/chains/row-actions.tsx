import type { Action } from '@backoffice/remote-kit';
import { Button, HStack, type DataGridColumn } from '@backoffice/ui';
import { ConfirmDialog } from '@backoffice/ui/forms';
import { useState, type ReactNode } from 'react';

/**
 * A grid's last column with a row's Edit and Delete buttons (docs/areas/chains.md: chains and managers), named after
 * the row ('Edit Accor', 'Delete Ann Lee') and pinned at the grid's right edge. Delete only asks (useDeleteQuestion).
 */
export function editDeleteColumn<T>(nameOf: (row: T) => string, onEdit: (row: T) => void, onDelete: (row: T) => void): DataGridColumn<T> {
  return {
    id: 'action',
    header: 'Action',
    pin: 'end',
    width: '10rem',
    cell: (r) => (
      <HStack gap="2">
        <Button size="xs" variant="outline" onClick={() => onEdit(r)} aria-label={`Edit ${nameOf(r)}`}>
          Edit
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(r)} aria-label={`Delete ${nameOf(r)}`}>
          Delete
        </Button>
      </HStack>
    ),
  };
}

/**
 * The question before a row is deleted (the spec's confirmation text, `message`): `ask(row)` opens it, its Delete
 * runs `remove` with `argOf(row)` (useAction tells the outcome) and closes it once answered; Cancel deletes nothing.
 */
export function useDeleteQuestion<T, A>(remove: Action<A, unknown>, argOf: (row: T) => A, message: string): { ask: (row: T) => void; dialog: ReactNode } {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = async () => {
    if (deleting === null) return;
    await remove.run(argOf(deleting));
    setDeleting(null);
  };
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      message={message}
      confirmLabel="Delete"
      destructive
      loading={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask: setDeleting, dialog };
}
