import { can, type StaffPermission } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { readBearerToken } from '../lib/bearer-token.js';
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
 * token is unknown to the customer API. A role without the permission gets 403. One hook for the whole staff API
 * decides on the matched route: its declared `staffBearerAuth` and its `config.permission`.
 */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance, { authenticateStaffToken }: StaffAuthPluginOptions) => {
    app.decorateRequest('staffAuth', null);
    app.addHook('onRoute', (route) => {
      requireDeclaredSecurity(STAFF_API, route.url, route.schema);
      if (declaresScheme(route.schema, 'staffBearerAuth') && route.config?.permission === undefined) {
        throw new Error(`${route.url} needs staff: give it config.permission (null for any staff member)`);
      }
    });
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
    // A callback hook: every other request (the customer API, pages) passes without a promise of its own.
    app.addHook('onRequest', (request, _reply, done) => {
      const { url, schema, config } = request.routeOptions;
      if (!url?.startsWith(STAFF_API) || !declaresScheme(schema, 'staffBearerAuth')) return done();
      authenticateStaff(request, config.permission).then(() => done(), done);
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
