import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';

/**
 * Renders the pages of `pages` (route pattern → element, e.g. `{ '/editHotel/:hotelId': <EditHotelPage /> }`) in
 * one `<Routes>` inside {@link renderWithProviders} and opens `route` (a path with its query). A page that leads
 * away shows another entry of `pages` (a stand-in such as `<p>Coupons list</p>`) or nothing. `options` are
 * renderWithProviders' but the route (e.g. `shell: { user: fakeUser({ role: 'SuperAdmin' }) }`); returns what it
 * returns.
 */
export function renderRoutes(
  pages: Record<string, ReactElement>,
  route: string,
  options: Omit<RenderWithProvidersOptions, 'route'> = {},
): ReturnType<typeof renderWithProviders> {
  return renderWithProviders(
    <Routes>
      {Object.entries(pages).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>,
    { ...options, route },
  );
}
