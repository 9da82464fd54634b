import { AREAS, Roles, findAreaPage, matchesAreaPath, type AreaKey, type Role } from '@backoffice/contracts';

/** One sidebar link. `active` decides aria-current="page" (sub-pages highlight their list's entry). */
export interface NavEntry {
  label: string;
  path: string;
  active: (pathname: string) => boolean;
}

/** An area's group of links (SuperAdmin only). */
export interface NavGroup {
  key: AreaKey;
  title: string;
  entries: NavEntry[];
}

const matchesAny = (patterns: string[]) => (pathname: string) => patterns.some((p) => matchesAreaPath(p, pathname));

interface SpecEntry extends NavEntry {
  roles: Role[];
}

const { Employee, Department, SuperAdmin } = Roles;

/** The spec's sidebar entries by role (docs/areas/platform.md, "Layout"), plus the dashboard and Releases. */
const SPEC_ENTRIES: SpecEntry[] = [
  { label: 'Dashboard', path: '/dashboard', roles: [Employee, Department, SuperAdmin], active: matchesAny(['/dashboard']) },
  { label: 'Change Password', path: '/users/change-password', roles: [Department, Employee], active: matchesAny(['/users/change-password']) },
  {
    label: 'Ticket Management',
    path: '/all-tickets',
    roles: [Employee, Department, SuperAdmin],
    active: matchesAny(['/all-tickets', '/add-ticket', '/view-ticket']),
  },
  {
    label: 'My Tickets',
    path: '/all-mytickets',
    roles: [Department],
    active: matchesAny(['/all-mytickets', '/add-myticket', '/view-myticket']),
  },
  {
    label: 'Department Management',
    path: '/all-departments',
    roles: [SuperAdmin],
    active: matchesAny(['/all-departments', '/add-department', '/edit-department/:departmentId', '/department-details/:departmentId']),
  },
  {
    label: 'Users Management',
    path: '/users-all',
    roles: [SuperAdmin],
    active: matchesAny(['/users-all', '/users', '/users/create', '/users-all/:userId', '/users-all/:userId/role-management']),
  },
  {
    label: 'Admin Management',
    path: '/all-useradmins',
    roles: [SuperAdmin],
    active: matchesAny(['/all-useradmins', '/add-useradmins']),
  },
  // The shell's own page: which release of each area is live (features/releases).
  { label: 'Releases', path: '/releases', roles: [SuperAdmin], active: matchesAny(['/releases']) },
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * For an area's nav page: active on its own path and on the area's non-nav pages below it
 * (`/faq/seo` and `/faq/:fqaID` highlight FAQ; `/coupons/create` highlights Coupons).
 */
function areaEntryActive(navPath: string, siblingNavPaths: string[]) {
  return (pathname: string) => {
    if (matchesAreaPath(navPath, pathname)) return true;
    const found = findAreaPage(pathname);
    if (!found || found.page.nav) return false;
    const page = segments(found.page.path);
    const best = siblingNavPaths
      .filter((p) => {
        const s = segments(p);
        return s.length < page.length && s.every((seg, i) => seg === page[i]);
      })
      .sort((a, b) => segments(b).length - segments(a).length)[0];
    return best === navPath;
  };
}

/**
 * The sidebar of a role: the spec's entries, then, for a SuperAdmin, one group per back-office area with its
 * nav pages (read from `AREAS`), leaving out the pages the spec's entries already link.
 */
export function navFor(role: Role): { entries: NavEntry[]; groups: NavGroup[] } {
  const entries = SPEC_ENTRIES.filter((e) => e.roles.includes(role)).map(({ label, path, active }) => ({ label, path, active }));
  const linked = new Set(SPEC_ENTRIES.map((e) => e.path));
  const groups: NavGroup[] = [];
  if (role === SuperAdmin) {
    for (const area of AREAS) {
      const navPages = area.pages.filter((p) => p.nav && p.roles.includes(role));
      const navPaths = navPages.map((p) => p.path);
      const own = navPages.filter((p) => !linked.has(p.path));
      if (own.length === 0) continue;
      groups.push({
        key: area.key,
        title: area.title,
        // A page with params is linked at the address its `nav` names (e.g. /property/all).
        entries: own.map((p) => ({
          label: p.label,
          path: typeof p.nav === 'string' ? p.nav : p.path,
          active: areaEntryActive(p.path, navPaths),
        })),
      });
    }
  }
  return { entries, groups };
}
