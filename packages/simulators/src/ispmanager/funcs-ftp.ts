import { IspApiError, type IspDoc, listDoc, okDoc, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { checkLimit, inScope, missed, ownerOf } from './scope.js';
import type { IspFtpUser } from './types.js';
import { splitElid, validatePassword } from './validation.js';

// FTP accounts as ISPmanager offers them (docs/hosting-control.md): `ftp.user` lists, `ftp.user.edit` creates,
// shows and changes, `ftp.user.delete` removes. Every user also has an account of its own login that sees the
// whole home: it is listed, never stored here, and cannot be deleted; the limit counts the others.

const FTP_NAME = /^[a-z][a-z0-9_-]{0,31}$/;

/** `home` relative to the user's home: '' or `/` is the home; `..` and empty steps are refused. */
function homeOf(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (text.includes('\0') || text.includes('\\')) throw new IspApiError('value', 'home', 'Invalid home');
  const steps = text.split('/').filter((step) => step !== '' && step !== '.');
  if (steps.some((step) => step === '..'))
    throw new IspApiError('value', 'home', 'The home leaves the user home');
  return steps.join('/');
}

const row = (user: IspFtpUser) => ({
  name: user.name,
  owner: user.owner,
  home: `/${user.home}`,
  active: user.active ? 'on' : 'off',
});

const ftpUserList: FuncHandler = ({ state, caller }) => {
  const own = [...state.users.values()]
    .filter((user) => inScope(caller, user.name))
    .map((user) => ({ name: user.name, owner: user.name, home: '/', active: user.active }));
  const others = [...state.ftpUsers.values()]
    .filter((user) => inScope(caller, user.owner))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(row);
  return listDoc([...own, ...others]);
};

function findFtpUser(context: FuncContext, name: string): IspFtpUser {
  const user = context.state.ftpUsers.get(name);
  if (user === undefined || !inScope(context.caller, user.owner)) throw missed('elid', name);
  return user;
}

function createFtpUser(context: FuncContext): IspDoc {
  const { state, params, caller } = context;
  const name = (params.name ?? '').trim();
  if (!FTP_NAME.test(name)) throw new IspApiError('value', 'name', `Invalid FTP user name "${name}"`);
  if (state.ftpUsers.has(name) || state.users.has(name)) {
    throw new IspApiError('exists', 'name', `The FTP user "${name}" already exists`);
  }
  const owner = ownerOf(state, caller, params.owner);
  const count = [...state.ftpUsers.values()].filter((user) => user.owner === owner.name).length;
  checkLimit(owner, 'limit_ftp_users', count);
  const passwd = validatePassword(params.passwd, params.confirm);
  state.ftpUsers.set(name, { name, owner: owner.name, passwd, home: homeOf(params.home), active: true });
  return okDoc();
}

const ftpUserEdit: FuncHandler = (context) => {
  const elid = context.params.elid ?? '';
  if (elid === '') {
    if (hasSok(context.params)) return createFtpUser(context);
    return { doc: wrapFields({ name: '', home: '/', passwd: '', confirm: '' }) };
  }
  const user = findFtpUser(context, elid);
  if (!hasSok(context.params)) return { doc: wrapFields({ elid: user.name, ...row(user) }) };
  const { params } = context;
  const passwd = params.passwd ? validatePassword(params.passwd, params.confirm) : user.passwd;
  const home = params.home !== undefined ? homeOf(params.home) : user.home;
  Object.assign(user, { passwd, home });
  return okDoc();
};

/** The user's own account cannot go; every other name must be the caller's, then all go. */
const ftpUserDelete: FuncHandler = (context) => {
  const names = splitElid(context.params.elid);
  if (names.length === 0) throw missed('elid', '');
  for (const name of names) {
    if (context.state.users.has(name)) throw new IspApiError('value', 'elid', 'The main FTP account stays');
  }
  const users = names.map((name) => findFtpUser(context, name));
  for (const user of users) context.state.ftpUsers.delete(user.name);
  return okDoc();
};

export const ftpFuncs: Record<string, FuncHandler> = {
  'ftp.user': ftpUserList,
  'ftp.user.edit': ftpUserEdit,
  'ftp.user.delete': ftpUserDelete,
};
