import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface ListenOptions {
  host?: string;
  port?: number;
}

/** Request bodies above this size are refused: the simulators only ever receive small forms. */
const MAX_BODY_BYTES = 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error('request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  const body = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

export function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(html);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

/** Listens on 127.0.0.1 (port 0 = any free port) and returns the base URL without a trailing slash. */
export async function listen(server: Server, options: ListenOptions): Promise<string> {
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${hostPart}:${address.port}`;
}

export async function closeServer(server: Server): Promise<void> {
  // Keep-alive sockets from fetch would otherwise hold close() open for seconds.
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/** Wraps an async handler so a thrown error becomes a 500 instead of an unhandled rejection. */
export function safeHandler(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handler(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendText(res, 500, `simulator error: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
}

/** fetch only says "fetch failed"; the cause (ECONNREFUSED, a timeout …) is what a reader of the log needs. */
export function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : undefined;
  return cause ? `${error.message}: ${code ?? cause.message}` : error.message;
}
