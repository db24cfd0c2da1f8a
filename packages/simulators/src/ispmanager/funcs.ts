import { authenticate, type Caller, loginWithKey, loginWithPassword } from './auth.js';
import { IspApiError, type IspDoc } from './doc.js';
import type { FuncHandler } from './func-context.js';
import { accountFuncs } from './funcs-account.js';
import { cronFuncs } from './funcs-cron.js';
import { dbFuncs } from './funcs-db.js';
import { dnsFuncs } from './funcs-dns.js';
import { ftpFuncs } from './funcs-ftp.js';
import { mailFuncs } from './funcs-mail.js';
import { presetFuncs } from './funcs-preset.js';
import { siteFuncs } from './funcs-site.js';
import { usageFuncs } from './funcs-usage.js';
import { userFuncs } from './funcs-user.js';
import type { IspCall, IspSession, IspState } from './types.js';

const FUNCS: Record<string, FuncHandler> = {
  ...presetFuncs,
  ...userFuncs,
  ...accountFuncs,
  ...siteFuncs,
  ...dnsFuncs,
  ...mailFuncs,
  ...dbFuncs,
  ...ftpFuncs,
  ...cronFuncs,
  ...usageFuncs,
};

export interface IspRequest {
  params: Record<string, string>;
  cookieSid: string | undefined;
  address: string;
  now: number;
}

export interface IspOutcome {
  doc: IspDoc;
  caller?: Caller;
  session?: IspSession;
}

/** `func=auth` answers `<auth id="SID" level="…">SID</auth>` mapped to JSON (reference §1.2, §5). */
function login(state: IspState, request: IspRequest): IspOutcome {
  const { params, address, now } = request;
  const session =
    params.key !== undefined
      ? loginWithKey(state, params.key, params.username, address, now)
      : loginWithPassword(state, params.username ?? '', params.password ?? '', address, now);
  return {
    session,
    doc: { doc: { auth: { $id: session.id, $level: String(session.level), $: session.id } } },
  };
}

/** Runs one API call; API errors are thrown as IspApiError and become HTTP 200 error documents upstream. */
export function executeFunc(state: IspState, request: IspRequest, call: IspCall): IspOutcome {
  const func = request.params.func ?? '';
  if (func === 'auth') return login(state, request);
  const caller = authenticate(state, request.params, request.cookieSid, request.address, request.now);
  call.user = caller.login;
  const handler = FUNCS[func];
  if (handler === undefined) throw new IspApiError('missed', 'func', `Function "${func}" not found`);
  return { caller, doc: handler({ state, params: request.params, caller, now: request.now }) };
}
