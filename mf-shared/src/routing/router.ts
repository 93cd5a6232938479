/**
 * The router of every app: the react-router values and types the shell and the remotes use, and
 * nothing else of react-router. It is the one module that imports react-router (lint forbids it
 * elsewhere), so react-router ships inside mf-shared's shared module, reduced to these exports,
 * and the page holds one copy: the router context the shell provides is the one every remote
 * reads. Add an export here when an app needs it; routers of tests come from
 * @casino/mf-shared/testing.
 */
export {
  // The shell's data router, its route loaders and its layout.
  createBrowserRouter,
  createPath,
  RouterProvider,
  Outlet,
  data,
  redirect,
  isRouteErrorResponse,
  useRouteError,
  useMatches,
  // What pages read and how they move.
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  Link,
  NavLink,
} from 'react-router';
export type { LinkProps, LoaderFunctionArgs, NavigateOptions, NavLinkProps, RouteObject, To } from 'react-router';
