import { Limits, Roles } from '@backoffice/contracts';
import type { AuthUser } from '@backoffice/shell-sdk';
import { Box, CloseButton, Flex, Text } from '@backoffice/ui';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { NotificationsState } from '../features/notifications/use-notifications';
import { Breadcrumbs } from './breadcrumbs';
import { ConnectionBanner } from './connection-banner';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

const isWide = () => typeof window !== 'undefined' && window.innerWidth > Limits.sidebarOpenMinWidthPx;

export interface ShellLayoutProps {
  user: AuthUser;
  notifications: NotificationsState;
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The private pages' frame: sidebar, the connection banner while the API cannot be reached
 * (docs/frontend-data.md, "Connection lost"), top bar, breadcrumbs, content, footer (docs/areas/platform.md,
 * "Layout").
 */
export function ShellLayout({ user, notifications, onLogout, children }: ShellLayoutProps) {
  // Open by default above 650 px (docs/areas/platform.md, "Layout"); toggleable either way.
  const [open, setOpen] = useState(isWide);
  const [wide, setWide] = useState(isWide);

  useEffect(() => {
    const onResize = () => setWide(isWide());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const closeIfNarrow = useCallback(() => {
    if (!isWide()) setOpen(false);
  }, []);

  // On a narrow screen the sidebar overlays the page: Escape closes it.
  const overlay = open && !wide;
  useEffect(() => {
    if (!overlay) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [overlay]);

  const greeting = user.role === Roles.SuperAdmin ? 'Admin' : user.firstName;

  return (
    <Flex minH="100vh" bg="bg.subtle">
      {open ? (
        <Box
          id="shell-sidebar"
          as="aside"
          width={wide ? '260px' : 'min(300px, 85vw)'}
          flexShrink={0}
          position={wide ? 'sticky' : 'fixed'}
          top="0"
          left="0"
          h="100vh"
          zIndex={wide ? undefined : 'popover'}
          boxShadow={wide ? undefined : 'lg'}
        >
          {overlay ? (
            <CloseButton aria-label="Close menu" position="absolute" top="2" right="2" color="white" zIndex="1" onClick={() => setOpen(false)} />
          ) : null}
          <Sidebar role={user.role} greetingName={greeting} onNavigate={closeIfNarrow} />
        </Box>
      ) : null}
      {overlay ? (
        <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" onClick={() => setOpen(false)} aria-hidden />
      ) : null}
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
        <Box as="main" flex="1" p={{ base: '3', md: '6' }}>
          {children}
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
