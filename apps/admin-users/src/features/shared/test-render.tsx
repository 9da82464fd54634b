/**
 * For the component tests: the users area's pages at their routes (docs/areas/users.md, "Screens"), as the
 * signed-in SuperAdmin `me`.
 */
import { fakeUser, renderRoutes } from '@backoffice/test-utils';
import type { ReactElement } from 'react';

/**
 * Renders each page of `pages` (route path → element) and opens `route`, signed in as the SuperAdmin `me`. With
 * `elsewhere`, any other path shows 'Elsewhere' (where a page leads away).
 */
export function renderPages(pages: Record<string, ReactElement>, route: string, { elsewhere = false }: { elsewhere?: boolean } = {}) {
  return renderRoutes(elsewhere ? { ...pages, '*': <p>Elsewhere</p> } : pages, route, {
    shell: { user: fakeUser({ id: 'me', role: 'SuperAdmin' }) },
  });
}
