import { Roles, type Role } from '@backoffice/contracts';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Card, Heading, Link, SimpleGrid, Text } from '@backoffice/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../components/document-title';
import { navFor } from '../../layout/nav-items';

/**
 * Shortcuts beyond the sidebar's entries: a Department user's read-only department list is reached from here and
 * from the ticket lists, not from the sidebar (docs/areas/helpdesk.md, "Department list, read-only").
 */
const EXTRA_SHORTCUTS: Partial<Record<Role, { label: string; path: string }[]>> = {
  [Roles.Department]: [{ label: 'Departments', path: '/all-departments' }],
};

/**
 * /dashboard: the welcome page (docs/areas/platform.md, "Dashboard (`/dashboard`)"), with shortcuts to the
 * role's entries.
 */
export function DashboardPage() {
  const { user } = useAuth();
  useDocumentTitle('Dashboard');
  if (!user) return null;
  const { entries, groups } = navFor(user.role);
  const shortcuts = [
    ...entries.filter((e) => e.path !== '/dashboard'),
    ...(EXTRA_SHORTCUTS[user.role] ?? []),
    ...groups.map((g) => ({ label: g.title, path: g.entries[0]?.path ?? '/dashboard' })),
  ];
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="2">
        Welcome, {user.displayName}!
      </Heading>
      <Text color="fg.muted" mb="6">
        This is the Back Office of the short-stay hotel marketplace. Choose where to start.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {shortcuts.map((s) => (
          <Card.Root key={s.path} size="sm">
            <Card.Body>
              <Link asChild fontWeight="semibold" color="blue.fg">
                <RouterLink to={s.path}>{s.label}</RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}
