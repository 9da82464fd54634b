import { Dialog, Portal } from '@backoffice/ui';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Body and footer (Dialog.Body / Dialog.Footer); rendered only while open, so each opening starts afresh. */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** The chains screens' modal: libs/ui's Dialog, centred; Escape or a click outside closes it. */
export function Modal({ open, title, onClose, children, size = 'md' }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={size}
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
