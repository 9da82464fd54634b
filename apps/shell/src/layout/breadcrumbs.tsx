import { ALL_ROLES, findAreaPage } from '@backoffice/contracts';
import { Breadcrumb } from '@backoffice/ui';
import { Fragment, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { navFor, type NavEntry } from './nav-items';

const SHELL_PAGES: Record<string, string> = { '/users/change-password': 'Change Password', '/releases': 'Releases' };

interface Crumb {
  label: string;
  to?: string;
}

/** Crumbs of a path, rooted at /dashboard: Dashboard › area › page. */
export function crumbsFor(pathname: string): Crumb[] {
  const root: Crumb = { label: 'Dashboard', to: '/dashboard' };
  if (pathname === '/dashboard') return [{ label: 'Dashboard' }];
  const own = SHELL_PAGES[pathname];
  if (own) return [root, { label: own }];
  // A bulk run's page (features/bulk-runs), the jobs tray's link.
  if (/^\/bulk-runs\/[^/]+$/.test(pathname)) return [root, { label: 'Bulk run' }];
  const found = findAreaPage(pathname);
  if (!found) return [root];
  // A sub-page (add, edit, view, SEO) sits under the list its sidebar entry highlights.
  const list = found.page.nav ? undefined : ALL_ENTRIES.find((e) => e.path !== pathname && e.active(pathname));
  return [root, { label: found.area.title }, ...(list ? [{ label: list.label, to: list.path }] : []), { label: found.page.label }];
}

const ALL_ENTRIES: NavEntry[] = (() => {
  const seen = new Map<string, NavEntry>();
  for (const role of ALL_ROLES) {
    const { entries, groups } = navFor(role);
    for (const e of [...entries, ...groups.flatMap((g) => g.entries)]) if (!seen.has(e.path)) seen.set(e.path, e);
  }
  return [...seen.values()];
})();

/** Breadcrumbs under the top bar. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  const title = crumbs[crumbs.length - 1]?.label;
  useEffect(() => {
    document.title = title ? `${title} · Back Office` : 'Back Office';
  }, [title]);
  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm" px="6" pt="4">
      <Breadcrumb.List>
        {crumbs.map((c, i) => (
          <Fragment key={`${c.label}-${i}`}>
            {i > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item>
              {c.to && i < crumbs.length - 1 ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={c.to}>{c.label}</RouterLink>
                </Breadcrumb.Link>
              ) : i === crumbs.length - 1 ? (
                <Breadcrumb.CurrentLink>{c.label}</Breadcrumb.CurrentLink>
              ) : (
                <span>{c.label}</span>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
