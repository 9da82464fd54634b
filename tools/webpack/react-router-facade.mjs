// What the shell and the remotes share as 'react-router' AND 'react-router-dom' (tools/webpack/federation.js).
// A shared module is bundled whole: sharing the packages themselves put all of React Router 7 (data routers,
// server runtime, cookies: 60 KB gzip) on the login page. Sharing this explicit list lets webpack drop the rest
// (14 KB gzip). Both keys resolve to this one module, so router contexts stay singletons.
// Need another export? Add it here; tools/webpack-config.spec.ts fails while a source file imports a name from
// react-router(-dom) that is missing here (at run time it would be undefined). Jest uses the real packages.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'backoffice-react-router-impl';
