import { errorResponseSchema, liveEventPaths, liveEventTicketSchema, okEnvelope } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModulePorts } from '../../composition/app-module.js';
import { AppError } from '../../errors/app-error.js';
import { requireAuth } from '../../plugins/auth.js';
import {
  createTicket,
  eventsToReplay,
  forgetStream,
  isStreamOpen,
  keepNewestStreams,
  redeemTicket,
} from './live-events.service.js';
import type { LiveHub } from './live-hub.js';
import { openLiveStream } from './live-stream.js';

export interface LiveRoutesOptions {
  hub: LiveHub;
  heartbeatMs: number;
  /** Open streams one person may hold across every process (a member's count as theirs, not the owner's). */
  streamsPerAccount: number;
  /** Whether the stream's session still works and may follow the account (the team module's, at composition). */
  mayFollowAccount: ModulePorts['mayFollowAccount'];
}

/** A full process asks the browser to come back after this long (another process may have room sooner). */
const FULL_PROCESS_RETRY_SECONDS = 30;

/** An event id as the browser sends it back (header or query); anything else means "no replay". */
const eventIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).catch(0);

export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (
  app,
  { hub, heartbeatMs, streamsPerAccount, mayFollowAccount },
) => {
  app.post(
    liveEventPaths.ticket,
    {
      // The live stream is reading too; a member follows the account they opened. The ticket is bound to the
      // session that buys it, so a personal API key (no session) cannot.
      config: { supportSession: 'allowed', accountPermission: 'member', sessionOnly: true },
      onRequest: app.limits.liveTicketsPerAccount,
      schema: {
        tags: ['live'],
        operationId: 'createEventsTicket',
        summary: 'A single-use ticket, good for 60 s, that opens this session’s event stream',
        security: [{ bearerAuth: [] }],
        response: {
          200: okEnvelope(liveEventTicketSchema),
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user, actor, session } = requireAuth(request);
      const data = await createTicket(
        app.db,
        { userId: user.id, personId: actor.id, sessionId: session.sessionId },
        app.clock.now(),
      );
      return { status: true as const, data };
    },
  );

  app.get(
    liveEventPaths.stream,
    {
      sse: 'only',
      schema: {
        tags: ['live'],
        operationId: 'streamEvents',
        security: [],
        summary: 'The customer’s live events (balance, order, notification, session) as Server-Sent Events',
        description:
          'Opened with a ticket (spent on use). Last-Event-ID (header, or last_event_id after a new ticket) ' +
          'replays the events after it from the last hour, at most 100. Ends when the session does. An ' +
          'person (owner or member) holds at most LIVE_STREAMS_PER_ACCOUNT streams across the processes (a new one ' +
          'closes their oldest); ' +
          'a full process answers 429 with Retry-After.',
        querystring: z.object({
          ticket: z.string().min(1).max(128),
          last_event_id: eventIdSchema.optional(),
        }),
        response: {
          200: z.any().describe('The event stream (text/event-stream)'),
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Checked before the ticket is spent, so the browser may come back with it after the wait.
      if (!hub.hasRoom())
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: FULL_PROCESS_RETRY_SECONDS });
      const owner = await redeemTicket(app.db, {
        ticket: request.query.ticket,
        now: app.clock.now(),
        mayFollowAccount,
      });
      const onError = (error: unknown) => request.log.warn({ err: error }, 'live stream');
      const stream = openLiveStream({
        owner,
        reply,
        heartbeatMs,
        isSessionOpen: () => isStreamOpen(app.db, owner, { now: app.clock.now(), mayFollowAccount }),
        eventsAfter: (lastId) =>
          eventsToReplay(app.db, { userId: owner.userId, lastEventId: lastId, now: app.clock.now() }),
        onClose: (closed) => {
          hub.remove(closed);
          forgetStream(app.db, owner).catch(onError);
        },
        onError,
      });
      reply.sse.keepAlive();
      reply.sse.sendHeaders();
      // Node holds the head back until the first body bytes; a comment lets the browser's `open` fire now.
      reply.raw.write(': open\n\n');
      // Registered before the replay is read, so nothing committed in between is lost (sent ids dedupe).
      hub.add(stream);
      // Past the person's cap their oldest streams close, in whichever process holds them.
      // The answer has begun: a failure here is logged, not thrown (the person's next stream keeps the cap).
      await keepNewestStreams(app.db, owner.personId, streamsPerAccount).catch(onError);
      const lastEventId = request.query.last_event_id || eventIdSchema.parse(reply.sse.lastEventId ?? 0);
      if (lastEventId > 0) {
        for (const event of await eventsToReplay(app.db, {
          userId: owner.userId,
          lastEventId,
          now: app.clock.now(),
        })) {
          stream.send(event);
        }
      }
    },
  );
};
