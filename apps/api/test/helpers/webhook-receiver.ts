import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got, with whether its signature checked out against the secret it was given. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

/**
 * A webhook receiver on 127.0.0.1 as a customer would write one: it verifies the signature as docs/webhooks.md
 * shows (HMAC-SHA256 of "id.timestamp.body" with the secret's bytes) and answers `status()` (200 unless told).
 */
export async function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  let status = 200;
  let location: string | undefined;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body,
        verified: verify(secret, request.headers, body),
      });
      response.writeHead(status, location ? { location } : {});
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    useSecret(value: string) {
      secret = value;
    },
    answer(code: number, redirectTo?: string) {
      status = code;
      location = redirectTo;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The check a receiver runs (the snippet on the portal's page does the same). */
export function verify(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return String(headers['webhook-signature'] ?? '')
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
