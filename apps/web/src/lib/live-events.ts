import {
  LIVE_EVENT_KINDS,
  type LiveEvent,
  liveEventPaths,
  liveEventSchema,
  liveEventTicketSchema,
} from '@portal/contracts';
import { errorStatus } from '@portal/web-kit/api';
import { apiRequest } from './api-client';
import { setLiveConnected } from './live-connection';

// The browser's side of live status. EventSource cannot send the bearer token, so each
// connection first buys a single-use ticket; after an error the stream is closed (its ticket is spent, so
// EventSource's own retry would only get a 401), and a new ticket is bought after a growing pause. The id
// of the last event seen goes with it, so the server replays what was missed.

export type LiveEventHandler = (event: LiveEvent) => void;

export interface LiveEventsClient {
  start(): void;
  stop(): void;
  subscribe(handler: LiveEventHandler): () => void;
}

export interface LiveEventsClientOptions {
  requestTicket?: () => Promise<string>;
  createEventSource?: (url: string) => EventSource;
  /** Pauses before the 1st, 2nd, … reconnection; the last repeats. */
  backoffMs?: number[];
}

export const LIVE_BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

async function requestTicket(): Promise<string> {
  const answer = await apiRequest(liveEventPaths.ticket, {
    method: 'POST',
    background: true,
    schema: liveEventTicketSchema,
  });
  return answer.data.ticket;
}

export function createLiveEventsClient(options: LiveEventsClientOptions = {}): LiveEventsClient {
  const buyTicket = options.requestTicket ?? requestTicket;
  const open = options.createEventSource ?? ((url: string) => new EventSource(url));
  const backoff = options.backoffMs ?? LIVE_BACKOFF_MS;
  const handlers = new Set<LiveEventHandler>();
  let source: EventSource | null = null;
  let running = false;
  /** Bumped by stop(): a ticket bought before it must not open a stream after it. */
  let generation = 0;
  let attempt = 0;
  let lastEventId = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (message: MessageEvent<string>) => {
    const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
    if (!parsed.success) return;
    lastEventId = Math.max(lastEventId, parsed.data.id);
    for (const handler of handlers) handler(parsed.data);
  };

  const retryLater = () => {
    if (!running) return;
    const delay = backoff[Math.min(attempt, backoff.length - 1)] ?? 30_000;
    attempt += 1;
    const current = generation;
    retryTimer = setTimeout(() => void connect(current), delay);
  };

  async function connect(current: number) {
    let ticket: string;
    try {
      ticket = await buyTicket();
    } catch (error) {
      // The session is over: nothing to reconnect to. The screen's next request logs the browser out (or the
      // flow that ended it on purpose moves on itself); offline or a server error: try again later.
      if ((errorStatus(error) ?? 0) === 401) {
        running = false;
        return;
      }
      retryLater();
      return;
    }
    if (!running || current !== generation) return;
    const query = new URLSearchParams({ ticket });
    if (lastEventId > 0) query.set('last_event_id', String(lastEventId));
    const next = open(`${liveEventPaths.stream}?${query}`);
    source = next;
    next.onopen = () => {
      attempt = 0;
      setLiveConnected(true);
    };
    next.onerror = () => {
      next.close();
      if (source !== next) return;
      source = null;
      setLiveConnected(false);
      retryLater();
    };
    for (const kind of LIVE_EVENT_KINDS) next.addEventListener(kind, dispatch as EventListener);
  }

  return {
    start: () => {
      if (running) return;
      running = true;
      attempt = 0;
      void connect(generation);
    },
    stop: () => {
      running = false;
      generation += 1;
      clearTimeout(retryTimer);
      source?.close();
      source = null;
      setLiveConnected(false);
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
  };
}
