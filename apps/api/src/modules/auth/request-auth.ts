import type { AccountPermission, ApiKeyScope } from '@portal/contracts';
import type { SessionWithUser } from './session.repository.js';

/**
 * The customer side of a request: whose account it acts in (`user`) and who is acting (`actor`). They are the same
 * person unless a member opened another's account with `X-Account-Id`; then `membership` says what they may do.
 * Services read `user`, so every existing route acts in the open account without knowing about teams.
 */
export interface RequestAuth extends SessionWithUser {
  /** The person signed in (the session's user). */
  actor: SessionWithUser['user'];
  /** Set while a member acts in someone else's account. */
  membership: { id: number; permissions: readonly AccountPermission[] } | null;
  /**
   * Set when a personal API key made the request: it acts in its owner's account within its scopes, and its
   * `session` is a stand-in with no row (`id` 0), since keys never reach the routes that read a session.
   */
  apiKey: { id: number; scopes: readonly ApiKeyScope[] } | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer's session and user, set by plugins/auth.ts on a route that declares bearerAuth. */
    auth: RequestAuth | null;
  }
}
