import type { Server } from 'node:http';
import net from 'node:net';

// A stop without failed requests behind nginx. Closing a keep-alive connection that nginx holds idle races with
// nginx sending the next request on it: a request nginx has written is not retried elsewhere when it is not
// idempotent (a POST), so it fails. Here the process stops accepting, answers whatever still arrives on its open
// connections with `Connection: close` (Fastify does so once it is closing), and lets the other side close the
// idle ones: nginx closes an idle upstream connection after its keepalive_timeout (deploy/nginx/portal-proxy.conf,
// 3 s), well inside the drain. Only what is left after the drain is closed by the server.

/** Tracks the server's open connections; `drain` waits for them to end. */
export function connectionDrain(server: Server) {
  const open = new Set<net.Socket>();
  /** Connections carrying an event stream: they end when the live hub closes its streams, not from nginx. */
  const streaming = new WeakSet<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  const waitingFor = () => [...open].filter((socket) => !streaming.has(socket)).length;
  return {
    /** An event stream's connection, which the drain does not wait for. */
    markStreaming(socket: net.Socket): void {
      streaming.add(socket);
    },
    /** Stops accepting and waits up to `maxMs` for the open connections to close from the other side. */
    async drain(maxMs: number): Promise<void> {
      // http.Server.close() would also close the idle connections at once (the race above); net's close only
      // stops accepting. Fastify's own close later closes the server again and what is still open.
      if (server.listening) net.Server.prototype.close.call(server);
      const until = Date.now() + maxMs;
      while (waitingFor() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}
