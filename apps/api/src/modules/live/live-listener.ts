import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { LIVE_EVENTS_CHANNEL } from './live-events.repository.js';

export interface LiveNotification {
  id: number;
  userId: number;
}

/** An account's stream closed by the cap, in whichever process holds it. */
export interface ClosedStreamNotification {
  streamId: string;
  userId: number;
}

export interface LiveListenerOptions {
  onNotification(notification: LiveNotification): void;
  onStreamClosed(notification: ClosedStreamNotification): void;
  /** After a lost connection is back: notifications sent meanwhile were missed. */
  onReconnected(): void;
  onError(error: Error): void;
}

/** Hands a NOTIFY's payload to the option that handles its kind; anything else on the channel is ignored. */
function dispatch(payload: string | undefined, options: LiveListenerOptions): void {
  let parsed: { id?: unknown; user_id?: unknown; closed_stream?: unknown };
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return; // Not ours: someone else's NOTIFY on the channel.
  }
  if (typeof parsed.user_id !== 'number') return;
  if (typeof parsed.id === 'number') options.onNotification({ id: parsed.id, userId: parsed.user_id });
  else if (typeof parsed.closed_stream === 'string') {
    options.onStreamClosed({ streamId: parsed.closed_stream, userId: parsed.user_id });
  }
}

const RECONNECT_MS = [500, 1000, 2000, 5000];

/**
 * PostgreSQL: one connection of its own per process, outside the pool (a LISTEN lasts as long as its
 * connection), reconnected with backoff when the server drops it.
 */
async function listenOnPostgres(url: string, options: LiveListenerOptions) {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => dispatch(message.payload, options));
    next.on('error', (error) => {
      options.onError(error);
      next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => {
          attempt = 0;
          options.onReconnected();
        },
        (error: Error) => {
          options.onError(error);
          scheduleReconnect();
        },
      );
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

/** Starts listening for committed live events; answers the function that stops it. */
export async function listenForLiveEvents(
  db: Database,
  database: DatabaseConfig,
  options: LiveListenerOptions,
): Promise<() => Promise<void>> {
  if (database.kind === 'postgres') return listenOnPostgres(database.url, options);
  // PGlite is one instance in this process; its own listen() gets the NOTIFYs of its transactions.
  const client = (db as unknown as { $client: PGlite }).$client;
  return client.listen(LIVE_EVENTS_CHANNEL, (payload) => dispatch(payload, options));
}
