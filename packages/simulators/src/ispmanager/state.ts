import type { IspLimits, IspmanagerSimulatorOptions, IspState, IspUser } from './types.js';

export const USER_LEVEL = 16;
/** Level reported for the panel administrator; the exact number is unverified (reference §5 marks it [U]). */
export const ADMIN_LEVEL = 28;

export const DEFAULT_ADMIN = { login: 'root', password: 'root-password' };

/** Presets store `limit_*` only; an empty value means unlimited and is not stored (reference §1.5). */
export function normalizeLimits(values: Record<string, string | number>): IspLimits {
  const limits: IspLimits = {};
  for (const [key, value] of Object.entries(values)) {
    if (!key.startsWith('limit_')) continue;
    const text = String(value).trim();
    if (text !== '') limits[key] = text;
  }
  return limits;
}

export function createState(options: IspmanagerSimulatorOptions): IspState {
  const admin = options.admin ?? DEFAULT_ADMIN;
  const presets = new Map(
    Object.entries(options.presets ?? {}).map(([name, values]) => [name, normalizeLimits(values)]),
  );
  const users = new Map<string, IspUser>();
  for (const seed of options.users ?? []) {
    const presetLimits = seed.preset ? (presets.get(seed.preset) ?? {}) : {};
    users.set(seed.name, {
      name: seed.name,
      level: USER_LEVEL,
      owner: admin.login,
      preset: seed.preset ?? '',
      fullname: seed.fullname ?? '',
      passwd: seed.passwd,
      active: seed.active ?? 'on',
      limits: { ...presetLimits, ...normalizeLimits(seed.limits ?? {}) },
    });
  }
  return {
    admin: { ...admin },
    presets,
    users,
    keys: new Map(),
    sessions: new Map(),
    sites: new Map(),
    certs: new Map(),
    zones: new Map(),
    mailDomains: new Map(),
    mailboxes: new Map(),
    databases: new Map(),
    phpVersions: new Map(DEFAULT_PHP),
    serverIp: options.serverIp ?? '203.0.113.10',
    nameservers: ['ns1.sim-hosting.uz.', 'ns2.sim-hosting.uz.'],
    notPointing: new Set(),
    leDelayMs: options.leDelayMs ?? 2000,
    siteCreatesZone: true,
    nextSiteId: 1,
    ftpUsers: new Map(),
    cronJobs: new Map(),
    nextCronId: 1,
    diskUsed: new Map(),
  };
}

/** What a typical server has installed: the advertised versions plus a current one. */
const DEFAULT_PHP: [string, string][] = [
  ['isp-php54', '5.4.45'],
  ['isp-php56', '5.6.40'],
  ['isp-php72', '7.2.34'],
  ['isp-php74', '7.4.33'],
  ['isp-php80', '8.0.30'],
  ['isp-php81', '8.1.27'],
];

/** Replaces the contents in place so references held by tests (`handle.state`) stay live. */
export function resetState(state: IspState, options: IspmanagerSimulatorOptions): void {
  const fresh = createState(options);
  state.admin = fresh.admin;
  for (const key of [
    'presets',
    'users',
    'keys',
    'sessions',
    'sites',
    'certs',
    'zones',
    'mailDomains',
    'mailboxes',
    'databases',
    'ftpUsers',
    'cronJobs',
    'diskUsed',
  ] as const) {
    state[key].clear();
  }
  state.phpVersions = fresh.phpVersions;
  state.serverIp = fresh.serverIp;
  state.notPointing = fresh.notPointing;
  state.leDelayMs = fresh.leDelayMs;
  state.siteCreatesZone = fresh.siteCreatesZone;
  state.nextSiteId = fresh.nextSiteId;
  state.nextCronId = fresh.nextCronId;
  for (const [name, limits] of fresh.presets) state.presets.set(name, limits);
  for (const [name, user] of fresh.users) state.users.set(name, user);
}

/** Removes a user together with every key and session that would still let someone log in as them. */
export function removeUser(state: IspState, name: string): void {
  state.users.delete(name);
  for (const map of [
    state.sites,
    state.certs,
    state.zones,
    state.mailDomains,
    state.mailboxes,
    state.databases,
    state.ftpUsers,
    state.cronJobs,
  ]) {
    for (const [key, object] of map) if (object.owner === name) map.delete(key);
  }
  state.diskUsed.delete(name);
  for (const [key, entry] of state.keys) if (entry.username === name) state.keys.delete(key);
  for (const [id, session] of state.sessions) if (session.username === name) state.sessions.delete(id);
}
