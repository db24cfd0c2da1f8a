import { randomBytes } from 'node:crypto';
import type { HostingPanel, PanelConnection } from './hosting-panel.js';
import { PanelError } from './hosting-panel.js';
import { ispmanagerCustomer, phpVersionKeys } from './ispmanager-customer.js';
import { assertOk, elements, ispCall, unwrap } from './ispmanager-http.js';

/** The ISPmanager 5/6 adapter; every call authenticates with the server's admin authinfo. */
export function ispmanagerPanel(connection: PanelConnection, timeoutMs: number): HostingPanel {
  const call = (params: Record<string, string>) =>
    ispCall({
      apiUrl: connection.apiUrl,
      tlsInsecure: connection.tlsInsecure,
      timeoutMs,
      params: { ...params, authinfo: `${connection.adminLogin}:${connection.adminPassword}` },
    });
  const write = async (params: Record<string, string>) => {
    const func = params.func ?? '?';
    assertOk(func, await call({ ...params, sok: 'ok' }));
  };
  const limitParams = (limits: Record<string, number>) =>
    Object.fromEntries(Object.entries(limits).map(([key, value]) => [key, String(value)]));

  return {
    asUser: (login) => ispmanagerCustomer(call, write, login),
    async phpVersions() {
      const versions = [...new Set((await phpVersionKeys(call)).values())];
      return versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    },
    async whoami() {
      const doc = await call({ func: 'whoami' });
      return unwrap(doc.name) ?? connection.adminLogin;
    },
    async listUsers() {
      const doc = await call({ func: 'user' });
      return elements(doc).map((row) => ({
        login: unwrap(row.name) ?? '',
        active: unwrap(row.active) !== 'off',
        preset: unwrap(row.preset) ?? '',
      }));
    },
    async createUser(account) {
      await write({
        func: 'user.add.finish',
        name: account.login,
        passwd: account.password,
        confirm: account.password,
        preset: account.preset,
        fullname: account.login,
        ...limitParams(account.limits),
      });
    },
    async changeLimits(login, preset, limits) {
      await write({ func: 'user.edit', elid: login, preset, ...limitParams(limits) });
    },
    suspend: (login) => write({ func: 'user.suspend', elid: login }),
    resume: (login) => write({ func: 'user.resume', elid: login }),
    async deleteUser(login) {
      try {
        await write({ func: 'user.delete', elid: login });
      } catch (error) {
        const gone =
          error instanceof PanelError &&
          ((error.type === 'value' && error.object === 'elid') || error.type === 'missed');
        if (!gone) throw error;
      }
    },
    async loginUrl(login) {
      const key = randomBytes(16).toString('hex');
      await write({ func: 'session.newkey', username: login, key });
      const base = connection.loginBaseUrl ?? new URL(connection.apiUrl).origin;
      const url = new URL('/ispmgr', base);
      url.search = new URLSearchParams({ func: 'auth', username: login, key, checkcookie: 'no' }).toString();
      return { url: url.toString(), key };
    },
  };
}
