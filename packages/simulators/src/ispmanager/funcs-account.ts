import { KEY_TTL_MS, requireAdmin } from './auth.js';
import { IspApiError, okDoc, wrapFields } from './doc.js';
import { type FuncHandler, hasSok } from './func-context.js';
import { validatePassword } from './validation.js';

/** ISPmanager asks for a random key of at least 16 characters (reference §1.2). */
const MIN_KEY_LENGTH = 16;

const whoami: FuncHandler = ({ caller }) => ({
  doc: wrapFields({ name: caller.login, level: caller.level }),
});

const sessionNewKey: FuncHandler = ({ state, params, caller, now }) => {
  requireAdmin(caller);
  const username = params.username ?? '';
  if (!state.users.has(username)) {
    throw new IspApiError('value', 'username', `User "${username}" not found`);
  }
  const key = params.key ?? '';
  if (key.length < MIN_KEY_LENGTH) throw new IspApiError('value', 'key', 'The key is too short');
  state.keys.set(key, { key, username, expiresAt: now + KEY_TTL_MS });
  return okDoc();
};

/** The caller's own settings; with `su` the administrator edits the user's (reference §1.4). */
const usrparam: FuncHandler = ({ state, params, caller }) => {
  if (!hasSok(params)) return { doc: wrapFields({ name: caller.login }) };
  if (params.passwd === undefined) return okDoc();
  const passwd = validatePassword(params.passwd, params.confirm);
  if (caller.isAdmin) {
    state.admin.password = passwd;
  } else {
    const user = state.users.get(caller.login);
    if (user) user.passwd = passwd;
  }
  return okDoc();
};

export const accountFuncs: Record<string, FuncHandler> = {
  whoami,
  'session.newkey': sessionNewKey,
  usrparam,
};
