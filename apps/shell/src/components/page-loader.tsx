import { Center, Spinner } from '@backoffice/ui';

/** Fallback while a lazy chunk loads. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status" aria-label={label}>
      <Spinner size="lg" />
    </Center>
  );
}
