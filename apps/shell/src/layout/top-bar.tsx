import type { Role } from '@backoffice/contracts';
import { Box, Button, Flex, IconButton, Menu, Portal, Spacer } from '@backoffice/ui';
import { ChevronDownIcon, MenuIcon } from '../components/icons';
import { NotificationBell } from '../features/notifications/notification-bell';
import type { NotificationsState } from '../features/notifications/use-notifications';

export interface TopBarProps {
  /** 'Hi, {name}': first name (Employee), department name (Department), 'Admin' (SuperAdmin). */
  name: string;
  /** The signed-in user's role: where a notification's record opens. */
  role: Role;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
  notifications: NotificationsState;
}

/**
 * The top bar: menu toggle, bell, and the 'Hi, {name}' menu with Logout (docs/areas/platform.md, "Layout").
 */
export function TopBar({ name, role, sidebarOpen, onToggleSidebar, onLogout, notifications }: TopBarProps) {
  return (
    <Flex as="header" align="center" gap="2" px="4" py="2" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      <IconButton aria-label="Toggle menu" aria-expanded={sidebarOpen} aria-controls="shell-sidebar" variant="ghost" onClick={onToggleSidebar}>
        <MenuIcon />
      </IconButton>
      <Box fontWeight="bold">Back Office</Box>
      <Spacer />
      <NotificationBell notifications={notifications} role={role} />
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost">
            Hi, {name}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="logout" onSelect={onLogout}>
                Logout
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
