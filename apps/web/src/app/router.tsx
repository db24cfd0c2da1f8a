import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, type DataRouter, type RouteObject, redirect } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { NotFound } from '@/components/layout/not-found';
import { RouteError } from '@/components/layout/route-error';
import { LoadingScreen } from '@/components/layout/route-overlay';
import { type Access, paths, type RouteName, redirects } from '@/config/paths';
import { lazyWithQueries, withQueries } from '@/lib/query-scope';
import { loadRouteModule, routeFiles } from './route-modules';

/**
 * A screen's module, and with it the query library and the page's query client (lib/query-scope.tsx), except for
 * the home page and /login: they paint without them, and load their queries' parts after (the news counter; the
 * login's captcha, second step and session).
 */
function loadScreen(name: RouteName) {
  const load = loadRouteModule(routeFiles[name]);
  if (name === 'home' || name === 'login') return load;
  return async () => ({ Component: await withQueries(load().then((module) => module.Component)) });
}

const routesWith = (access: Access): RouteObject[] =>
  (Object.entries(paths) as [RouteName, (typeof paths)[RouteName]][])
    .filter(([, route]) => route.access === access)
    .map(([name, route]) => ({ path: route.path, lazy: loadScreen(name) }));

// The private guard asks for the profile: it loads with the first private screen, and the query library with it.
const loadGuard =
  (pick: (module: typeof import('@/features/auth/components/session-guard')) => ComponentType) =>
  async () => ({
    Component: await withQueries(import('@/features/auth/components/session-guard').then(pick)),
  });

// The guest guard brings the query library only for a visitor who arrives with a token (its own module says so).
const loadGuestGuard = async () => ({
  Component: (await import('@/features/auth/components/guest-guard')).GuestGuard,
});

/** The guessed addresses (see `redirects`), each a route that only redirects. */
const redirectRoutes: RouteObject[] = Object.entries(redirects).map(([from, to]) => ({
  path: from,
  loader: () => redirect(to),
}));

// Only a signed-in person sees the switcher (the header asks), and its query code and schemas (zod, the team
// contracts) would otherwise ride in every visitor's first download.
const AccountSwitcher = lazyWithQueries(() =>
  import('@/features/team/components/account-switcher').then((module) => module.AccountSwitcher),
);
// A removed member's notice rides in the same signed-in-only chunk.
const AccountClosedNotice = lazyWithQueries(() =>
  import('@/features/team/components/account-closed-notice').then((module) => module.AccountClosedNotice),
);
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
          { lazy: loadGuestGuard, children: routesWith('guest') },
          {
            lazy: loadGuard((module) => module.PrivateGuard),
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
