import { authHistoryEntrySchema, errorResponseSchema, okEnvelope, securityPaths } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import { requireAuth } from '../../plugins/auth.js';
import { idleSecondsOf } from '../auth/session.service.js';
import { publishLiveEvent } from '../live/live-events.service.js';
import { endOtherSessions, endOwnSession, listOpenSessions } from './sessions.repository.js';

const security = [{ bearerAuth: [] }];

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    securityPaths.authHistory,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['sessions'],
        operationId: 'listSessions',
        summary: 'My active sessions, newest first; "is_current" marks this one',
        security,
        response: { 200: okEnvelope(z.array(authHistoryEntrySchema)), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const now = app.clock.now().getTime();
      const rows = await listOpenSessions(app.db, auth.user.id);
      // Sessions idle past their lifetime are over even if nobody has ended them yet.
      const live = rows.filter(
        (row) =>
          (now - row.lastActive.getTime() <= idleSecondsOf(row.remember) * 1000 &&
            (row.expiresAt === null || row.expiresAt.getTime() > now)) ||
          row.id === auth.session.id,
      );
      const data = live.map((row) => ({
        session_id: row.sessionId,
        login_time: row.loginTime.toISOString(),
        last_active: row.lastActive.toISOString(),
        ip_address: row.ipAddress,
        user_agent: row.userAgent,
        ...describeUserAgent(row.userAgent),
        is_current: row.id === auth.session.id,
        support_session: row.supportStaffId !== null,
      }));
      return { status: true as const, data };
    },
  );

  app.delete(
    securityPaths.authHistoryEntry,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['sessions'],
        operationId: 'endSession',
        summary: 'End one of my sessions (another customer’s id answers 404)',
        security,
        params: z.object({ session_id: z.string().min(1).max(64) }),
        response: { 200: okEnvelope(z.null()), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const now = app.clock.now();
      const ended = await endOwnSession(app.db, user.id, request.params.session_id, now);
      if (!ended) throw new AppError('NOT_FOUND');
      // Its open event streams close at once.
      await publishLiveEvent(app.db, {
        userId: user.id,
        kind: 'session',
        payload: { session_id: request.params.session_id, reason: 'revoked' },
        at: now,
      });
      return { status: true as const, data: null };
    },
  );

  app.delete(
    securityPaths.authHistory,
    {
      config: { accountPermission: 'owner' },
      schema: {
        tags: ['sessions'],
        operationId: 'endOtherSessions',
        summary: 'End all my other sessions; this one stays',
        security,
        response: { 200: okEnvelope(z.null()), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const now = app.clock.now();
      await endOtherSessions(app.db, auth.user.id, auth.session.id, now);
      await publishLiveEvent(app.db, {
        userId: auth.user.id,
        kind: 'session',
        payload: { session_id: null, reason: 'others_ended' },
        at: now,
      });
      return { status: true as const, data: null };
    },
  );
};
