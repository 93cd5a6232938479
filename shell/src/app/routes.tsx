import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './error/error-page';
import { ShellLayout, type RouteHandle } from './layout/shell-layout';
import { RemoteView } from './remote-loader/remote-view';
import { routeTable, type RouteEntry } from './route-table';
import { AuthCallbackPage, LoadingPage } from './shell-pages';

function elementOf(entry: RouteEntry) {
  if (entry.redirect) return <Navigate to={entry.redirect} replace />;
  if (entry.module) return <RemoteView key={entry.module} id={entry.module} props={{}} />;
  if (entry.shellPage === 'loading') return <LoadingPage />;
  if (entry.shellPage === 'authCallback') return <AuthCallbackPage />;
  throw new Error(`Route ${entry.path} has neither a module, a shell page nor a redirect.`);
}

/** The React Router route table, built from the plain route table. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      errorElement: <ErrorPage />,
      children: [
        ...routeTable.map(
          (entry): RouteObject => ({
            path: entry.path,
            element: elementOf(entry),
            handle: { chrome: entry.chrome } satisfies RouteHandle,
          }),
        ),
        { path: '*', element: <ErrorPage status={404} /> },
      ],
    },
  ];
}
