import { can, type StaffPermission } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { readBearerToken } from '../modules/auth/session-token.js';
import { authenticateStaffToken, type StaffAuth } from '../modules/staff/staff-auth.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook for /api/admin routes: a live staff session whose role has `permission`. */
    staffWith: (permission: StaffPermission | null) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    staffAuth: StaffAuth | null;
  }
}

/**
 * Staff bearer tokens, looked up only in the staff sessions: a customer's token is unknown here (401), and a staff
 * token is unknown to the customer API. A role without the permission gets 403.
 */
export const staffAuthPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('staffAuth', null);
    app.decorate('staffWith', (permission: StaffPermission | null) => async (request: FastifyRequest) => {
      const token = readBearerToken(request.headers.authorization);
      const found = token ? await authenticateStaffToken(app.db, token, app.clock.now()) : null;
      if (!found) throw new AppError('UNAUTHENTICATED');
      if (permission && !can(found.staff.role, permission)) throw new AppError('FORBIDDEN');
      request.staffAuth = found;
    });
  },
  { name: 'staff-auth', dependencies: ['db'] },
);

/** The staff session of a request that passed `staffWith`. */
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
