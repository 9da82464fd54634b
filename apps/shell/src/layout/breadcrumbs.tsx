import { findAreaPage } from '@backoffice/contracts';
import { Breadcrumb } from '@backoffice/ui';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const SHELL_PAGES: Record<string, string> = { '/users/change-password': 'Change Password' };

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
  const found = findAreaPage(pathname);
  if (!found) return [root];
  const list = found.area.pages.find((p) => p.nav && !found.page.nav && found.page.path.startsWith(`${p.path}/`));
  return [root, { label: found.area.title }, ...(list ? [{ label: list.label, to: list.path }] : []), { label: found.page.label }];
}

/** Breadcrumbs under the top bar. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
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
