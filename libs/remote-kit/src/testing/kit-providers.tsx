// Spec helpers of the page kit (not exported by the lib): remote-kit may not depend on @backoffice/test-utils (its
// module boundaries, ARCHITECTURE.md "Tags"), so its specs render with these providers, built by hand.
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Where the router is: an `<output data-testid="where">` holding the path and query. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Props of {@link KitProviders}. */
export interface KitProvidersProps {
  children: ReactNode;
  /** The shell context the page reads (user, token, notify…). */
  shell: ShellContextValue;
  /** The router's first entry (default '/'). */
  route?: string;
  /** The query client (default: a new one with the library's defaults). */
  client?: QueryClient;
}

/**
 * What a remote's page runs in (docs/frontend-data.md, "Pages"): the UI provider without toaster, a query client,
 * the shell context and a memory router at `route`, with {@link Where} after the children.
 */
export function KitProviders({ children, shell, route = '/', client }: KitProvidersProps) {
  return (
    <UiProvider withToaster={false}>
      <QueryClientProvider client={client ?? new QueryClient()}>
        <ShellProvider value={shell}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <Where />
          </MemoryRouter>
        </ShellProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}

/** A query's result as a page sees it: settled, not failed, not placeholder data, with `q` over that. */
export const queryResult = <T,>(q: Partial<UseQueryResult<T>>) =>
  ({ isPending: false, isError: false, isPlaceholderData: false, error: null, refetch: jest.fn(), ...q }) as unknown as UseQueryResult<T>;
