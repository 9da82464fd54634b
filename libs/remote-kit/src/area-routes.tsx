import { useEffect, type ReactElement } from 'react';
import { Link as RouterLink, Route, Routes } from 'react-router-dom';
import type { Area, RecordType } from '@backoffice/contracts';
import { registerCommands, registerResultRenderer, useAuth, type PaletteCommand, type RemoteProps, type ResultRenderer } from '@backoffice/shell-sdk';
import { Box, Heading, Link, NotAvailablePage, Stack, Table, Text } from '@backoffice/ui';
import { AreaQueryProvider } from './area-query-provider';
import { TableHead } from './table-head';

export interface AreaRoutesProps extends RemoteProps {
  /** The area's route table (`getArea(key)` from libs/contracts). */
  area: Area;
  /**
   * The built pages, keyed by their path in the area's route table (e.g. `'/all-tickets'`,
   * `'/edit-department/:departmentId'`). A page of the table missing here shows "not yet available".
   */
  pages?: Readonly<Partial<Record<string, ReactElement>>>;
  /**
   * The area's commands for the shell's command palette ('New coupon'), registered through shell-sdk when the area
   * first renders (docs/micro-frontends.md, "What a remote registers with the palette"); each is listed only to a
   * role that may open its page.
   */
  commands?: readonly PaletteCommand[];
  /** How the palette draws the search hits of the record types this area owns (text only). */
  renderers?: Readonly<Partial<Record<RecordType, ResultRenderer>>>;
}

/**
 * Every page of an area, at the absolute paths of the spec (the shell mounts a remote under a splat route),
 * inside the area's QueryClient ({@link AreaQueryProvider}: the host's, or its own when it runs alone).
 * A page built in the remote's src/features/<feature>/ is passed in `pages`; until then its page is the honest
 * "not yet available" placeholder. Any other path shows the area's route table. `commands` and `renderers` go to
 * the shell's command palette.
 *
 * The wrapper's `data-shell-user` shows the host's user as seen through the shared shell-sdk: it is empty when
 * the remote got a private copy of shell-sdk or React instead of the shell's singletons (the end-to-end tests
 * check it).
 */
export function AreaRoutes({ area, basePath, queryClient, pages = {}, commands, renderers }: AreaRoutesProps) {
  const { user } = useAuth();
  // Kept after the area unmounts (its code stays loaded): registering again replaces, never doubles.
  useEffect(() => {
    if (commands) registerCommands(area.key, commands);
    for (const [type, render] of Object.entries(renderers ?? {})) if (render) registerResultRenderer(type as RecordType, render);
  }, [area.key, commands, renderers]);
  return (
    <AreaQueryProvider client={queryClient}>
      <div
        data-area={area.key}
        data-base-path={basePath}
        data-shell-user={user?.displayName ?? ''}
        style={{ display: 'contents' }}
      >
        <Routes>
          {area.pages.map((page) => (
            <Route
              key={page.path}
              path={page.path}
              element={pages[page.path] ?? <NotAvailablePage title={page.label} />}
            />
          ))}
          <Route path="*" element={<AreaIndex area={area} />} />
        </Routes>
      </div>
    </AreaQueryProvider>
  );
}

/** An area's route table: what its team will build, where, and who may open it. */
export function AreaIndex({ area }: { area: Area }) {
  return (
    <Box p="6">
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {area.title}
        </Heading>
        <Text>The pages of this area and who may open them.</Text>
        <Table.Root size="sm" aria-label={`${area.title} pages`}>
          <TableHead columns={['Page', 'Path', 'Roles']} />
          <Table.Body>
            {area.pages.map((page) => (
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
