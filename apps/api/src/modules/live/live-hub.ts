import type { LiveEvent } from '@portal/contracts';
import type { StreamOwner } from './live-events.service.js';

/** One open event stream of this process. */
export interface LiveStream {
  owner: StreamOwner;
  /** Sends the event unless this stream sent it already (a replay and a notification can overlap). */
  send(event: LiveEvent): void;
  /** Ends the stream when its session is over (a `session` event of the customer asks this). */
  checkSession(): void;
  /** Sends what the stream may have missed while the process was not listening. */
  catchUp(): void;
  close(): void;
}

export interface LiveHubDeps {
  /** Reads the committed events by id; the row, not the notification, names whose they are. */
  loadEvents(ids: number[]): Promise<{ userId: number; event: LiveEvent }[]>;
  onError(error: unknown): void;
  /** Open streams this process holds at most (the per-account cap is kept in the database). */
  perProcess: number;
}

/**
 * This process's open streams by customer. A notification carries only an event's id; the hub reads the
 * row and hands it to that customer's streams, never to anyone else's. Notifications are handled one batch
 * at a time, in order, so a customer's events leave in the order they were committed.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private pending = new Set<number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: LiveHubDeps) {}

  /** Whether one more stream fits in this process; a full process refuses new streams until one closes. */
  hasRoom(): boolean {
    return this.size < this.deps.perProcess;
  }

  add(stream: LiveStream): void {
    const own = this.streams.get(stream.owner.userId) ?? new Set();
    own.add(stream);
    this.streams.set(stream.owner.userId, own);
  }

  /** Another stream of the account passed its cap and this one, if it is here, was the oldest: it closes. */
  closeStream(userId: number, streamId: string): void {
    for (const stream of [...(this.streams.get(userId) ?? [])]) {
      if (stream.owner.streamId === streamId) stream.close();
    }
  }

  remove(stream: LiveStream): void {
    const own = this.streams.get(stream.owner.userId);
    own?.delete(stream);
    if (own?.size === 0) this.streams.delete(stream.owner.userId);
  }

  get size(): number {
    let count = 0;
    for (const own of this.streams.values()) count += own.size;
    return count;
  }

  /** A NOTIFY arrived. Events of customers with no stream here are not even read. */
  notify(eventId: number, userId: number): void {
    if (!this.streams.has(userId)) return;
    this.pending.add(eventId);
    this.flushing = this.flushing.then(() => this.flush()).catch(this.deps.onError);
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const ids = [...this.pending];
    this.pending = new Set();
    for (const { userId, event } of await this.deps.loadEvents(ids)) {
      for (const stream of this.streams.get(userId) ?? []) {
        stream.send(event);
        if (event.kind === 'session') {
          if (event.payload.session_id === stream.owner.sessionId) stream.close();
          else stream.checkSession();
        }
      }
    }
  }

  /** The listener was down for a while: every stream reads what it missed. */
  catchUpAll(): void {
    for (const own of this.streams.values()) for (const stream of own) stream.catchUp();
  }

  /** Every stream, e.g. when the process shuts down. */
  closeAll(): void {
    for (const own of [...this.streams.values()]) for (const stream of [...own]) stream.close();
  }
}
