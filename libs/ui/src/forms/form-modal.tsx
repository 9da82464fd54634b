import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from './main-entry';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Dialog width (Chakra's sizes), `md` by default. */
  size?: 'sm' | 'md' | 'lg';
  /** The element focused as the dialog opens (the first focusable one by default), e.g. a PIN field. */
  initialFocusEl?: () => HTMLElement | null;
  /** Body and footer (Dialog.Body / Dialog.Footer); rendered only while open, so each opening starts afresh. */
  children: ReactNode;
}

/**
 * A form in a modal (docs/areas/platform.md, "Forms, grids and data conventions"): Chakra's Dialog, centred, its
 * title as the dialog's name; Escape or a click outside closes it (`onClose`). The children mount on each opening,
 * so a form inside starts from its defaults every time. Put a {@link SaveFooter} inside the form.
 */
export function Modal({ open, title, onClose, children, size = 'md', initialFocusEl }: ModalProps) {
  return (
    <DialogFrame open={open} title={title} onClose={onClose} size={size} initialFocusEl={initialFocusEl}>
      {open ? children : null}
    </DialogFrame>
  );
}

/** Props of {@link DialogFrame}: those of a {@link Modal}, and the dialog's role. */
export interface DialogFrameProps extends Omit<ModalProps, 'size'> {
  /** Dialog width (Chakra's sizes); Chakra's default (`md`) when omitted. */
  size?: ModalProps['size'];
  /** 'alertdialog' for a question that needs an answer (ConfirmDialog); 'dialog' by default. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The frame of every dialog of this entry (Modal, ConfirmDialog): Chakra's Dialog, centred, with backdrop and the
 * title as its header and name; Escape or a click outside calls `onClose`. The children (body and footer) always
 * render: a Modal mounts its own only while open. Internal to the `/forms` entry (not in its export list).
 */
export function DialogFrame({ open, title, onClose, children, size, initialFocusEl, role }: DialogFrameProps) {
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={size}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A form modal's footer: Cancel calls `onCancel`, Save submits the form around it (spinning while `saving`). */
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
