import type { DatabaseConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { listenOnChannel } from '../../db/notify-listener.js';
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

/** Starts listening for committed live events; answers the function that stops it. */
export async function listenForLiveEvents(
  db: Database,
  database: DatabaseConfig,
  options: LiveListenerOptions,
): Promise<() => Promise<void>> {
  return listenOnChannel(db, database, LIVE_EVENTS_CHANNEL, {
    onNotify: (payload) => dispatch(payload, options),
    onReconnected: options.onReconnected,
    onError: options.onError,
  });
}
