import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// The permission matrices (team roles, API-key scopes) call every client route that needs a session, as the app
// declared it, and compare each answer with what the route's declaration promises.

export type ClientRoute = FastifyInstance['customerRoutes'][number];

/** What a route answered: its status, and its error code when it refused. */
export interface RouteAnswer {
  status: number;
  code: string | null;
}

export const routeLabel = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * A concrete URL for a route pattern: values of the right shape naming no row (the gate decides before a row is
 * read, and a permitted call must not remove what the next cases need).
 */
const urlOf = (pattern: string) =>
  pattern
    .replace(':token', 'x'.repeat(43))
    .replace(':zone', 'example.uz')
    .replace(':name', 'example.uz')
    .replace(':kind', 'passport_photo')
    .replace(':session_id', 'nosuchsession')
    .replace(/:[a-zA-Z_]+/g, '999999');

const signsOut = (route: ClientRoute) => route.url.endsWith('/auth/logout');

/** One call of `route` with `headers` (an empty body where the method takes one, a fresh Idempotency-Key). */
export async function callRoute(
  app: FastifyInstance,
  route: { method: string; url: string },
  headers: Record<string, string>,
): Promise<RouteAnswer> {
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await app.inject({
    method: route.method as 'GET',
    url: urlOf(route.url),
    headers: { ...headers, 'idempotency-key': randomUUID() },
    ...(withBody ? { payload: {} } : {}),
  });
  return { status: response.statusCode, code: response.statusCode >= 400 ? response.json().code : null };
}

/**
 * Calls every client route that needs a session with `headers` and hands each answer to `check`. Signing out ends
 * the caller's session, so it comes last; `signOut: false` leaves it out, for a session that must outlive the walk.
 */
export async function walkClientRoutes(
  app: FastifyInstance,
  headers: Record<string, string>,
  check: (route: ClientRoute, answer: RouteAnswer) => void | Promise<void>,
  { signOut = true }: { signOut?: boolean } = {},
): Promise<void> {
  const routes = [...app.customerRoutes].sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
  for (const route of routes) {
    if (!signOut && signsOut(route)) continue;
    await check(route, await callRoute(app, route, headers));
  }
}
