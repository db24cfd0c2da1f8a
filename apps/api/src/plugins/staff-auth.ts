import { can, type StaffPermission } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { readBearerToken } from '../lib/bearer-token.js';
import { hooksOf } from '../lib/route-hooks.js';
import { declaresScheme, requireDeclaredSecurity } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a staff route needs of the staff member's role (`null`: any live staff session). Every route declaring
     * `staffBearerAuth` sets it, or the app does not start.
     */
    permission?: StaffPermission | null;
  }
}

/** A staff member and their session; its type is declared by the staff module (modules/staff/request-staff.ts). */
type StaffAuth = NonNullable<FastifyRequest['staffAuth']>;

/** What the plugin needs of the staff module, given at composition (app.ts): a plugin imports no module. */
export interface StaffAuthPluginOptions {
  /** The live staff session and its member of a bearer token, or null. */
  authenticateStaffToken: (db: Database, token: string, now: Date) => Promise<StaffAuth | null>;
}

const STAFF_API = '/api/admin/';

/**
 * Staff bearer tokens, looked up only in the staff sessions: a customer's token is unknown here (401), and a staff
 * token is unknown to the customer API. A role without the permission gets 403. What a staff route needs is read
 * from the route as it registers, its declared `staffBearerAuth` and its `config.permission`: it is the route that
 * the router matched that decides, whatever the spelling of the URL.
 */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance, { authenticateStaffToken }: StaffAuthPluginOptions) => {
    app.decorateRequest('staffAuth', null);
    async function authenticateStaff(
      request: FastifyRequest,
      permission: StaffPermission | null | undefined,
    ) {
      const token = readBearerToken(request.headers.authorization);
      const found = token ? await authenticateStaffToken(app.db, token, app.clock.now()) : null;
      if (!found) throw new AppError('UNAUTHENTICATED');
      if (permission && !can(found.staff.role, permission)) throw new AppError('FORBIDDEN');
      request.staffAuth = found;
    }
    // The staff routes' own hook, added as each registers: every other request (the customer API, pages) passes
    // without it, and the route's permission is read once, here, not per request.
    app.addHook('onRoute', (route) => {
      requireDeclaredSecurity(STAFF_API, route.url, route.schema);
      if (!declaresScheme(route.schema, 'staffBearerAuth')) return;
      const permission = route.config?.permission;
      if (permission === undefined) {
        throw new Error(`${route.url} needs staff: give it config.permission (null for any staff member)`);
      }
      if (!route.url.startsWith(STAFF_API)) return;
      const authenticateHook: onRequestHookHandler = (request, _reply, done) => {
        authenticateStaff(request, permission).then(() => done(), done);
      };
      // First among the route's own hooks, as when it was the last app-wide one.
      route.onRequest = [authenticateHook, ...hooksOf(route.onRequest)];
    });
  },
  { name: 'staff-auth', dependencies: ['db'] },
);

/** The staff session of a request the staff hook let through. */
export function requireStaff(request: FastifyRequest): StaffAuth {
  if (!request.staffAuth) throw new AppError('UNAUTHENTICATED');
  return request.staffAuth;
}

/** Who acted, from where and when: what every audited action records. */
export const actorOf = (request: FastifyRequest, at: Date) => ({
  staffId: requireStaff(request).staff.id,
  ipAddress: request.ip,
  at,
});
