import { actionsColumn, useConfirmedAction, type ConfirmableAction, type ConfirmedAction } from '@backoffice/remote-kit';
import { Button, type DataGridColumn } from '@backoffice/ui';

/**
 * A grid's last column with a row's Edit and Delete buttons (docs/areas/chains.md: chains and managers), named after
 * the row ('Edit Accor', 'Delete Ann Lee') and pinned at the grid's right edge. Delete only asks (useDeleteQuestion).
 */
export function editDeleteColumn<T>(nameOf: (row: T) => string, onEdit: (row: T) => void, onDelete: (row: T) => void): DataGridColumn<T> {
  return actionsColumn(
    (r) => (
      <>
        <Button size="xs" variant="outline" onClick={() => onEdit(r)} aria-label={`Edit ${nameOf(r)}`}>
          Edit
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(r)} aria-label={`Delete ${nameOf(r)}`}>
          Delete
        </Button>
      </>
    ),
    { id: 'action' },
  );
}

/**
 * The question before a row is deleted (the spec's confirmation text, `message`; remote-kit's useConfirmedAction):
 * `ask(row)` opens it, its Delete runs `remove` with `argOf(row)` (useAction tells the outcome) and closes it once
 * answered; Cancel deletes nothing.
 */
export function useDeleteQuestion<T, A>(remove: ConfirmableAction<A>, argOf: (row: T) => A, message: string): ConfirmedAction<T> {
  return useConfirmedAction(remove, { message, confirmLabel: 'Delete', destructive: true }, argOf);
}
