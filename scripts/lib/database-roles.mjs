// `npm start` on PostgreSQL: the server migrates as the owner role (DATABASE_OWNER_URL) and serves as a role
// with row privileges only (DATABASE_URL), which it grants at each start. This makes sure the serving role exists.
import { createHash } from 'node:crypto';
import { abort, note } from './log.mjs';

const roleOf = (url) => decodeURIComponent(new URL(url).username);
const quoted = (identifier) => `"${identifier.replaceAll('"', '""')}"`;
const literal = (text) => `'${text.replaceAll("'", "''")}'`;

/** Creates the serving role when missing (LOGIN, with the password its URL carries), connected as the owner. */
async function ensureRole(ownerUrl, servingUrl) {
  const { default: pg } = await import('pg');
  const owner = new pg.Client({ connectionString: ownerUrl });
  try {
    await owner.connect();
  } catch (error) {
    abort(`Cannot connect as the owner role (DATABASE_OWNER_URL): ${error.message}`);
  }
  try {
    const role = roleOf(servingUrl);
    const password = decodeURIComponent(new URL(servingUrl).password);
    const { rows } = await owner.query('select 1 from pg_roles where rolname = $1', [role]);
    // A new role is no superuser and creates nothing; the server refuses one that is a superuser.
    const login = `login${password ? ` password ${literal(password)}` : ''}`;
    try {
      if (rows.length === 0) {
        await owner.query(`create role ${quoted(role)} ${login}`);
        note(`created the serving role ${role}`);
      } else if (password) {
        await owner.query(`alter role ${quoted(role)} ${login}`);
      }
    } catch (error) {
      abort(
        `Cannot create or update the serving role ${role} as the owner (it needs CREATEROLE): ${error.message}. ` +
          'Create it yourself (README: production), then start again.',
      );
    }
  } finally {
    await owner.end();
  }
}

/**
 * The environment's two database URLs. With DATABASE_OWNER_URL set, both are used as given (the serving role is
 * created when missing). With DATABASE_URL alone, that URL is taken as the owner, and the server serves as
 * `<owner>_app`, whose password is derived from the owner's login, so every start (and a second process) agrees.
 */
export async function databaseRoles(env) {
  const given = env.DATABASE_URL;
  if (!given) return {};
  if (env.DATABASE_OWNER_URL) {
    await ensureRole(env.DATABASE_OWNER_URL, given);
    return { DATABASE_URL: given, DATABASE_OWNER_URL: env.DATABASE_OWNER_URL };
  }
  const serving = new URL(given);
  const ownerRole = roleOf(given) || 'postgres';
  serving.username = encodeURIComponent(`${ownerRole}_app`);
  // Roles belong to the whole server: the same owner login gives the same password, whichever database.
  const ownerLogin = new URL(given);
  const secret = `${ownerLogin.username}:${ownerLogin.password}@${ownerLogin.host}`;
  serving.password = createHash('sha256').update(`portal serving role:${secret}`).digest('hex').slice(0, 32);
  await ensureRole(given, serving.toString());
  note(`PostgreSQL: migrations as ${ownerRole}, serving as ${ownerRole}_app`);
  return { DATABASE_URL: serving.toString(), DATABASE_OWNER_URL: given };
}
