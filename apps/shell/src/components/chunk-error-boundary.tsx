import { Alert, Box, Button } from '@backoffice/ui';
import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Shows a Retry when a lazy chunk of the shell fails to load (a deploy in between, a lost connection). */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box p="6">
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This part of the console could not be loaded.</Alert.Title>
            <Alert.Description>Check your connection and try again.</Alert.Description>
          </Alert.Content>
          <Button size="sm" onClick={() => window.location.reload()}>
            Retry
          </Button>
        </Alert.Root>
      </Box>
    );
  }
}
