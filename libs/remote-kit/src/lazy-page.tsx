import { Suspense, lazy, type ComponentType } from 'react';
import { LoadingState } from './page-states';

/** The fallback of a page whose code is still loading: {@link LoadingState} ('Loading…', role="status"). */
export function PageLoading() {
  return <LoadingState />;
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
