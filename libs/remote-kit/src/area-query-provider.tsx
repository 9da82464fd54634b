import { QUERY_CLIENT_DEFAULTS } from '@backoffice/shell-sdk';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

/** Props of {@link AreaQueryProvider}. */
export interface AreaQueryProviderProps {
  /** The host's client (`RemoteProps.queryClient`); wins over any client found in context. */
  client?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives an area's pages the QueryClient they read and write through (docs/frontend-data.md):
 * 1. the host's, passed in `client` (the shell passes it in RemoteProps);
 * 2. else the one already in context: @tanstack/react-query is a shared singleton, so inside the shell the
 *    remote sees the shell's QueryClientProvider;
 * 3. else (the remote runs alone: `nx serve <area>`, a parcel, its own React root) a client of its own with
 *    the common defaults, kept for the provider's lifetime.
 */
export function AreaQueryProvider({ client, children }: AreaQueryProviderProps) {
  const fromContext = useContext(QueryClientContext);
  const [own] = useState(() => (client || fromContext ? null : new QueryClient(QUERY_CLIENT_DEFAULTS)));
  const chosen = client ?? fromContext ?? own;
  if (chosen === fromContext || !chosen) return <>{children}</>;
  return <QueryClientProvider client={chosen}>{children}</QueryClientProvider>;
}
