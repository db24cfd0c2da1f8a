import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../shared/http.js';
import type { CallLog } from './call-log.js';
import type { FaultBook } from './faults.js';
import type { IspFault, IspState } from './types.js';

export interface ControlContext {
  state: IspState;
  faults: FaultBook;
  log: CallLog;
  reset: () => void;
}

/** State for test assertions over HTTP; passwords stay hidden like in the call log. */
function describeState(state: IspState) {
  return {
    presets: Object.fromEntries(state.presets),
    users: [...state.users.values()].map(({ passwd: _passwd, ...user }) => user),
    keys: state.keys.size,
    sessions: state.sessions.size,
  };
}

async function addFaults(req: IncomingMessage, res: ServerResponse, faults: FaultBook): Promise<void> {
  let payload: unknown;
  try {
    payload = JSON.parse(await readBody(req));
    const list = (Array.isArray(payload) ? payload : [payload]) as IspFault[];
    for (const fault of list) faults.add(fault);
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  sendJson(res, 200, { faults: faults.list() });
}

/** Test hooks live outside /ispmgr so they can never be mistaken for panel API calls (reference §5). */
export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  context: ControlContext,
): Promise<void> {
  const route = `${req.method ?? 'GET'} ${path}`;
  switch (route) {
    case 'GET /__sim/calls':
      return sendJson(res, 200, { calls: context.log.list() });
    case 'DELETE /__sim/calls':
      context.log.clear();
      return sendJson(res, 200, { calls: [] });
    case 'GET /__sim/faults':
      return sendJson(res, 200, { faults: context.faults.list() });
    case 'POST /__sim/faults':
      return addFaults(req, res, context.faults);
    case 'DELETE /__sim/faults':
      context.faults.clear();
      return sendJson(res, 200, { faults: [] });
    case 'POST /__sim/reset':
      context.reset();
      return sendJson(res, 200, describeState(context.state));
    case 'GET /__sim/state':
      return sendJson(res, 200, describeState(context.state));
    default:
      return sendJson(res, 404, { error: `no control route ${route}` });
  }
}
