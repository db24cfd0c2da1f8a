import { requireAdmin } from './auth.js';
import { IspApiError, type IspDoc, limitFields, listDoc, okDoc, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { removeUser, USER_LEVEL } from './state.js';
import type { IspUser } from './types.js';
import { applyLimitParams, requirePreset, splitElid, validateName, validatePassword } from './validation.js';

function userFields(user: IspUser): Record<string, string | number> {
  return {
    name: user.name,
    fullname: user.fullname,
    level: user.level,
    active: user.active,
    preset: user.preset,
    owner: user.owner,
    ...limitFields(user.limits),
  };
}

function findUser(context: FuncContext, elid: string): IspUser {
  const user = context.state.users.get(elid);
  if (user === undefined) throw new IspApiError('value', 'elid', `User "${elid}" not found`);
  return user;
}

/** Create as `user.edit` without elid, `user.add` and `user.add.finish` do (reference §1.4, §5). */
function createUser({ state, params, caller }: FuncContext): IspDoc {
  const name = validateName(params.name);
  if (state.users.has(name) || name === state.admin.login) {
    throw new IspApiError('exists', 'user', `User "${name}" already exists`);
  }
  const passwd = validatePassword(params.passwd, params.confirm);
  const preset = params.preset ?? '';
  const presetLimits = preset === '' ? {} : requirePreset(state, preset);
  state.users.set(name, {
    name,
    level: USER_LEVEL,
    owner: caller.login,
    preset,
    fullname: params.fullname ?? '',
    passwd,
    active: 'on',
    limits: applyLimitParams(presetLimits, params),
  });
  return okDoc();
}

function updateUser(context: FuncContext, user: IspUser): IspDoc {
  const { state, params } = context;
  const passwd =
    params.passwd !== undefined && params.passwd !== ''
      ? validatePassword(params.passwd, params.confirm)
      : user.passwd;
  let preset = user.preset;
  let baseLimits = user.limits;
  // A new preset brings its own limits; sent limit_* still override them (reference §1.4 "Change tariff").
  if (params.preset !== undefined && params.preset !== user.preset) {
    preset = params.preset;
    baseLimits = preset === '' ? {} : requirePreset(state, preset);
  }
  Object.assign(user, {
    passwd,
    preset,
    fullname: params.fullname ?? user.fullname,
    limits: applyLimitParams(baseLimits, params),
  });
  return okDoc();
}

const userEdit: FuncHandler = (context) => {
  requireAdmin(context.caller);
  const elid = context.params.elid ?? '';
  if (elid === '') {
    if (hasSok(context.params)) return createUser(context);
    return { doc: wrapFields({ name: '', fullname: '', preset: '', passwd: '', confirm: '' }) };
  }
  const user = findUser(context, elid);
  if (hasSok(context.params)) return updateUser(context, user);
  return { doc: wrapFields({ elid: user.name, ...userFields(user) }) };
};

const userAdd: FuncHandler = (context) => {
  requireAdmin(context.caller);
  return createUser(context);
};

const userList: FuncHandler = ({ state, caller }) => {
  requireAdmin(caller);
  const users = [...state.users.values()].sort((a, b) => a.name.localeCompare(b.name));
  return listDoc(users.map(userFields));
};

/** Suspend and resume accept a ", " list, refuse the whole call on an unknown name and are idempotent. */
function setActive(active: 'on' | 'off'): FuncHandler {
  return ({ state, params, caller }) => {
    requireAdmin(caller);
    const names = splitElid(params.elid);
    const unknown = names.filter((name) => !state.users.has(name));
    if (names.length === 0 || unknown.length > 0) {
      throw new IspApiError('missed', 'users', `Users not found: ${unknown.join(', ')}`);
    }
    for (const name of names) {
      const user = state.users.get(name);
      if (user) user.active = active;
    }
    return okDoc();
  };
}

const userDelete: FuncHandler = (context) => {
  requireAdmin(context.caller);
  const names = splitElid(context.params.elid);
  if (names.length === 0) throw new IspApiError('value', 'elid', 'User not found');
  for (const name of names) findUser(context, name);
  for (const name of names) removeUser(context.state, name);
  return okDoc();
};

export const userFuncs: Record<string, FuncHandler> = {
  user: userList,
  'user.edit': userEdit,
  'user.add': userAdd,
  'user.add.finish': userAdd,
  'user.suspend': setActive('off'),
  'user.resume': setActive('on'),
  'user.delete': userDelete,
};
