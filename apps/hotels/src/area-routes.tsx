import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import { useAuth, type RemoteProps } from '@backoffice/shell-sdk';
import { Box, Heading, Link, NotAvailablePage, Stack, Table, Text } from '@backoffice/ui';
import { AREA } from './area';

/**
 * Every page of the area, at the absolute paths of the spec (the shell mounts this under a splat route).
 * Until a feature lands in src/features/<feature>/, its page is the honest "not yet available" placeholder.
 */
export function AreaRoutes({ basePath }: RemoteProps) {
  // data-shell-user shows the host's user as seen through the shared shell-sdk: it is empty when this remote got a
  // private copy of shell-sdk or React instead of the shell's singletons (the end-to-end tests check it).
  const { user } = useAuth();
  return (
    <div
      data-area={AREA.key}
      data-base-path={basePath}
      data-shell-user={user?.displayName ?? ''}
      style={{ display: 'contents' }}
    >
      <Routes>
        {AREA.pages.map((page) => (
          <Route key={page.path} path={page.path} element={<NotAvailablePage title={page.label} />} />
        ))}
        <Route path="*" element={<AreaIndex />} />
      </Routes>
    </div>
  );
}

/** The area's route table: what its team will build, and where. */
export function AreaIndex() {
  return (
    <Box p="6">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {AREA.title}
        </Heading>
        <Text>The pages of this area and who may open them.</Text>
        <Table.Root size="sm" aria-label={`${AREA.title} pages`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Page</Table.ColumnHeader>
              <Table.ColumnHeader>Path</Table.ColumnHeader>
              <Table.ColumnHeader>Roles</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {AREA.pages.map((page) => (
              <Table.Row key={page.path}>
                <Table.Cell>
                  {page.path.includes(':') ? (
                    page.label
                  ) : (
                    <Link asChild>
                      <RouterLink to={page.path}>{page.label}</RouterLink>
                    </Link>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <code>{page.path}</code>
                </Table.Cell>
                <Table.Cell>{page.roles.join(', ')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Stack>
    </Box>
  );
}
