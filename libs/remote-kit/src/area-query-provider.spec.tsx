import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { AreaQueryProvider } from './area-query-provider';

let seen: QueryClient | null = null;
function Probe() {
  seen = useQueryClient();
  return <p>has a client</p>;
}

describe('AreaQueryProvider', () => {
  beforeEach(() => {
    seen = null;
  });

  it('uses the host client passed in props', () => {
    const host = new QueryClient();
    render(
      <AreaQueryProvider client={host}>
        <Probe />
      </AreaQueryProvider>,
    );
    expect(seen).toBe(host);
  });

  it('uses the client already in context (the shell’s, through the shared package)', () => {
    const host = new QueryClient();
    render(
      <QueryClientProvider client={host}>
        <AreaQueryProvider>
          <Probe />
        </AreaQueryProvider>
      </QueryClientProvider>,
    );
    expect(seen).toBe(host);
  });

  it('makes its own client when the remote runs alone, and keeps it across renders', () => {
    const { rerender } = render(
      <AreaQueryProvider>
        <Probe />
      </AreaQueryProvider>,
    );
    expect(screen.getByText('has a client')).toBeInTheDocument();
    const own = seen;
    expect(own).toBeInstanceOf(QueryClient);
    rerender(
      <AreaQueryProvider>
        <Probe />
      </AreaQueryProvider>,
    );
    expect(seen).toBe(own);
  });
});
