import type { LiveEvent } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { StreamOwner } from './live-events.service.js';
import type { LiveStream } from './live-hub.js';

/** Ids sent are remembered up to this many, enough to drop what a replay and a NOTIFY both bring. */
const SENT_IDS_KEPT = 200;

export interface OpenStreamOptions {
  owner: StreamOwner;
  reply: FastifyReply;
  heartbeatMs: number;
  /** Whether the stream's session still works; checked on each heartbeat, as a safety net. */
  isSessionOpen(): Promise<boolean>;
  /** The customer's events after an id (the replay). */
  eventsAfter(lastEventId: number): Promise<LiveEvent[]>;
  onClose(stream: LiveStream): void;
  onError(error: unknown): void;
}

/** Wraps one SSE reply: sends each event once, in id order of arrival, and ends with its session. */
export function openLiveStream(options: OpenStreamOptions): LiveStream {
  const { reply, owner } = options;
  const sent = new Set<number>();
  let lastId = 0;
  let closed = false;

  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    options.onClose(stream);
    if (reply.sse.isConnected) reply.sse.close();
  };

  const checkSession = () => {
    options.isSessionOpen().then((open) => {
      if (!open) close();
    }, options.onError);
  };

  const stream: LiveStream = {
    owner,
    send: (event) => {
      if (closed || sent.has(event.id) || !reply.sse.isConnected) return;
      sent.add(event.id);
      if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value as number);
      lastId = Math.max(lastId, event.id);
      reply.sse.send({ id: String(event.id), event: event.kind, data: event }).catch(options.onError);
    },
    checkSession,
    catchUp: () => {
      options.eventsAfter(lastId).then((events) => {
        for (const event of events) stream.send(event);
      }, options.onError);
    },
    close,
  };

  const timer = setInterval(checkSession, options.heartbeatMs);
  timer.unref();
  reply.sse.onClose(close);
  return stream;
}
