import { Suspense, lazy, type ComponentType, type ReactElement } from 'react';
import { matchesAreaPath } from '@backoffice/contracts';
import { LoadingState } from './page-states';

/** The fallback of a page whose code is still loading: {@link LoadingState} ('Loading…', role="status"). */
export function PageLoading() {
  return <LoadingState />;
}

/** A page component made by {@link lazyPage}: `preload()` fetches its code before it renders. */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A page component loaded on first render, for a remote's `PAGES` map: the remote's Module then carries only the
 * routes, and each page's code (an editor, a sanitiser) arrives when its route opens, or earlier through
 * `preload()` (see {@link pagePreloader}). Shows {@link PageLoading} meanwhile; a failed load throws to the
 * shell's error boundary of the area, which offers Retry; a failed preload is forgotten.
 *
 * @example
 * const FaqListPage = lazyPage(() => import('./features/faq').then((m) => m.FaqListPage));
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload });
}

/**
 * The `preloadPage(pathname)` a remote exports beside its Module: the shell calls it when the pointer or focus
 * reaches a sidebar entry, so that the page's code is fetched before the click. Finds the page of `pages` (the
 * Module's map, keyed by route-table path) that matches `pathname` and preloads it when it is a
 * {@link lazyPage}; does nothing for other paths or eager pages. Never throws.
 */
export function pagePreloader(pages: Readonly<Partial<Record<string, ReactElement>>>): (pathname: string) => void {
  return (pathname) => {
    const path = Object.keys(pages).find((p) => matchesAreaPath(p, pathname));
    const type = path ? pages[path]?.type : undefined;
    const preload = (type as Partial<LazyPage<object>> | undefined)?.preload;
    preload?.().catch(() => undefined);
  };
}
