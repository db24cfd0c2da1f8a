import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { systemClock } from '../shared/clock.js';
import { STYLESHEET, STYLESHEET_PATH } from '../shared/html.js';
import {
  closeServer,
  listen,
  parseForm,
  readBody,
  redirect,
  safeHandler,
  sendHtml,
  sendJson,
  sendText,
} from '../shared/http.js';
import { pickLang } from '../shared/lang.js';
import {
  CheckoutUrlError,
  decodeCheckout,
  encodeCheckout,
  extractEncoded,
  type PaymeCheckout,
} from './checkout-url.js';
import { runPaymeFlow, runPaymeRefund } from './flows.js';
import { CANCEL_PATH, PAY_PATH, renderBadLinkPage, renderCheckoutPage, renderResultPage } from './pages.js';
import { PaymeRpcClient } from './rpc-client.js';
import { newSubscribeState } from './subscribe.js';
import { renderTestCardsPage, serveSubscribe } from './subscribe-http.js';
import type { PaymeSimulator, PaymeSimulatorOptions } from './types.js';

const DEFAULT_TIMEOUT_MS = 10_000;

export async function startPaymeSimulator(options: PaymeSimulatorOptions): Promise<PaymeSimulator> {
  const now = options.now ?? systemClock;
  const client = new PaymeRpcClient({
    merchantUrl: options.merchantUrl,
    key: options.key,
    contentType: options.contentType ?? 'application/json; charset=utf-8',
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now,
  });

  function decode(encoded: string): PaymeCheckout {
    const checkout = decodeCheckout(encoded);
    if (options.merchantId !== undefined && checkout.merchantId !== options.merchantId) {
      throw new CheckoutUrlError(`unknown merchant ${checkout.merchantId}`);
    }
    return checkout;
  }

  async function handleAction(req: IncomingMessage, res: ServerResponse, action: 'pay' | 'cancel') {
    const encoded = parseForm(await readBody(req)).checkout ?? '';
    let checkout: PaymeCheckout;
    try {
      checkout = decode(encoded);
    } catch (error) {
      if (!(error instanceof CheckoutUrlError)) throw error;
      return sendHtml(
        res,
        400,
        renderBadLinkPage(pickLang(undefined, req.headers['accept-language']), error.message),
      );
    }
    const result = await runPaymeFlow(client, checkout, action, now);
    // Payme returns the payer to `c` after a payment or a cancel (docs/providers/payme.md).
    if (result.outcome !== 'failed' && result.redirectUrl) return redirect(res, result.redirectUrl);
    sendHtml(res, 200, renderResultPage(result));
  }

  function showCheckout(req: IncomingMessage, res: ServerResponse, path: string) {
    const encoded = extractEncoded(path);
    try {
      sendHtml(res, 200, renderCheckoutPage(decode(encoded), encoded));
    } catch (error) {
      if (!(error instanceof CheckoutUrlError)) throw error;
      sendHtml(
        res,
        400,
        renderBadLinkPage(pickLang(undefined, req.headers['accept-language']), error.message),
      );
    }
  }

  const subscribe = newSubscribeState();
  const subscribeContext = { state: subscribe, merchantId: options.merchantId ?? '', key: options.key, now };

  const server = createServer(
    safeHandler(async (req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://simulator');
      const route = `${req.method} ${pathname}`;
      if (route === `GET ${STYLESHEET_PATH}`) {
        res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        res.end(STYLESHEET);
      } else if (pathname === '/api' && (req.method === 'POST' || req.method === 'OPTIONS')) {
        await serveSubscribe(subscribeContext, req, res);
      } else if (route === 'GET /__sim/cards') {
        sendHtml(res, 200, renderTestCardsPage());
      } else if (route === `POST ${PAY_PATH}`) {
        await handleAction(req, res, 'pay');
      } else if (route === `POST ${CANCEL_PATH}`) {
        await handleAction(req, res, 'cancel');
      } else if (route === 'GET /__sim/log') {
        sendJson(res, 200, { exchanges: client.exchanges });
      } else if (route === 'DELETE /__sim/log') {
        client.exchanges.length = 0;
        sendJson(res, 200, { exchanges: [] });
      } else if (req.method === 'GET' && pathname !== '/' && !pathname.startsWith('/__sim/')) {
        showCheckout(req, res, pathname);
      } else {
        sendText(res, 404, 'not found');
      }
    }),
  );
  const url = await listen(server, options);

  return {
    url,
    checkoutUrl: (checkout) => `${url}/${encodeCheckout(checkout)}`,
    pay: async (checkoutUrl) => runPaymeFlow(client, decode(extractEncoded(checkoutUrl)), 'pay', now),
    cancel: async (checkoutUrl) => runPaymeFlow(client, decode(extractEncoded(checkoutUrl)), 'cancel', now),
    refund: async (paid) => runPaymeRefund(client, paid, now),
    subscribe,
    log: () => [...client.exchanges],
    clearLog: () => {
      client.exchanges.length = 0;
    },
    close: () => closeServer(server),
  };
}
