import { Badge, Box, IconButton, Popover, Portal } from '@backoffice/ui';
import type { ComponentProps, ReactNode } from 'react';

/** Props of {@link TopBarPopover}. */
export interface TopBarPopoverProps {
  open: boolean;
  /** Called with the new state as the popover opens or closes (the button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The button's accessible name ('Notifications', 'Bulk runs: 2 active'). */
  label: string;
  /** The button's icon. */
  icon: ReactNode;
  /** The popover's heading. */
  title: string;
  /** Extra style of the popover's body (e.g. a maximum height and scrolling). */
  bodyProps?: ComponentProps<typeof Popover.Body>;
  /** What sits on the button's corner: a {@link CountBadge}, or nothing. */
  badge?: ReactNode;
  /** The body: rendered only while open (lazyMount, unmountOnExit). */
  children: ReactNode;
}

/**
 * A top-bar button that opens a popover under it, at its right edge (docs/areas/platform.md, "Layout": the bell and
 * the jobs tray): an icon button, a heading, the body, and an optional count on the button's corner. The body
 * mounts when the popover opens, not with every page.
 */
export function TopBarPopover({
  open,
  onOpenChange,
  label,
  icon,
  title,
  bodyProps,
  badge,
  children,
}: TopBarPopoverProps) {
  return (
    <Box position="relative">
      <Popover.Root
        open={open}
        onOpenChange={(e) => onOpenChange(e.open)}
        positioning={{ placement: 'bottom-end' }}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          <IconButton aria-label={label} variant="ghost">
            {icon}
          </IconButton>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="sm" maxW="calc(100vw - 16px)">
              <Popover.Header fontWeight="semibold" borderBottomWidth="1px" py="2">
                {title}
              </Popover.Header>
              <Popover.Body p="0" {...bodyProps}>
                {children}
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {badge}
    </Box>
  );
}

/**
 * The small round count on a top-bar button (the bell's unread notifications, the jobs tray's active runs):
 * pinned to the button's top right corner, '99+' past 99; nothing when `count` is 0. The caller gives its colour
 * and how a screen reader hears it (an aria-label and role, or aria-hidden when the button names the count).
 */
export function CountBadge({
  count,
  ...rest
}: { count: number } & Omit<ComponentProps<typeof Badge>, 'children'>) {
  if (count <= 0) return null;
  return (
    <Badge
      position="absolute"
      top="0"
      right="0"
      transform="translate(25%, -25%)"
      variant="solid"
      borderRadius="full"
      fontSize="xs"
      pointerEvents="none"
      {...rest}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
