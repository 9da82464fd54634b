/**
 * For the component tests: the users area's pages at their routes (docs/areas/users.md, "Screens"), as the
 * signed-in SuperAdmin `me`.
 */
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

/**
 * Renders each page of `pages` (route path → element) and opens `route`, signed in as the SuperAdmin `me`. With
 * `elsewhere`, any other path shows 'Elsewhere' (where a page leads away).
 */
export function renderPages(pages: Record<string, ReactElement>, route: string, { elsewhere = false }: { elsewhere?: boolean } = {}) {
  return renderWithProviders(
    <Routes>
      {Object.entries(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
      {elsewhere ? <Route path="*" element={<p>Elsewhere</p>} /> : null}
    </Routes>,
    { route, shell: { user: fakeUser({ id: 'me', role: 'SuperAdmin' }) } },
  );
}
