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
  return { admin: { ...admin }, presets, users, keys: new Map(), sessions: new Map() };
}

/** Replaces the contents in place so references held by tests (`handle.state`) stay live. */
export function resetState(state: IspState, options: IspmanagerSimulatorOptions): void {
  const fresh = createState(options);
  state.admin = fresh.admin;
  for (const key of ['presets', 'users', 'keys', 'sessions'] as const) {
    state[key].clear();
  }
  for (const [name, limits] of fresh.presets) state.presets.set(name, limits);
  for (const [name, user] of fresh.users) state.users.set(name, user);
}

/** Removes a user together with every key and session that would still let someone log in as them. */
export function removeUser(state: IspState, name: string): void {
  state.users.delete(name);
  for (const [key, entry] of state.keys) if (entry.username === name) state.keys.delete(key);
  for (const [id, session] of state.sessions) if (session.username === name) state.sessions.delete(id);
}
