import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, renderPage } from '../shared/html.js';
import { readBody, sendJson } from '../shared/http.js';
import { isRecord } from '../shared/is-record.js';
import {
  authOf,
  handleSubscribe,
  RpcError,
  SANDBOX_SMS_CODE,
  type SubscribeContext,
  TEST_CARD_EXPIRY,
  TEST_CARDS,
} from './subscribe.js';

// The Subscribe API over HTTP. The browser calls cards.* from the portal's origin, so the endpoint answers CORS
// for any origin; the answer's headers never expose anything but the JSON-RPC reply.

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-auth',
  'access-control-max-age': '600',
};

function reply(res: ServerResponse, payload: unknown) {
  for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
  sendJson(res, 200, payload);
}

export async function serveSubscribe(
  base: Omit<SubscribeContext, 'dropReply'>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    res.end();
    return;
  }
  let request: unknown;
  try {
    request = JSON.parse(await readBody(req));
  } catch {
    return reply(res, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
  }
  if (!isRecord(request) || typeof request.method !== 'string') {
    return reply(res, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } });
  }
  const id = request.id ?? null;
  const params = isRecord(request.params) ? request.params : {};
  const header = req.headers['x-auth'];
  const auth = authOf(typeof header === 'string' ? header : undefined, base.merchantId, base.key);
  // The log never holds a card number: the browser's cards.create is logged without its card.
  base.state.calls.push({
    method: request.method,
    auth,
    params: request.method === 'cards.create' ? { save: params.save } : params,
  });
  let dropped: 'drop' | 'hold' | undefined;
  const context: SubscribeContext = {
    ...base,
    dropReply: (how) => {
      dropped = how;
    },
  };
  try {
    const result = await handleSubscribe(context, request.method, params, auth);
    // Held: the socket stays open with no answer until the caller gives up or the server closes.
    if (dropped === 'drop') req.socket.destroy();
    if (dropped) return;
    reply(res, { jsonrpc: '2.0', id, result });
  } catch (error) {
    if (!(error instanceof RpcError)) throw error;
    reply(res, { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } });
  }
}

const BEHAVIOUR_TEXT: Record<string, string> = {
  success: 'success',
  no_sms: 'SMS informing not connected',
  expired: 'card expired',
  blocked: 'card blocked',
  system_error: 'unknown system error',
  slow: '10-second delay, then an error',
};

/** The demo page: which test card does what. */
export function renderTestCardsPage(): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td data-testid="test-card">${escapeHtml(card.number.replace(/(\d{4})(?=\d)/g, '$1 '))}</td><td>${escapeHtml(
        BEHAVIOUR_TEXT[card.behaviour] ?? card.behaviour,
      )}</td></tr>`,
  ).join('\n');
  return renderPage(
    'en',
    'Payme sandbox cards',
    `<p>Every card expires ${TEST_CARD_EXPIRY.slice(0, 2)}/${TEST_CARD_EXPIRY.slice(2)}; the SMS code is ${SANDBOX_SMS_CODE}.</p>
<table><thead><tr><th>Card</th><th>Behaviour</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  );
}
