import { AREAS, Roles, findAreaPage, matchesAreaPath, type AreaKey, type Role } from '@backoffice/contracts';

/** One sidebar link. `active` decides aria-current="page" (sub-pages highlight their list's entry). */
export interface NavEntry {
  label: string;
  path: string;
  active: (pathname: string) => boolean;
}

/**
 * A group of links (SuperAdmin only): an area's nav pages, "Users & Admins" (key `admin-users`: Users Management
 * and Admin Management) or "System" (key `system`: Releases, Scheduled Jobs, Sent Mail).
 */
export interface NavGroup {
  key: AreaKey | 'system';
  title: string;
  entries: NavEntry[];
}

const matchesAny = (patterns: string[]) => (pathname: string) => patterns.some((p) => matchesAreaPath(p, pathname));

interface SpecEntry extends NavEntry {
  roles: Role[];
  /** The group it sits in ({@link SHELL_GROUPS}); none: a top-level entry. */
  group?: ShellGroupKey;
}

type ShellGroupKey = 'admin-users' | 'system';

/** The sidebar's own groups: "Users & Admins" first among the groups, "System" last. */
const SHELL_GROUPS: Readonly<Record<ShellGroupKey, string>> = { 'admin-users': 'Users & Admins', system: 'System' };

/** Areas' nav pages shown in the System group (after its own entries, in this order), not in their area's group. */
const SYSTEM_AREA_PAGES: readonly string[] = ['/jobs', '/outbox'];

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
  // The help desk's saved answers (docs/areas/helpdesk.md, "Canned replies"), for those who answer tickets.
  { label: 'Canned Replies', path: '/canned-replies', roles: [Department, SuperAdmin], active: matchesAny(['/canned-replies']) },
  {
    label: 'Department Management',
    path: '/all-departments',
    roles: [SuperAdmin],
    active: matchesAny([
      '/all-departments',
      '/add-department',
      '/edit-department/:departmentId',
      '/department-details/:departmentId',
      '/department-sla/:departmentId',
    ]),
  },
  {
    label: 'Users Management',
    path: '/users-all',
    roles: [SuperAdmin],
    group: 'admin-users',
    active: matchesAny(['/users-all', '/users', '/users/create', '/users-all/:userId', '/users-all/:userId/role-management']),
  },
  {
    label: 'Admin Management',
    path: '/all-useradmins',
    roles: [SuperAdmin],
    group: 'admin-users',
    active: matchesAny(['/all-useradmins', '/add-useradmins']),
  },
  // The shell's own page: which release of each area is live (features/releases).
  { label: 'Releases', path: '/releases', roles: [SuperAdmin], group: 'system', active: matchesAny(['/releases']) },
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
 * The sidebar of a role (docs/areas/platform.md, "Layout"): the spec's top-level entries, then, for a SuperAdmin,
 * "Users & Admins" (Users Management, Admin Management), one group per back-office area with its nav pages (read
 * from `AREAS`, leaving out the pages linked elsewhere), and "System" (Releases, Scheduled Jobs, Sent Mail). Each
 * entry keeps its roles and its active-path rule wherever it sits.
 */
export function navFor(role: Role): { entries: NavEntry[]; groups: NavGroup[] } {
  const mine = SPEC_ENTRIES.filter((e) => e.roles.includes(role));
  const entryOf = ({ label, path, active }: NavEntry): NavEntry => ({ label, path, active });
  const entries = mine.filter((e) => !e.group).map(entryOf);
  const grouped = (key: ShellGroupKey) => mine.filter((e) => e.group === key).map(entryOf);
  const linked = new Set([...SPEC_ENTRIES.map((e) => e.path), ...SYSTEM_AREA_PAGES]);
  const groups: NavGroup[] = [];
  const system = grouped('system');
  const people = grouped('admin-users');
  if (people.length > 0) groups.push({ key: 'admin-users', title: SHELL_GROUPS['admin-users'], entries: people });
  if (role === SuperAdmin) {
    const systemPages = new Map<string, NavEntry>();
    for (const area of AREAS) {
      const navPages = area.pages.filter((p) => p.nav && p.roles.includes(role));
      const navPaths = navPages.map((p) => p.path);
      // A page with params is linked at the address its `nav` names (e.g. /property/all).
      const entryFor = (p: (typeof navPages)[number]): NavEntry => ({
        label: p.label,
        path: typeof p.nav === 'string' ? p.nav : p.path,
        active: areaEntryActive(p.path, navPaths),
      });
      for (const p of navPages) if (SYSTEM_AREA_PAGES.includes(p.path)) systemPages.set(p.path, entryFor(p));
      const own = navPages.filter((p) => !linked.has(p.path));
      if (own.length === 0) continue;
      groups.push({ key: area.key, title: area.title, entries: own.map(entryFor) });
    }
    for (const path of SYSTEM_AREA_PAGES) {
      const entry = systemPages.get(path);
      if (entry) system.push(entry);
    }
  }
  if (system.length > 0) groups.push({ key: 'system', title: SHELL_GROUPS.system, entries: system });
  return { entries, groups };
}
