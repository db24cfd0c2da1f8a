import { type LiveEvent, liveEventPaths, liveEventSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a real port (streams cannot be read through inject); answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export async function ticketFor(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: liveEventPaths.ticket,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`ticket failed: ${response.body}`);
  return response.json().data.ticket as string;
}

export interface OpenedStream {
  events: LiveEvent[];
  heartbeats: number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** Waits until an event passes `match`; rejects after `ms`. */
  waitFor(match: (event: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  waitForHeartbeat(ms?: number): Promise<void>;
  close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a Server-Sent Events answer frame by frame, as a browser's EventSource would. */
function readFrames(body: ReadableStream<Uint8Array>, stream: OpenedStream, onEnd: () => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart());
          if (frame.startsWith(': heartbeat')) stream.heartbeats += 1;
          else if (data.length > 0) stream.events.push(liveEventSchema.parse(JSON.parse(data.join('\n'))));
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    onEnd();
  };
  void pump();
}

/** Opens the event stream: the HTTP answer, and when it is a stream, a reader of its events. */
export async function openStream(
  baseUrl: string,
  query: string,
  headers: Record<string, string> = {},
): Promise<{ response: Response; stream: OpenedStream | null }> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${liveEventPaths.stream}?${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    return { response, stream: null };
  }
  let ended = false;
  let markEnded = () => {};
  const stream: OpenedStream = {
    events: [],
    heartbeats: 0,
    ended: new Promise<void>((resolve) => {
      markEnded = resolve;
    }),
    isEnded: () => ended,
    waitFor: async (match, ms = 3000) => {
      for (let waited = 0; waited < ms; waited += 20) {
        const found = stream.events.find(match);
        if (found) return found;
        await sleep(20);
      }
      throw new Error(`no matching event in ${ms} ms; got ${JSON.stringify(stream.events)}`);
    },
    waitForHeartbeat: async (ms = 3000) => {
      const before = stream.heartbeats;
      for (let waited = 0; waited < ms && stream.heartbeats === before; waited += 20) await sleep(20);
      if (stream.heartbeats === before) throw new Error(`no heartbeat in ${ms} ms`);
    },
    close: () => abort.abort(),
  };
  readFrames(response.body, stream, () => {
    ended = true;
    markEnded();
  });
  return { response, stream };
}

/** Opens a stream for the token's session with a fresh ticket; fails the test if no stream comes. */
export async function streamFor(app: FastifyInstance, baseUrl: string, token: string, extra = '') {
  const ticket = await ticketFor(app, token);
  const { response, stream } = await openStream(baseUrl, `ticket=${encodeURIComponent(ticket)}${extra}`);
  if (!stream) throw new Error(`no stream: ${response.status} ${await response.text()}`);
  return stream;
}

/** Waits long enough for a NOTIFY that would come to have come. */
export const settle = () => sleep(300);
