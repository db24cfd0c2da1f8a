import { PanelError } from './hosting-panel.js';
import { elements, type IspDoc, unwrap } from './ispmanager-http.js';

// Mailboxes and databases of a panel user (docs/hosting-control.md), the ISPmanager names: emaildomain.*,
// email.*, db.*, db.users.*. The panel shows a box's and a database user's password in clear in their forms:
// this file reads only the fields named below, so no password read from the panel reaches an answer.

/** A mailbox as the panel keeps it; its password is never part of it. */
export interface PanelMailbox {
  /** `box@domain`. */
  address: string;
  domain: string;
  usedMb: number;
  /** MiB; null when the box has no limit of its own. */
  quotaMb: number | null;
  forward: string[];
  keepCopy: boolean;
  active: boolean;
}

export interface PanelMailboxChanges {
  password?: string;
  quotaMb?: number;
  forward?: string[];
  keepCopy?: boolean;
}

export interface PanelDatabase {
  /** The full name, the owner's prefix included. */
  name: string;
  users: string[];
  sizeMb: number;
  charset: string | null;
  /** Where the database server listens, as the panel names it (localhost for the user's sites). */
  host: string;
}

/** What the panel does with a user's mail and databases (the panel acting as that user). */
export interface PanelMailAndDatabases {
  listMailDomains(): Promise<string[]>;
  listMailboxes(): Promise<PanelMailbox[]>;
  /** Makes the mail domain first when it is not there yet. A box taken is PanelError "exists" on "name". */
  createMailbox(box: { name: string; domain: string; password: string; quotaMb: number }): Promise<void>;
  updateMailbox(address: string, changes: PanelMailboxChanges): Promise<void>;
  /** Removes the box and its mail; a box already gone counts as done. */
  deleteMailbox(address: string): Promise<void>;
  listDatabases(): Promise<PanelDatabase[]>;
  /** Full names. A name taken is PanelError "exists" on "name" (database) or "username" (user). */
  createDatabase(db: { name: string; user: string; password: string; charset: string }): Promise<void>;
  changeDatabasePassword(name: string, user: string, password: string): Promise<void>;
  /** Removes the database, its data and its users; one already gone counts as done. */
  deleteDatabase(name: string): Promise<void>;
}

type Call = (params: Record<string, string>) => Promise<IspDoc>;
type Write = (params: Record<string, string>) => Promise<void>;

const number = (value: unknown) => {
  const parsed = Number.parseFloat(unwrap(value) ?? '');
  return Number.isFinite(parsed) ? parsed : 0;
};
const addresses = (value: unknown) =>
  (unwrap(value) ?? '')
    .split(/[\s,]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');

async function ignoringMissed(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof PanelError && error.type === 'missed')) throw error;
  }
}

export function ispmanagerMailAndDatabases(call: Call, write: Write, login: string): PanelMailAndDatabases {
  const as = (params: Record<string, string>) => ({ ...params, su: login });
  const listMailDomains = async () =>
    elements(await call(as({ func: 'emaildomain' }))).map((row) => unwrap(row.name) ?? '');
  const databaseKey = async (name: string) => {
    const row = elements(await call(as({ func: 'db' }))).find((candidate) => unwrap(candidate.name) === name);
    if (!row) throw new PanelError('panel', `db: no database ${name}`, 'missed', 'elid');
    return unwrap(row.key) ?? `${name}->MySQL`;
  };

  return {
    listMailDomains,
    async listMailboxes() {
      const rows = elements(await call(as({ func: 'email' })));
      return Promise.all(
        rows.map(async (row) => {
          const address = unwrap(row.name) ?? '';
          // The list has no size limit nor the keep-a-copy switch: the box's form has them (and its password,
          // which is not read).
          const form = await call(as({ func: 'email.edit', elid: address }));
          const quota = number(form.maxsize);
          return {
            address,
            domain: address.slice(address.lastIndexOf('@') + 1),
            usedMb: number(row.size),
            quotaMb: quota > 0 ? quota : null,
            forward: addresses(row.forward),
            keepCopy: unwrap(form.dontsave) !== 'on',
            active: unwrap(row.active) !== 'off',
          };
        }),
      );
    },
    async createMailbox(box) {
      if (!(await listMailDomains()).includes(box.domain)) {
        try {
          await write(as({ func: 'emaildomain.edit', name: box.domain, ipsrc: 'auto' }));
        } catch (error) {
          // Its `name` is the domain's, not the box's: the caller tells the two apart by this object.
          if (error instanceof PanelError && (error.type === 'exists' || error.type === 'value')) {
            throw new PanelError('panel', error.message, error.type, 'emaildomain');
          }
          throw error;
        }
      }
      await write(
        as({
          func: 'email.edit',
          name: box.name,
          domainname: box.domain,
          passwd: box.password,
          confirm: box.password,
          maxsize: String(box.quotaMb),
        }),
      );
    },
    async updateMailbox(address, changes) {
      await write(
        as({
          func: 'email.edit',
          elid: address,
          ...(changes.password !== undefined ? { passwd: changes.password, confirm: changes.password } : {}),
          ...(changes.quotaMb !== undefined ? { maxsize: String(changes.quotaMb) } : {}),
          ...(changes.forward !== undefined ? { forward: changes.forward.join(', ') } : {}),
          ...(changes.keepCopy !== undefined ? { dontsave: changes.keepCopy ? 'off' : 'on' } : {}),
        }),
      );
    },
    deleteMailbox: (address) => ignoringMissed(() => write(as({ func: 'email.delete', elid: address }))),
    async listDatabases() {
      const rows = elements(await call(as({ func: 'db' })));
      return Promise.all(
        rows.map(async (row) => {
          const key = unwrap(row.key) ?? '';
          const users = elements(await call(as({ func: 'db.users', elid: key })));
          return {
            name: unwrap(row.name) ?? '',
            users: users.map((user) => unwrap(user.name) ?? ''),
            sizeMb: number(row.size),
            charset: unwrap(row.charset) ?? null,
            host: unwrap(row.server_host) || 'localhost',
          };
        }),
      );
    },
    async createDatabase(db) {
      const servers = elements(await call({ func: 'db.server' }));
      await write(
        as({
          func: 'db.edit',
          name: db.name,
          server: unwrap(servers[0]?.name) ?? 'MySQL',
          charset: db.charset,
          user: '*',
          username: db.user,
          password: db.password,
          confirm: db.password,
          remote_access: 'off',
        }),
      );
    },
    async changeDatabasePassword(name, user, password) {
      const plid = await databaseKey(name);
      await write(as({ func: 'db.users.edit', plid, elid: user, password, confirm: password }));
    },
    deleteDatabase: (name) =>
      ignoringMissed(async () => write(as({ func: 'db.delete', elid: await databaseKey(name) }))),
  };
}
