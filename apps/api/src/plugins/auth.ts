import { API_BASE, apiPaths } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { authenticateToken, type SessionWithUser } from '../modules/auth/session.service.js';
import { readBearerToken } from '../modules/auth/session-token.js';
import { recordAudit } from '../modules/staff/audit.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook for routes that need a logged-in customer. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: SessionWithUser | null;
  }
}

/**
 * What a support session ("view as customer") may not do: change credentials or contacts (everything that
 * writes under /user/security/, and the profile itself, which can carry the e-mail), or move money (every
 * route that takes an Idempotency-Key).
 */
function isClosedToSupport(request: FastifyRequest): boolean {
  if (request.routeOptions.config.idempotent) return true;
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return (
    request.url.startsWith(`${API_BASE}/user/security/`) || request.routeOptions.url === apiPaths.profile
  );
}

/** Bearer-token authentication: one query loads the session and its user. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readBearerToken(request.headers.authorization);
      const found = token ? await authenticateToken(app.db, token, app.clock.now()) : null;
      if (!found) throw new AppError('UNAUTHENTICATED');
      request.auth = found;
      if (found.session.supportStaffId !== null && isClosedToSupport(request)) {
        throw new AppError('SUPPORT_SESSION_FORBIDDEN');
      }
    });
    // Every request of a support session is audited as the staff member acting for the customer, before its
    // answer leaves: no answer reaches the staff member without its row.
    // A callback hook: the other requests, nearly all, pass without a promise of their own.
    app.addHook('onSend', (request, reply, payload, done) => {
      const staffId = request.auth?.session.supportStaffId;
      if (!request.auth || staffId === null || staffId === undefined) return done(null, payload);
      recordAudit(app.db, {
        staffId,
        customerId: request.auth.user.id,
        action: 'support.request',
        before: null,
        after: { method: request.method, path: request.url.split('?')[0], status: reply.statusCode },
        ipAddress: request.ip,
        at: app.clock.now(),
      }).then(() => done(null, payload), done);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The session of a request that passed `authenticate`. */
export function requireAuth(request: FastifyRequest): SessionWithUser {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
