import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import {
  closeServer,
  type ListenOptions,
  listen,
  parseForm,
  readBody,
  safeHandler,
  sendJson,
} from '../shared/http.js';

export interface EskizSms {
  mobile_phone: string;
  message: string;
  from: string;
}

export interface EskizSimulatorOptions extends ListenOptions {
  email: string;
  password: string;
}

export interface EskizSimulator {
  /** The API base, as configured in ESKIZ_BASE_URL (no trailing slash). */
  url: string;
  /** Every SMS accepted, oldest first. */
  sent: EskizSms[];
  /** The next `count` sends answer HTTP 500, as a gateway outage would. */
  failNext(count: number): void;
  /** Forgets the issued tokens, as when they expire: the next send answers 401. */
  expireTokens(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the Eskiz SMS gateway: POST /auth/login (form email, password) → a bearer token;
 * POST /message/sms/send (Bearer; form mobile_phone digits only, message, from) → an id. Forms may be
 * url-encoded, as the portal's adapter sends them.
 */
export async function startEskizSimulator(options: EskizSimulatorOptions): Promise<EskizSimulator> {
  const tokens = new Set<string>();
  const sent: EskizSms[] = [];
  let failures = 0;

  const server = createServer(
    safeHandler(async (req, res) => {
      const form = parseForm(await readBody(req));
      if (req.method === 'POST' && req.url === '/auth/login') {
        if (form.email !== options.email || form.password !== options.password) {
          return sendJson(res, 401, { message: 'Invalid credentials', status: 'error' });
        }
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        return sendJson(res, 200, { message: 'token_generated', data: { token }, token_type: 'bearer' });
      }
      if (req.method === 'POST' && req.url === '/message/sms/send') {
        const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!token || !tokens.has(token)) return sendJson(res, 401, { message: 'Expired', status: 'error' });
        if (failures > 0) {
          failures -= 1;
          return sendJson(res, 500, { message: 'Internal error', status: 'error' });
        }
        const sms = {
          mobile_phone: form.mobile_phone ?? '',
          message: form.message ?? '',
          from: form.from ?? '',
        };
        if (!/^\d{9,15}$/.test(sms.mobile_phone) || sms.message === '') {
          return sendJson(res, 422, { message: 'Invalid mobile_phone or message', status: 'error' });
        }
        sent.push(sms);
        return sendJson(res, 200, {
          id: randomBytes(8).toString('hex'),
          message: 'Waiting for SMS provider',
          status: 'waiting',
        });
      }
      return sendJson(res, 404, { message: 'Not found', status: 'error' });
    }),
  );
  const url = await listen(server, options);
  return {
    url,
    sent,
    failNext: (count) => {
      failures = count;
    },
    expireTokens: () => tokens.clear(),
    close: () => closeServer(server),
  };
}
