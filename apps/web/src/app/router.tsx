import { Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { NotFound } from '@/components/layout/not-found';
import { type Access, paths, type RouteName, redirects } from '@/config/paths';
import { lazyWithQueries, withQueries } from '@/lib/query-scope';
import { loadRouteModule, routeFiles } from './route-modules';
import { type LazyScreen, lazyScreen } from './routing/lazy-screen';
import { RouteErrorBoundary } from './routing/route-error-boundary';
import { ScrollKeeper } from './routing/scroll-keeper';

/** What a route carries for preloadRoute: its element's module download. */
interface RouteHandle {
  preload: () => Promise<void>;
}

const lazyRoute = (Screen: LazyScreen): Pick<RouteObject, 'element' | 'handle'> => ({
  element: <Screen />,
  handle: { preload: Screen.preload } satisfies RouteHandle,
});

/**
 * A screen's module, and with it the query library and the page's query client (lib/query-scope.tsx), except for
 * the home page and /login: the home page's news counter reads through lib/one-request-store.ts, and /login loads
 * its queries' parts only when they show (the captcha, the second step, a stored session).
 */
function screenOf(name: RouteName): LazyScreen {
  const load = loadRouteModule(routeFiles[name]);
  const component = () => load().then((module) => module.Component);
  return lazyScreen(name === 'home' || name === 'login' ? component : () => withQueries(component()), name);
}

const routesWith = (access: Access): RouteObject[] =>
  (Object.entries(paths) as [RouteName, (typeof paths)[RouteName]][])
    .filter(([, route]) => route.access === access)
    .map(([name, route]) => ({ path: route.path, ...lazyRoute(screenOf(name)) }));

// The private guard asks for the profile: it loads with the first private screen, and the query library with it.
const privateGuard = lazyScreen(
  () => withQueries(import('@/features/auth/components/session-guard').then((module) => module.PrivateGuard)),
  'guard',
);

// The guest guard brings the query library only for a visitor who arrives with a token (its own module says so).
const guestGuard = lazyScreen(
  () => import('@/features/auth/components/guest-guard').then((module) => module.GuestGuard),
  'guest-guard',
);

/** The guessed addresses (see `redirects`), each a route that only redirects. */
const redirectRoutes: RouteObject[] = Object.entries(redirects).map(([from, to]) => ({
  path: from,
  element: <Navigate to={to} replace />,
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

// The cabinet's frame loads with its first page: public pages never need it.
const CabinetLayout = lazyScreen(
  () => import('./cabinet-layout').then((module) => module.CabinetLayout),
  'cabinet-layout',
);

/** The screens' error boundary, cleared by a change of address (routing/route-error-boundary.tsx). */
function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Every route of docs/product/overview.md under the shell, each behind the guard of its access class. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout accountSwitcher={accountSwitcher} />,
    children: [
      {
        element: <ScreenBoundary />,
        children: [
          ...routesWith('public'),
          ...redirectRoutes,
          { ...lazyRoute(guestGuard), children: routesWith('guest') },
          {
            ...lazyRoute(privateGuard),
            children: [{ ...lazyRoute(CabinetLayout), children: routesWith('private') }],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** The portal's screens for the router's location (the browser's, or the prerender's fixed one). */
export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <ScrollKeeper />
    </>
  );
}

/**
 * Loads the modules `pathname`'s screen renders (its guard, frame and screen). Rendering before that would
 * suspend: over a prerendered page React takes the fallback as a mismatch and paints again from scratch.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matched.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload()));
}
