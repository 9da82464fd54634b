import { CloseButton, Drawer, Portal } from '@backoffice/ui';
import type { ReactNode } from 'react';

/** Props of {@link SideDrawer}. */
export interface SideDrawerProps {
  open: boolean;
  /** The drawer's heading and accessible name. */
  title: string;
  onClose: () => void;
  /** The body; rendered only while open. */
  children: ReactNode;
}

/** A panel from the right edge (libs/ui's Drawer) for the details of a row; Escape, a click outside or × close it. */
export function SideDrawer({ open, title, onClose, children }: SideDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="end"
      size="lg"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{open ? children : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
