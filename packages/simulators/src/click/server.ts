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
import { createFiscalDesk, SUBMIT_ITEMS_PATH } from './fiscal.js';
import { ClickIdSource, runClickFlow } from './flows.js';
import { PAY_PAGE_PATH, renderBadLinkPage, renderPayPage, renderResultPage } from './pages.js';
import { buildPayQuery, PayUrlError, parsePayQuery, parsePayUrl } from './pay-url.js';
import { ClickShopClient } from './shop-client.js';
import type { ClickFlowResult, ClickPayment, ClickSimulator, ClickSimulatorOptions } from './types.js';

const DEFAULT_TIMEOUT_MS = 10_000;

/** "25000.00" → 2500000: the pay URL's so'm, exactly. */
const somToTiyin = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

export async function startClickSimulator(options: ClickSimulatorOptions): Promise<ClickSimulator> {
  const now = options.now ?? systemClock;
  const client = new ClickShopClient({
    prepareUrl: options.prepareUrl,
    completeUrl: options.completeUrl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now,
  });
  const flowConfig = { client, ids: new ClickIdSource(), secretKey: options.secretKey, now };
  const fiscal = createFiscalDesk(options);

  /** Runs a payment; one Click took can then be fiscalized. */
  async function run(payment: ClickPayment, decision: 'pay' | 'fail'): Promise<ClickFlowResult> {
    const result = await runClickFlow(flowConfig, payment, decision);
    if (result.outcome === 'paid') fiscal.rememberPayment(result.clickPaydocId, somToTiyin(payment.amount));
    return result;
  }

  function checkPayment(payment: ClickPayment): ClickPayment {
    if (options.serviceId !== undefined && payment.serviceId !== options.serviceId) {
      throw new PayUrlError(`unknown service_id ${payment.serviceId}`);
    }
    if (options.merchantId !== undefined && payment.merchantId !== options.merchantId) {
      throw new PayUrlError(`unknown merchant_id ${payment.merchantId}`);
    }
    return payment;
  }

  async function handlePayPage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const lang = pickLang(url.searchParams.get('lang') ?? undefined, req.headers['accept-language']);
    let payment: ClickPayment;
    try {
      payment = checkPayment(parsePayQuery(url.searchParams));
    } catch (error) {
      if (!(error instanceof PayUrlError)) throw error;
      return sendHtml(res, 400, renderBadLinkPage(lang, error.message));
    }
    if (req.method === 'GET')
      return sendHtml(res, 200, renderPayPage(payment, url.searchParams.toString(), lang));
    const decision = parseForm(await readBody(req)).decision === 'fail' ? 'fail' : 'pay';
    const result = await run(payment, decision);
    if (result.outcome !== 'error' && result.redirectUrl) return redirect(res, result.redirectUrl);
    sendHtml(res, 200, renderResultPage(result, lang));
  }

  const server = createServer(
    safeHandler(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const route = `${req.method} ${url.pathname}`;
      if (route === `GET ${STYLESHEET_PATH}`) {
        res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        res.end(STYLESHEET);
      } else if (route === `GET ${PAY_PAGE_PATH}` || route === `POST ${PAY_PAGE_PATH}`) {
        await handlePayPage(req, res, url);
      } else if (route === `POST ${SUBMIT_ITEMS_PATH}`) {
        const header = req.headers.auth;
        const answer = fiscal.submit(
          typeof header === 'string' ? header : undefined,
          await readBody(req),
          now(),
        );
        if (typeof answer.body === 'string') sendText(res, answer.status, answer.body);
        else sendJson(res, answer.status, answer.body);
      } else if (route === 'GET /__sim/log') {
        sendJson(res, 200, { exchanges: client.exchanges });
      } else if (route === 'DELETE /__sim/log') {
        client.exchanges.length = 0;
        sendJson(res, 200, { exchanges: [] });
      } else {
        sendText(res, 404, 'not found');
      }
    }),
  );
  const url = await listen(server, options);

  return {
    url,
    payUrl: (payment) => `${url}${PAY_PAGE_PATH}?${buildPayQuery(payment)}`,
    pay: async (payUrl) => run(checkPayment(parsePayUrl(payUrl)), 'pay'),
    fail: async (payUrl) => run(checkPayment(parsePayUrl(payUrl)), 'fail'),
    apiUrl: `${url}/v2/merchant`,
    fiscal: { failNext: fiscal.failNext, receipts: fiscal.receipts },
    log: () => [...client.exchanges],
    clearLog: () => {
      client.exchanges.length = 0;
    },
    close: () => closeServer(server),
  };
}
