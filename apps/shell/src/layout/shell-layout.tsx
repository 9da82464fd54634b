import { Roles } from '@backoffice/contracts';
import type { AuthUser } from '@backoffice/shell-sdk';
import { Box, CloseButton, Drawer, Flex, Portal, Text } from '@backoffice/ui';
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import type { NotificationsState } from '../features/notifications/use-notifications';
import { PaletteHost } from '../features/palette/palette-host';
import { useConsolePreferences } from '../preferences/console-preferences';
import { Breadcrumbs } from './breadcrumbs';
import { ConnectionBanner } from './connection-banner';
import { Sidebar } from './sidebar';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useMediaQuery } from './use-media-query';

/**
 * From this width up the sidebar is docked beside the page (and open by default); below it the sidebar is a drawer
 * behind "Toggle menu", so a list has the whole width (800 px leaves a grid 770 px instead of 510 px) (issue 32;
 * docs/areas/platform.md, "Layout").
 */
export const SIDEBAR_DOCKED_MIN_WIDTH_PX = 1024;
const DOCKED_QUERY = `(min-width: ${SIDEBAR_DOCKED_MIN_WIDTH_PX}px)`;

export interface ShellLayoutProps {
  user: AuthUser;
  notifications: NotificationsState;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The private pages' frame: the skip link, the keyboard shortcuts and the command palette (docs/frontend-data.md,
 * "Command palette and keyboard"), the sidebar (docked, or a drawer on a narrow window), the connection
 * banner while the API cannot be reached (docs/frontend-data.md, "Connection lost"), top bar, breadcrumbs, the
 * `main` region, footer (docs/areas/platform.md, "Layout"). The content is mounted afresh when the locale or time
 * zone changes, so every page, the shell's and the remotes', writes its dates and amounts again
 * (docs/areas/platform.md, "Console preferences and theme").
 */
export function ShellLayout({ user, notifications, onLogout, children }: ShellLayoutProps) {
  const docked = useMediaQuery(DOCKED_QUERY);
  const [open, setOpen] = useState(docked);
  // Crossing the width: the sidebar takes that width's default (docked and open; a closed drawer).
  const [wasDocked, setWasDocked] = useState(docked);
  if (docked !== wasDocked) {
    setWasDocked(docked);
    setOpen(docked);
  }

  const closeIfDrawer = useCallback(() => {
    if (!window.matchMedia?.(DOCKED_QUERY).matches) setOpen(false);
  }, []);

  const { locale, timeZone } = useConsolePreferences();
  const greeting = user.role === Roles.SuperAdmin ? 'Admin' : user.firstName;
  const sidebar = <Sidebar role={user.role} greetingName={greeting} onNavigate={closeIfDrawer} />;

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <SkipLink />
      <PaletteHost role={user.role} userId={user.id} />
      {docked ? (
        open ? (
          <Box id="shell-sidebar" as="aside" width="260px" flexShrink={0} position="sticky" top="0" h="100vh">
            {sidebar}
          </Box>
        ) : null
      ) : (
        <Drawer.Root
          open={open}
          onOpenChange={(e) => setOpen(e.open)}
          placement="start"
          ids={{ content: 'shell-sidebar' }}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content aria-label="Menu" maxW="min(300px, 85vw)" bg="gray.900" fontSize="md">
                <Drawer.CloseTrigger asChild>
                  <CloseButton aria-label="Close menu" position="absolute" top="2" right="2" color="white" zIndex="1" />
                </Drawer.CloseTrigger>
                {open ? sidebar : null}
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Flex direction="column" flex="1" minW="0">
        {/* One sticky block: the banner above the top bar, both kept in view when the page scrolls. */}
        <Box position="sticky" top="0" zIndex="docked">
          <ConnectionBanner />
          <TopBar
            name={user.displayName}
            role={user.role}
            sidebarOpen={open}
            onToggleSidebar={() => setOpen((o) => !o)}
            onLogout={onLogout}
            notifications={notifications}
          />
        </Box>
        <Breadcrumbs />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" p={{ base: '3', md: '6' }}>
          <Fragment key={`${locale}|${timeZone}`}>{children}</Fragment>
        </Box>
        <Box as="footer" px="6" py="3" borderTopWidth="1px" bg="bg">
          <Text fontSize="xs" color="fg.muted">
            © {new Date().getFullYear()} Back Office · internal use only
          </Text>
        </Box>
      </Flex>
    </Flex>
  );
}
