import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { systemClock } from '../shared/clock.js';
import { STYLESHEET, STYLESHEET_PATH } from '../shared/html.js';
import {
  closeServer,
  listen,
  parseForm,
  readBody,
  safeHandler,
  sendHtml,
  sendJson,
  sendText,
} from '../shared/http.js';
import { readCookieSid } from './auth.js';
import { handleBrowser, isBrowserRequest } from './browser.js';
import { CallLog, describeAuth, redactParams } from './call-log.js';
import { handleControl } from './control.js';
import { errorDoc, IspApiError } from './doc.js';
import { FaultBook } from './faults.js';
import { executeFunc } from './funcs.js';
import { renderHtmlFaultPage } from './panel-page.js';
import { createState, resetState } from './state.js';
import type { IspmanagerSimulator, IspmanagerSimulatorOptions, IspState } from './types.js';

interface Runtime {
  state: IspState;
  faults: FaultBook;
  log: CallLog;
  now: () => number;
}

const STATUS_TEXT: Record<number, string> = { 500: 'Internal Server Error', 502: 'Bad Gateway' };

async function handleIspmgr(req: IncomingMessage, res: ServerResponse, url: URL, runtime: Runtime) {
  if (req.method !== 'GET' && req.method !== 'POST') return sendText(res, 405, 'method not allowed');
  const body = req.method === 'POST' ? await readBody(req) : '';
  // Query and form body are merged; the body wins, as a form POST is what adapters send (reference §1.1).
  const params = { ...Object.fromEntries(url.searchParams), ...parseForm(body) };
  const cookieSid = readCookieSid(req.headers.cookie);
  const browser = isBrowserRequest(params, cookieSid);
  // Our adapter must always ask for JSON, so anything else fails loudly (reference §5 "Transport").
  if (params.out !== 'json' && !browser) return sendText(res, 400, 'out=json is required by this simulator');

  const now = runtime.now();
  const func = params.func ?? '';
  const call = runtime.log.record({
    at: now,
    func,
    params: redactParams(params),
    auth: describeAuth(params, cookieSid !== undefined),
  });
  const taken = runtime.faults.take(func);
  if (taken.delayMs > 0) await sleep(taken.delayMs);
  const fault = taken.outcome;
  if (fault?.kind === 'error') return sendJson(res, 200, errorDoc(fault.error));
  if (fault?.kind === 'http-status') return sendText(res, fault.status, STATUS_TEXT[fault.status] ?? 'Error');
  if (fault?.kind === 'html') return sendHtml(res, 200, renderHtmlFaultPage());

  const request = { params, cookieSid, address: req.socket.remoteAddress ?? '', now };
  if (browser) return handleBrowser(res, runtime.state, request, call);
  let doc: unknown;
  try {
    doc = executeFunc(runtime.state, request, call).doc;
  } catch (error) {
    if (!(error instanceof IspApiError)) throw error;
    doc = errorDoc({ type: error.type, object: error.object, msg: error.message });
  }
  // The write has been applied; the caller never learns it (reference §5 "apply a write and then drop").
  if (fault?.kind === 'drop-after-write') {
    res.socket?.destroy();
    return;
  }
  sendJson(res, 200, doc);
}

export async function startIspmanagerSimulator(
  options: IspmanagerSimulatorOptions = {},
): Promise<IspmanagerSimulator> {
  const runtime: Runtime = {
    state: createState(options),
    faults: new FaultBook(),
    log: new CallLog(),
    now: options.now ?? systemClock,
  };
  const reset = () => {
    resetState(runtime.state, options);
    runtime.faults.clear();
    runtime.log.clear();
  };
  const server = createServer(
    safeHandler(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      if (url.pathname === STYLESHEET_PATH) {
        res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
        res.end(STYLESHEET);
      } else if (url.pathname.startsWith('/__sim/')) {
        await handleControl(req, res, url, { ...runtime, reset });
      } else if (url.pathname === '/ispmgr') {
        await handleIspmgr(req, res, url, runtime);
      } else {
        sendText(res, 404, 'not found');
      }
    }),
  );
  const url = await listen(server, options);
  return {
    url,
    apiUrl: `${url}/ispmgr`,
    state: runtime.state,
    faults: runtime.faults,
    calls: () => runtime.log.list(),
    clearCalls: () => runtime.log.clear(),
    reset,
    close: () => closeServer(server),
  };
}
