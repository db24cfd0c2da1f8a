import type { StaffAuth } from './staff-auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member and session, set by plugins/staff-auth.ts on a route that declares staffBearerAuth. */
    staffAuth: StaffAuth | null;
  }
}
