import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config/config.js';
import type { Database } from './database.js';

export interface ChannelListenerOptions {
  /** A NOTIFY on the channel, with its payload. */
  onNotify(payload: string | undefined): void;
  /** After a lost connection is back: notifications sent meanwhile were missed. */
  onReconnected(): void;
  onError(error: Error): void;
}

const RECONNECT_MS = [500, 1000, 2000, 5000];

/**
 * PostgreSQL: one connection of its own per listener, outside the pool (a LISTEN lasts as long as its
 * connection), reconnected with backoff when the server drops it.
 */
async function listenOnPostgres(url: string, channel: string, options: ChannelListenerOptions) {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => options.onNotify(message.payload));
    next.on('error', (error) => {
      options.onError(error);
      next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    // The channel is one of our constants, never input.
    await next.query(`LISTEN ${channel}`);
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

/**
 * Starts listening for NOTIFYs on `channel` (sent at the commit of the transaction that sent them); answers the
 * function that stops it.
 */
export async function listenOnChannel(
  db: Database,
  database: DatabaseConfig,
  channel: string,
  options: ChannelListenerOptions,
): Promise<() => Promise<void>> {
  if (database.kind === 'postgres') return listenOnPostgres(database.url, channel, options);
  // PGlite is one instance in this process; its own listen() gets the NOTIFYs of its transactions.
  const client = (db as unknown as { $client: PGlite }).$client;
  return client.listen(channel, (payload) => options.onNotify(payload));
}
