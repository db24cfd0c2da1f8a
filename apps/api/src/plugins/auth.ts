import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { authenticateToken, type SessionWithUser } from '../modules/auth/session.service.js';
import { readBearerToken } from '../modules/auth/session-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook for routes that need a logged-in customer. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: SessionWithUser | null;
  }
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
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The session of a request that passed `authenticate`. */
export function requireAuth(request: FastifyRequest): SessionWithUser {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}
