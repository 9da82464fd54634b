import { QUERY_CLIENT_DEFAULTS, ShellProvider, type AuthUser, type ShellContextValue } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The router's initial entry (path with query), default `/`. */
  route?: string;
  /** Shell context overrides; `user: null` renders signed out. Default: a signed-in Employee with `jest.fn()`s. */
  shell?: Partial<ShellContextValue>;
  /** Leave out the ShellProvider (the shell app provides its own). */
  withoutShell?: boolean;
  /** Render the toast region (off by default: Chakra's toast store updates outside act()). */
  withToaster?: boolean;
  /** The QueryClient to render with (default a fresh {@link createTestQueryClient} per render). */
  queryClient?: QueryClient;
}

/**
 * A QueryClient for one test: the app's defaults without retries (a failed call shows its error at once) and
 * with everything stale (each render loads afresh), so tests never share cached answers.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_CLIENT_DEFAULTS.defaultOptions.queries, retry: false, staleTime: 0, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** A signed-in user for tests. */
export function fakeUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return { id: 'u1', role: 'Employee', firstName: 'Asha', displayName: 'Asha', ...overrides };
}

/**
 * Renders `ui` inside the Back Office providers: the Chakra system (UiProvider, with the toaster), a fresh
 * QueryClient (retries off; see {@link createTestQueryClient}), a MemoryRouter at `route`, and a ShellProvider. Also renders a hidden `data-testid="location"` element holding
 * the current path and query, and returns a `user` from user-event.
 *
 * @example
 * const { user } = renderWithProviders(<LoginPage />, { route: '/login' });
 * await user.click(screen.getByRole('button', { name: 'Sign In' }));
 * expect(currentLocation()).toBe('/all-tickets');
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', shell, withoutShell, withToaster = false, queryClient = createTestQueryClient(), ...options }: RenderWithProvidersOptions = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup>; shell: ShellContextValue; queryClient: QueryClient } {
  const value: ShellContextValue = {
    user: fakeUser(),
    token: 'test-token',
    logout: jest.fn(),
    notify: jest.fn(),
    ...shell,
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <UiProvider withToaster={withToaster}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {withoutShell ? children : <ShellProvider value={value}>{children}</ShellProvider>}
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>
  );
  const user = userEvent.setup();
  return { user, shell: value, queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" hidden>
      {location.pathname + location.search}
    </div>
  );
}

/** The path (and query) of the router rendered by {@link renderWithProviders}. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
