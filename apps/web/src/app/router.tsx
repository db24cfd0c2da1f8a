import { lazy, Suspense } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject, redirect } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { NotFound } from '@/components/layout/not-found';
import { RouteError } from '@/components/layout/route-error';
import { LoadingScreen } from '@/components/layout/route-overlay';
import { type Access, paths, type RouteName, redirects } from '@/config/paths';
import { GuestGuard, PrivateGuard } from '@/features/auth/components/session-guard';
import { loadRouteModule, routeFiles } from './route-modules';

const routesWith = (access: Access): RouteObject[] =>
  (Object.entries(paths) as [RouteName, (typeof paths)[RouteName]][])
    .filter(([, route]) => route.access === access)
    .map(([name, route]) => ({ path: route.path, lazy: loadRouteModule(routeFiles[name]) }));

/** The guessed addresses (see `redirects`), each a route that only redirects. */
const redirectRoutes: RouteObject[] = Object.entries(redirects).map(([from, to]) => ({
  path: from,
  loader: () => redirect(to),
}));

// Only a signed-in person sees the switcher (the header asks), and its query code and schemas (zod, the team
// contracts) would otherwise ride in every visitor's first download.
const AccountSwitcher = lazy(async () => ({
  default: (await import('@/features/team/components/account-switcher')).AccountSwitcher,
}));
// A removed member's notice rides in the same signed-in-only chunk.
const AccountClosedNotice = lazy(async () => ({
  default: (await import('@/features/team/components/account-closed-notice')).AccountClosedNotice,
}));
const accountSwitcher = (
  <Suspense fallback={null}>
    <AccountSwitcher />
    <AccountClosedNotice />
  </Suspense>
);

const loadCabinetLayout = async () => ({
  Component: (await import('./cabinet-layout')).CabinetLayout,
});

/** Every route of docs/product/overview.md under the shell, each behind the guard of its access class. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout accountSwitcher={accountSwitcher} />,
    // Shown while the first screen's lazy chunk downloads.
    HydrateFallback: LoadingScreen,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...routesWith('public'),
          ...redirectRoutes,
          { element: <GuestGuard />, children: routesWith('guest') },
          {
            element: <PrivateGuard />,
            // The cabinet's frame loads with its first page: public pages never need it.
            children: [{ lazy: loadCabinetLayout, children: routesWith('private') }],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Resolves once the router has loaded the first screen's lazy module. Hydrating before that would render the
 * loading fallback over a prerendered page, which React takes as a mismatch and paints again from scratch.
 */
export function whenRouterReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
