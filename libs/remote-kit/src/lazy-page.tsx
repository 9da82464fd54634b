import { Suspense, lazy, useState, type ComponentType, type ReactElement } from 'react';
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
 * shell's error boundary of the area, which offers Retry; a failed preload is forgotten. A page whose code has
 * arrived renders at once, without a Suspense boundary (so no loading state flashes and React's reveal delay does
 * not apply: docs/micro-frontends.md, "Speed budgets").
 *
 * @example
 * const FaqListPage = lazyPage(() => import('./features/faq').then((m) => m.FaqListPage));
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (Page) => {
        loaded = Page;
        return Page;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(() => preload().then((Page) => ({ default: Page })));
  function LazyPage(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page later would remount the page.
    const [Page] = useState(() => loaded);
    if (Page) return <Page {...props} />;
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
 * reaches a sidebar entry, and before it shows a page of the area (it keeps the previous page on screen until
 * then), so that the page's code is fetched before it renders. Finds the page of `pages` (the Module's map, keyed
 * by route-table path) that matches `pathname` and preloads it when it is a {@link lazyPage}.
 * @returns a promise that settles when that page's code has arrived or failed to (the page then shows its own
 *   error), at once for other paths and eager pages; it never rejects, and the call never throws.
 */
export function pagePreloader(
  pages: Readonly<Partial<Record<string, ReactElement>>>,
): (pathname: string) => Promise<void> {
  return (pathname) => {
    const path = Object.keys(pages).find((p) => matchesAreaPath(p, pathname));
    const type = path ? pages[path]?.type : undefined;
    const preload = (type as Partial<LazyPage<object>> | undefined)?.preload;
    if (!preload) return Promise.resolve();
    return preload().then(
      () => undefined,
      () => undefined,
    );
  };
}
