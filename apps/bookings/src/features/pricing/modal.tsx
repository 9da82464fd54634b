import { Button, Dialog, Portal } from '@backoffice/ui';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Body and footer (Dialog.Body / Dialog.Footer); rendered only while open, so each opening starts afresh. */
  children: ReactNode;
}

/** The pricing modals: libs/ui's Dialog, centred; Escape or a click outside closes it. */
export function Modal({ open, title, onClose, children }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {open ? children : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A form modal's footer: Cancel closes it, Save submits the form around it (spinning while `saving`). */
export function SaveFooter({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="blue" loading={saving}>
        Save
      </Button>
    </Dialog.Footer>
  );
}
