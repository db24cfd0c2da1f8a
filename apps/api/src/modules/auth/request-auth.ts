import type { SessionWithUser } from './session.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer's session and user, set by plugins/auth.ts on a route that declares bearerAuth. */
    auth: SessionWithUser | null;
  }
}
