import { IspApiError, type IspDoc, listDoc, okDoc, wrap, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { checkLimit, inScope, missed, ownerOf } from './scope.js';
import type { IspDatabase } from './types.js';
import { splitElid, validatePassword } from './validation.js';

// Databases on the panel's one MySQL server (docs/hosting-control.md): `db` lists them (key `<name>->MySQL`),
// `db.edit` creates one with a new user (user=*), `db.users` lists a database's users (elid = key),
// `db.users.edit` changes a user's password (plid = key, elid = user; its form shows the password in clear),
// `db.delete` removes a database with its users. Names carry the owner's prefix: `<owner>_name`.

export const DB_SERVER = 'MySQL';
const CHARSETS = ['utf8mb4', 'utf8', 'latin1', 'cp1251'];
const NAME = /^[a-z0-9_-]+$/;

const keyOf = (db: IspDatabase) => `${db.name}->${DB_SERVER}`;

function visible(context: FuncContext): IspDatabase[] {
  return [...context.state.databases.values()]
    .filter((db) => inScope(context.caller, db.owner))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const dbList: FuncHandler = (context) =>
  listDoc(
    visible(context).map((db) => ({
      name: db.name,
      owner: db.owner,
      key: keyOf(db),
      pair: keyOf(db),
      server: DB_SERVER,
      server_host: 'localhost',
      charset: db.charset,
      size: db.sizeMb.toFixed(2),
    })),
  );

const dbServerList: FuncHandler = () =>
  listDoc([{ name: DB_SERVER, host: 'localhost:3306', type: 'mysql', savedver: '8.0' }]);

function findDb(context: FuncContext, key: string | undefined): IspDatabase {
  const name = (key ?? '').split('->')[0] ?? '';
  const db = context.state.databases.get(name);
  if (db === undefined || !inScope(context.caller, db.owner)) throw missed('elid', key ?? '');
  return db;
}

/** A name the panel accepts: the owner's prefix, MySQL's characters and length. */
function prefixed(owner: string, raw: string | undefined, field: string, max: number): string {
  const name = (raw ?? '').trim();
  if (!name.startsWith(`${owner}_`) || name.length > max || !NAME.test(name) || name === `${owner}_`) {
    throw new IspApiError('value', field, `The value of the "${field}" field is invalid: ${raw ?? ''}`);
  }
  return name;
}

function createDb(context: FuncContext): IspDoc {
  const { state, params, caller } = context;
  const owner = ownerOf(state, caller, params.owner);
  const name = prefixed(owner.name, params.name, 'name', 64);
  if (state.databases.has(name)) throw new IspApiError('exists', 'name', `The database "${name}" exists`);
  if ((params.server ?? DB_SERVER) !== DB_SERVER) {
    throw new IspApiError('value', 'server', `No database server "${params.server}"`);
  }
  const charset = params.charset || 'utf8mb4';
  if (!CHARSETS.includes(charset)) throw new IspApiError('value', 'charset', `Unknown charset ${charset}`);
  if (params.user !== '*') throw new IspApiError('value', 'user', 'Only a new user (*) is supported here');
  const username = prefixed(owner.name, params.username, 'username', 32);
  const takenUser = [...state.databases.values()].some((db) => db.users.some((u) => u.name === username));
  if (takenUser) throw new IspApiError('exists', 'username', `The user "${username}" exists`);
  const mine = [...state.databases.values()].filter((db) => db.owner === owner.name);
  checkLimit(owner, 'limit_db', mine.length);
  checkLimit(
    owner,
    'limit_db_users',
    mine.reduce((count, db) => count + db.users.length, 0),
  );
  const password = validatePassword(params.password, params.confirm);
  const db: IspDatabase = {
    name,
    owner: owner.name,
    charset,
    sizeMb: 0.02,
    users: [{ name: username, password, remoteAccess: params.remote_access === 'on' }],
  };
  state.databases.set(name, db);
  return { doc: { ok: {}, id: wrap(keyOf(db)) } };
}

const dbEdit: FuncHandler = (context) => {
  const { params } = context;
  if ((params.elid ?? '') !== '') {
    const db = findDb(context, params.elid);
    return { doc: wrapFields({ name: db.name, charset: db.charset, server: DB_SERVER }) };
  }
  if (hasSok(params)) return createDb(context);
  return {
    doc: {
      ...wrapFields({ name: '', server: DB_SERVER, charset: 'utf8mb4', user: '*' }),
      slist: [{ $name: 'charset', val: CHARSETS.map((charset) => ({ $key: charset, $: charset })) }],
    },
  };
};

const dbDelete: FuncHandler = (context) => {
  const dbs = splitElid(context.params.elid).map((key) => findDb(context, key));
  if (dbs.length === 0) throw missed('elid', '');
  for (const db of dbs) context.state.databases.delete(db.name);
  return okDoc();
};

const dbUsersList: FuncHandler = (context) => {
  const db = findDb(context, context.params.elid ?? context.params.plid);
  return listDoc(
    db.users.map((user) => ({ name: user.name, remote_access: user.remoteAccess ? 'on' : 'off' })),
  );
};

const dbUsersEdit: FuncHandler = (context) => {
  const { params } = context;
  const db = findDb(context, params.plid);
  const user = db.users.find((candidate) => candidate.name === params.elid);
  if (user === undefined) throw missed('elid', params.elid ?? '');
  if (!hasSok(params)) {
    return { doc: wrapFields({ name: user.name, password: user.password, confirm: user.password }) };
  }
  if (params.password !== undefined) user.password = validatePassword(params.password, params.confirm);
  if (params.remote_access !== undefined) user.remoteAccess = params.remote_access === 'on';
  return okDoc();
};

export const dbFuncs: Record<string, FuncHandler> = {
  db: dbList,
  'db.server': dbServerList,
  'db.edit': dbEdit,
  'db.delete': dbDelete,
  'db.users': dbUsersList,
  'db.users.edit': dbUsersEdit,
};
