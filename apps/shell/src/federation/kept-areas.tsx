import { Activity, memo, useMemo, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigationType,
} from 'react-router-dom';
import { findAreaPage, type AreaKey, type Role } from '@backoffice/contracts';
import { RemoteArea } from './remote-area';

/** What React Router's location context holds: the location an area renders, and how it was reached. */
type AreaLocation = React.ContextType<typeof LocationContext>;

/**
 * The route context an area's own routes start from: the router's root (no parent match; the areas' paths are
 * absolute). The same object always: the route the private app sits under is given a new one on every
 * navigation, which would render every link and route of every kept area again.
 */
const ROOT_ROUTE: React.ContextType<typeof RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/**
 * The area that renders `pathname` for `role`: its key, or null for the shell's own pages, unknown paths and pages
 * the role may not open (the shell's routes answer those: the page, the dashboard, or Access denied).
 */
export function openAreaFor(pathname: string, role: Role): AreaKey | null {
  const found = findAreaPage(pathname);
  return found && found.page.roles.includes(role) ? found.area.key : null;
}

/**
 * Every area opened since sign-in, each kept mounted: the open one visible, the others hidden by React's
 * `<Activity>` (their DOM `display: none`, their effects unmounted, so no query, socket or timer of theirs runs)
 * at the location they were left at. Going back to an area then shows its page as it was, instead of rendering it
 * again; TanStack Query refreshes its data behind if stale (docs/micro-frontends.md, "Kept areas").
 * Renders nothing on the shell's own pages but the hidden areas.
 */
export function KeptAreas({ role }: { role: Role }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const open = openAreaFor(location.pathname, role);
  // Per area, in the order first opened: the location it renders. Only the open area's entry changes; a hidden
  // area keeps the same object, so it renders nothing again while hidden.
  const [kept, setKept] = useState<ReadonlyMap<AreaKey, AreaLocation>>(() => new Map());
  const current = open ? kept.get(open) : undefined;
  // A link back to the very address an area was left at (its sidebar entry, usually) keeps its location object:
  // the area then shows again without rendering anything.
  if (open && !(current && sameAddress(current.location, location))) {
    // Updating state while rendering: React renders this component again at once, before any child
    // (react.dev, "Storing information from previous renders").
    setKept(new Map(kept).set(open, { location, navigationType }));
  }
  return (
    <>
      {[...kept].map(([area, value]) => (
        <KeptArea key={area} area={area} value={value} visible={area === open} />
      ))}
    </>
  );
}

/** True when both locations are the same address and history state (their `key`s differ for every navigation). */
function sameAddress(a: AreaLocation['location'], b: AreaLocation['location']): boolean {
  return a === b || (a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state);
}

/** One kept area under its own location, rendered again only when that location changes. */
const KeptArea = memo(function KeptArea({
  area,
  value,
  visible,
}: {
  area: AreaKey;
  value: AreaLocation;
  visible: boolean;
}) {
  // The same element while the location stays: showing or hiding the area then renders none of it again.
  const content = useMemo(
    () => (
      <RouteContext.Provider value={ROOT_ROUTE}>
        <LocationContext.Provider value={value}>
          <RemoteArea area={area} pathname={value.location.pathname} />
        </LocationContext.Provider>
      </RouteContext.Provider>
    ),
    [area, value],
  );
  return <Activity mode={visible ? 'visible' : 'hidden'}>{content}</Activity>;
});
