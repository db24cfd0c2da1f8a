import { randomBytes } from 'node:crypto';
import { IspApiError } from './doc.js';
import { ADMIN_LEVEL, USER_LEVEL } from './state.js';
import type { IspAuthMethod, IspSession, IspState } from './types.js';

/** Sessions and one-time keys expire after one hour (docs/providers/ispmanager.md). */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const KEY_TTL_MS = 60 * 60 * 1000;
/** ISPmanager 5/6 keeps the browser session in this cookie. */
export const SESSION_COOKIE = 'ispmgrses5';

export interface Caller {
  login: string;
  level: number;
  isAdmin: boolean;
  method: IspAuthMethod;
}

function authError(message = 'Invalid username or password'): IspApiError {
  return new IspApiError('auth', 'badpassword', message);
}

function accountLevel(state: IspState, login: string, password: string): number | undefined {
  if (login === state.admin.login) return password === state.admin.password ? ADMIN_LEVEL : undefined;
  const user = state.users.get(login);
  // A suspended account cannot log in.
  if (user === undefined || user.active !== 'on' || user.passwd !== password) return undefined;
  return user.level;
}

/** authinfo is `login:password`, already URL-decoded; the password may itself contain ':'. */
function parseAuthinfo(authinfo: string): [string, string] {
  const colon = authinfo.indexOf(':');
  return colon < 0 ? [authinfo, ''] : [authinfo.slice(0, colon), authinfo.slice(colon + 1)];
}

function openSession(state: IspState, username: string, level: number, address: string, now: number) {
  const session: IspSession = {
    id: randomBytes(12).toString('hex'),
    username,
    level,
    address,
    lastSeenAt: now,
  };
  state.sessions.set(session.id, session);
  return session;
}

export function loginWithPassword(
  state: IspState,
  username: string,
  password: string,
  address: string,
  now: number,
): IspSession {
  const level = accountLevel(state, username, password);
  if (level === undefined) throw authError();
  return openSession(state, username, level, address, now);
}

/** A `session.newkey` key logs in once; the username, when sent, must match (reference §1.2). */
export function loginWithKey(
  state: IspState,
  key: string,
  username: string | undefined,
  address: string,
  now: number,
): IspSession {
  const entry = state.keys.get(key);
  if (entry === undefined || entry.expiresAt <= now || (username && username !== entry.username)) {
    throw authError('The key is invalid or has expired');
  }
  state.keys.delete(key);
  const user = state.users.get(entry.username);
  if (user === undefined || user.active !== 'on') throw authError('The account is not available');
  return openSession(state, user.name, USER_LEVEL, address, now);
}

function callerFromSession(state: IspState, sid: string, address: string, now: number): Caller {
  const session = state.sessions.get(sid);
  // Sessions are bound to the client address and lapse after an hour without requests (reference §1.2).
  if (session === undefined || session.address !== address) throw authError('The session is invalid');
  if (now - session.lastSeenAt > SESSION_IDLE_MS) {
    state.sessions.delete(sid);
    throw authError('The session has expired');
  }
  session.lastSeenAt = now;
  return {
    login: session.username,
    level: session.level,
    isAdmin: session.level >= ADMIN_LEVEL,
    method: 'session',
  };
}

export function authenticate(
  state: IspState,
  params: Record<string, string>,
  cookieSid: string | undefined,
  address: string,
  now: number,
): Caller {
  let caller: Caller;
  if (params.authinfo !== undefined) {
    const [login, password] = parseAuthinfo(params.authinfo);
    const level = accountLevel(state, login, password);
    if (level === undefined) throw authError();
    caller = { login, level, isAdmin: level >= ADMIN_LEVEL, method: 'authinfo' };
  } else if (params.auth !== undefined || cookieSid !== undefined) {
    caller = callerFromSession(state, params.auth ?? cookieSid ?? '', address, now);
  } else {
    throw authError('Authorization required');
  }
  return params.su ? switchUser(state, caller, params.su) : caller;
}

/** `su=<user>` lets the administrator act as that user (reference §1.1). */
function switchUser(state: IspState, caller: Caller, su: string): Caller {
  if (su === caller.login) return caller;
  if (!caller.isAdmin) throw new IspApiError('access', 'su', 'Access denied');
  const user = state.users.get(su);
  if (user === undefined) throw new IspApiError('value', 'su', `User "${su}" not found`);
  return { login: user.name, level: user.level, isAdmin: false, method: caller.method };
}

export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new IspApiError('access', 'func', 'Access denied');
}

export function readCookieSid(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=');
  }
  return undefined;
}
