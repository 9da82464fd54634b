import type { Role } from '@backoffice/contracts';
import { Box, Button, Flex, IconButton, Menu, Portal, Spacer } from '@backoffice/ui';
import { useColorMode, type ColorModePreference } from '@backoffice/ui/forms';
import { lazy, Suspense, useState } from 'react';
import { CheckIcon, ChevronDownIcon, MenuIcon, SearchIcon } from '../components/icons';
import { NotificationBell } from '../features/notifications/notification-bell';
import type { NotificationsState } from '../features/notifications/use-notifications';
import { paletteKeyHint } from '../features/palette/keyboard';
import { loadPalette } from '../features/palette/palette-host';
import { openPalette } from '../features/palette/palette-store';
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

// The jobs tray (features/bulk-runs), a SuperAdmin's only: a chunk of its own, loaded after sign-in with the top bar.
const JobsTray = lazy(() => import('../features/bulk-runs/jobs-tray'));

const preloadPalette = () => {
  loadPalette().catch(() => undefined); // the click loads it again and shows its own error
};

const THEMES: { value: ColorModePreference; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * The top bar: menu toggle, Search (opens the command palette, for mouse users: docs/frontend-data.md, "Command
 * palette and keyboard"), a SuperAdmin's jobs tray (the bulk runs: docs/areas/platform.md, "Bulk runs"), bell, and the 'Hi, {name}' menu with the theme (light, dark, system), the locale and
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
      <Button
        variant="outline"
        size="sm"
        color="fg.muted"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={() => openPalette()}
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
      >
        <SearchIcon />
        Search
        <Box as="kbd" fontFamily="mono" fontSize="xs" px="1" borderWidth="1px" borderRadius="sm" hideBelow="sm">
          {paletteKeyHint()}
        </Box>
      </Button>
      {role === 'SuperAdmin' ? (
        <Suspense fallback={null}>
          <JobsTray />
        </Suspense>
      ) : null}
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
