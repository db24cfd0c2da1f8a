import { apiErrorForTest } from '@portal/web-kit/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLiveConnected } from './live-connection';
import { createLiveEventsClient } from './live-events';

/** Stands in for the browser's EventSource: the test opens, fails and feeds it. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(kind: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(kind, listener);
  }
  close() {
    this.closed = true;
  }
  emit(kind: string, data: unknown) {
    this.listeners.get(kind)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function clientWithTickets() {
  let count = 0;
  const requestTicket = vi.fn(async () => `ticket-${++count}`);
  const client = createLiveEventsClient({
    requestTicket,
    createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
    backoffMs: [10, 20],
  });
  return { client, requestTicket };
}

afterEach(() => {
  FakeEventSource.opened = [];
});

describe('the live events client', () => {
  it('opens the stream with a ticket, is connected once it opens, and hands events to subscribers', async () => {
    const { client } = clientWithTickets();
    const seen: unknown[] = [];
    client.subscribe((event) => seen.push(event));
    client.start();
    await flush();
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe('/api/client/user/events?ticket=ticket-1');
    expect(isLiveConnected()).toBe(false);
    source?.onopen?.();
    expect(isLiveConnected()).toBe(true);
    const event = { kind: 'balance', id: 7, payload: { balance: 100, change: 100, reason: 'top_up' } };
    source?.emit('balance', event);
    source?.emit('balance', { kind: 'balance', id: 8, payload: { nonsense: true } });
    expect(seen).toEqual([event]);
    client.stop();
    expect(source?.closed).toBe(true);
    expect(isLiveConnected()).toBe(false);
  });

  it('after an error buys a new ticket and asks for what it missed since the last event', async () => {
    const { client, requestTicket } = clientWithTickets();
    client.start();
    await flush();
    const first = FakeEventSource.opened[0];
    first?.onopen?.();
    first?.emit('order', { kind: 'order', id: 41, payload: { order_id: 3, status: 'active' } });
    first?.onerror?.();
    expect(first?.closed).toBe(true);
    expect(isLiveConnected()).toBe(false);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(requestTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.opened[1]?.url).toBe('/api/client/user/events?ticket=ticket-2&last_event_id=41');
    client.stop();
  });

  it('keeps trying with growing pauses while tickets fail, and stops for good on stop()', async () => {
    const requestTicket = vi.fn(async () => {
      throw new Error('offline');
    });
    const client = createLiveEventsClient({
      requestTicket,
      createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
      backoffMs: [5, 10],
    });
    client.start();
    await vi.waitFor(() => expect(requestTicket.mock.calls.length).toBeGreaterThanOrEqual(3));
    client.stop();
    const calls = requestTicket.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestTicket.mock.calls.length).toBe(calls);
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('stops once the session is over (the ticket answers 401) instead of asking again and again', async () => {
    const requestTicket = vi.fn(async () => {
      throw apiErrorForTest(401, 'UNAUTHENTICATED', 'Not authorized!');
    });
    const client = createLiveEventsClient({
      requestTicket,
      createEventSource: (url) => new FakeEventSource(url) as unknown as EventSource,
      backoffMs: [5],
    });
    client.start();
    await vi.waitFor(() => expect(requestTicket).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestTicket).toHaveBeenCalledOnce();
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
