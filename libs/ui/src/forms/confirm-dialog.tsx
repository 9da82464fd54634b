import { Button, Dialog, Text } from './main-entry';
import { DialogFrame } from './form-modal';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /**
   * The question, e.g. 'Please confirm you wish to delete this department ?' (docs/areas/helpdesk.md,
   * "Department list (`/all-departments`, SuperAdmin)").
   */
  message: string;
  /** Heading (default 'Please confirm'). */
  title?: string;
  /** Confirm button text (default 'Confirm'). */
  confirmLabel?: string;
  /** Cancel button text (default 'Cancel'). */
  cancelLabel?: string;
  /** Red confirm button (deletions). */
  destructive?: boolean;
  /** Shows a spinner on the confirm button and blocks a second click while the action runs. */
  loading?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, or a click outside. */
  onCancel: () => void;
}

/**
 * A modal yes/no question (role "alertdialog"): focus moves into it, Escape cancels, focus returns afterwards.
 *
 * @example
 * <ConfirmDialog open={!!toDelete} message="Please confirm you wish to delete this department ?"
 *   confirmLabel="Delete" destructive onConfirm={remove} onCancel={() => setToDelete(null)} />
 */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame role="alertdialog" open={open} title={title} onClose={onCancel}>
      <Dialog.Body>
        <Text>{message}</Text>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button colorPalette={destructive ? 'red' : 'blue'} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
