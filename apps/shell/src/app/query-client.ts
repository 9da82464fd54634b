// The shell's one QueryClient, shared with every remote (docs/frontend-data.md). Imported by the private app
// only, so @tanstack/react-query loads after sign-in and never with the login screen.
import { QUERY_CLIENT_DEFAULTS } from '@backoffice/shell-sdk';
import { QueryClient } from '@tanstack/react-query';
import { session } from '../auth/session-store';

/**
 * A QueryClient whose cache never outlives the session it was filled for: signing out (the token gone)
 * empties it; another token (another tab signed in as someone else) drops what is not shown and reloads what
 * is, so no page shows the previous user's rows.
 * @returns the client and `stop()` (for tests) to end its watch on the session.
 */
export function createSessionQueryClient(): { client: QueryClient; stop: () => void } {
  const client = new QueryClient(QUERY_CLIENT_DEFAULTS);
  let token = session.getToken();
  const stop = session.subscribe(() => {
    const next = session.getToken();
    if (next === token) return;
    const previous = token;
    token = next;
    if (!next || !previous) {
      client.clear();
      return;
    }
    client.removeQueries({ type: 'inactive' });
    void client.resetQueries();
  });
  return { client, stop };
}

/** The client of this page (one per page load). */
export const queryClient = createSessionQueryClient().client;
