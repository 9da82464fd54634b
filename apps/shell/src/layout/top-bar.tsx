import type { Role } from '@backoffice/contracts';
import { Box, Button, Flex, IconButton, Menu, Portal, Spacer } from '@backoffice/ui';
import { useColorMode, type ColorModePreference } from '@backoffice/ui/forms';
import { useState } from 'react';
import { CheckIcon, ChevronDownIcon, MenuIcon } from '../components/icons';
import { NotificationBell } from '../features/notifications/notification-bell';
import type { NotificationsState } from '../features/notifications/use-notifications';
import { PreferencesDialog } from '../preferences/preferences-dialog';

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

const THEMES: { value: ColorModePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * The top bar: menu toggle, bell, and the 'Hi, {name}' menu with the theme (light, dark, system), the locale and
 * time zone, and Logout (docs/areas/platform.md, "Layout" and "Console preferences and theme").
 */
export function TopBar({ name, role, sidebarOpen, onToggleSidebar, onLogout, notifications }: TopBarProps) {
  const { preference, setPreference } = useColorMode();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
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
            <Menu.Content minW="14rem">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
                <Menu.RadioItemGroup value={preference} onValueChange={(e) => setPreference(e.value as ColorModePreference)}>
                  {THEMES.map((t) => (
                    <Menu.RadioItem key={t.value} value={t.value}>
                      <Menu.ItemText>{t.label}</Menu.ItemText>
                      <Menu.ItemIndicator>
                        <CheckIcon />
                      </Menu.ItemIndicator>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="preferences" onSelect={() => setPreferencesOpen(true)}>
                Locale and time zone…
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={onLogout}>
                Logout
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <PreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
    </Flex>
  );
}
