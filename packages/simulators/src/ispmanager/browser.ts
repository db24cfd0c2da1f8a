import type { ServerResponse } from 'node:http';
import { sendHtml } from '../shared/http.js';
import { authenticate, SESSION_COOKIE } from './auth.js';
import { IspApiError } from './doc.js';
import { executeFunc, type IspRequest } from './funcs.js';
import { renderPanelLoginFailed, renderPanelPage } from './panel-page.js';
import type { IspCall, IspState } from './types.js';

/*
 * The only requests served without out=json are the browser's: the key login link of reference §1.2
 * (`func=auth&username&key&checkcookie=no`) and the panel page reopened with the session cookie.
 */
export function isBrowserRequest(params: Record<string, string>, cookieSid: string | undefined): boolean {
  if (params.out !== undefined) return false;
  if (params.func === 'auth') return params.key !== undefined;
  return (params.func ?? '') === '' && cookieSid !== undefined;
}

export function handleBrowser(
  res: ServerResponse,
  state: IspState,
  request: IspRequest,
  call: IspCall,
): void {
  try {
    if (request.params.func === 'auth') {
      const { session } = executeFunc(state, request, call);
      if (session === undefined) throw new Error('key login opened no session');
      call.user = session.username;
      const cookie = `${SESSION_COOKIE}=${session.id}; Path=/; HttpOnly; SameSite=Lax`;
      sendHtml(res, 200, renderPanelPage(session.username), { 'set-cookie': cookie });
      return;
    }
    const caller = authenticate(state, {}, request.cookieSid, request.address, request.now);
    call.user = caller.login;
    sendHtml(res, 200, renderPanelPage(caller.login));
  } catch (error) {
    if (!(error instanceof IspApiError)) throw error;
    sendHtml(res, 200, renderPanelLoginFailed(error.message));
  }
}
