import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { type AddressPolicy, isAddressAllowed, isLoopbackAddress } from './address-policy.js';

// Sends one signed webhook POST (docs/webhooks.md). The address is judged where the connection is made: the
// socket's own DNS lookup goes through `resolve` and refuses the name when any answer is refused, an IP literal is
// judged before connecting, and the connected socket's remote address once more. Redirects are not followed (a
// 3xx is a failure), no connection is reused, and the whole call ends within the time-out.

/** The DNS answers for a name (the system resolver; a test's changing answers). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The receiver's body is read this far, then dropped: only its status matters. */
const MAX_ANSWER_BYTES = 4096;

export type SendError = 'address_refused' | 'timeout' | 'network' | 'redirect' | 'status';

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  error: SendError | null;
  durationMs: number;
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookSender {
  send(request: WebhookRequest): Promise<SendResult>;
  /** Save time's friendlier early check: a field error code, or null when the URL may be saved. */
  checkUrl(url: string): Promise<'webhook_url_invalid' | 'webhook_address_refused' | null>;
}

class RefusedAddress extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, '');

export function createWebhookSender(
  policy: AddressPolicy,
  options: { resolve?: ResolveHost; timeoutMs?: number } = {},
): WebhookSender {
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  /** Plain http only to a test's loopback receiver; https everywhere else. */
  const allowedFor = (url: URL, address: string): boolean =>
    isAddressAllowed(address, policy) &&
    (url.protocol === 'https:' || (policy.allowLoopback && isLoopbackAddress(address)));

  const schemeAllowed = (url: URL): boolean =>
    url.protocol === 'https:' || (policy.allowLoopback && url.protocol === 'http:');

  const lookupFor =
    (url: URL): LookupFunction =>
    (hostname, _options, callback) => {
      resolve(hostname).then(
        (answers) => {
          const refused = answers.length === 0 || answers.some((answer) => !allowedFor(url, answer.address));
          const first = answers[0];
          if (refused || !first) {
            callback(new RefusedAddress(hostname), '', 0);
            return;
          }
          // Node asks for every address when it may try several (autoSelectFamily); all passed the check.
          if (_options.all) callback(null, answers as never);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, '', 0),
      );
    };

  async function checkUrl(text: string) {
    if (!URL.canParse(text)) return 'webhook_url_invalid' as const;
    const url = new URL(text);
    if (!schemeAllowed(url) || url.username || url.password) return 'webhook_url_invalid' as const;
    const host = hostOf(url);
    if (isIP(host) !== 0) return allowedFor(url, host) ? null : ('webhook_address_refused' as const);
    const answers = await resolve(host).catch(() => null);
    // A name that does not resolve yet may be saved: every delivery is judged again when it connects.
    if (answers === null) return null;
    return answers.every((answer) => allowedFor(url, answer.address))
      ? null
      : ('webhook_address_refused' as const);
  }

  function send(request: WebhookRequest): Promise<SendResult> {
    const started = performance.now();
    const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({
      ...result,
      durationMs: Math.round(performance.now() - started),
    });
    const url = new URL(request.url);
    const host = hostOf(url);
    if (!schemeAllowed(url) || (isIP(host) !== 0 && !allowedFor(url, host))) {
      return Promise.resolve(done({ ok: false, statusCode: null, error: 'address_refused' }));
    }
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((settle) => {
      let settled = false;
      const finish = (result: Omit<SendResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        settle(done(result));
      };
      const outgoing = transport.request(url, {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        agent: false,
        lookup: lookupFor(url),
      });
      const timer = setTimeout(() => {
        finish({ ok: false, statusCode: null, error: 'timeout' });
        outgoing.destroy();
      }, timeoutMs);
      outgoing.on('socket', (socket) => {
        socket.once('connect', () => {
          // The address connected to, whatever answered the lookup: the last word on where this goes.
          if (!socket.remoteAddress || !allowedFor(url, socket.remoteAddress)) {
            finish({ ok: false, statusCode: null, error: 'address_refused' });
            outgoing.destroy();
          }
        });
      });
      outgoing.on('error', (error) => {
        const refused = error instanceof RefusedAddress;
        finish({ ok: false, statusCode: null, error: refused ? 'address_refused' : 'network' });
      });
      outgoing.on('response', (answer) => {
        const status = answer.statusCode ?? 0;
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        const close = () => {
          const ok = status >= 200 && status < 300;
          const error = ok ? null : status >= 300 && status < 400 ? 'redirect' : 'status';
          finish({ ok, statusCode: status, error });
        };
        answer.on('end', close);
        answer.on('close', close);
        answer.on('error', close);
      });
      outgoing.end(request.body);
    });
  }

  return { send, checkUrl };
}
