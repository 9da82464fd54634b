import { Suspense, lazy, type ComponentType } from 'react';
import { Center, Spinner, VisuallyHidden } from '@backoffice/ui';

/** The fallback of a page that is still loading: a spinner with a status role. */
export function PageLoading() {
  return (
    <Center py="16" role="status">
      <Spinner size="lg" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}

/**
 * A page component loaded on first render, for a remote's `PAGES` map: the remote's Module then carries only the
 * routes, and each page's code (an editor, a sanitiser) arrives when its route opens. Shows {@link PageLoading}
 * meanwhile; a failed load throws to the shell's error boundary of the area, which offers Retry.
 *
 * @example
 * const FaqListPage = lazyPage(() => import('./features/faq').then((m) => m.FaqListPage));
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((Page) => ({ default: Page })));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
