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
    sites: [...state.sites.values()],
    certs: [...state.certs.values()],
    zones: [...state.zones.values()],
    not_pointing: [...state.notPointing],
    ftp_users: [...state.ftpUsers.values()].map(({ passwd: _passwd, ...user }) => user),
    cron_jobs: [...state.cronJobs.values()],
    disk_used: Object.fromEntries(state.diskUsed),
  };
}

/** Whether a name's DNS points at this server: the simulator decides for demo mode (all but the listed ones). */
export const pointsHere = (state: IspState, name: string): boolean =>
  name !== '' && !state.notPointing.has(name.toLowerCase().replace(/\.$/, ''));

/** `{"names": [...]}` replaces the names that do not point here. */
async function setNotPointing(req: IncomingMessage, res: ServerResponse, state: IspState): Promise<void> {
  try {
    const payload = JSON.parse(await readBody(req)) as { names?: unknown };
    if (!Array.isArray(payload.names)) throw new Error('names must be a list');
    state.notPointing = new Set(payload.names.map((name) => String(name).toLowerCase()));
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  sendJson(res, 200, { not_pointing: [...state.notPointing] });
}

/** `{"user": "login", "mib": 900}` sets the disk a user's files take (userstat's limit_quota row). */
async function setDiskUsed(req: IncomingMessage, res: ServerResponse, state: IspState): Promise<void> {
  try {
    const payload = JSON.parse(await readBody(req)) as { user?: unknown; mib?: unknown };
    const mib = Number(payload.mib);
    if (typeof payload.user !== 'string' || !Number.isFinite(mib) || mib < 0) throw new Error('user and mib');
    state.diskUsed.set(payload.user, mib);
  } catch (error) {
    sendJson(res, 400, { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  sendJson(res, 200, { disk_used: Object.fromEntries(state.diskUsed) });
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
  url: URL,
  context: ControlContext,
): Promise<void> {
  const path = url.pathname;
  const query = url.searchParams;
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
    case 'GET /__sim/points-here':
      return sendJson(res, 200, { points: pointsHere(context.state, query.get('name') ?? '') });
    case 'POST /__sim/not-pointing':
      return setNotPointing(req, res, context.state);
    case 'POST /__sim/disk-used':
      return setDiskUsed(req, res, context.state);
    default:
      return sendJson(res, 404, { error: `no control route ${route}` });
  }
}
