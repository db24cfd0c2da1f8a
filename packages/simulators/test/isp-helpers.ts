import { afterEach, beforeEach } from 'vitest';
import {
  type IspmanagerSimulator,
  type IspmanagerSimulatorOptions,
  startIspmanagerSimulator,
} from '../src/index.js';

export const ADMIN = { login: 'root', password: 'Adm1n-secret:with-colon' };
export const ADMIN_AUTHINFO = `${ADMIN.login}:${ADMIN.password}`;
export const STRONG_PASSWORD = 'Str0ng-Pass-123';

export const PRESETS = {
  basic: { limit_quota: 1024, limit_db: 2, limit_webdomains: 1 },
  pro: { limit_quota: 10240, limit_db: 10, limit_webdomains: 5, limit_memory: 512 },
};

export interface Clock {
  now: number;
  advance(ms: number): void;
}

export function createClock(start = Date.UTC(2025, 0, 1)): Clock {
  const clock = {
    now: start,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  return clock;
}

export async function startSim(
  clock: Clock,
  extra: Partial<IspmanagerSimulatorOptions> = {},
): Promise<IspmanagerSimulator> {
  return startIspmanagerSimulator({ admin: ADMIN, presets: PRESETS, now: () => clock.now, ...extra });
}

/**
 * A fresh simulator for each test of a file, with two panel users on the `basic` preset (alice and bob), closed
 * after the test. `env` holds the test's clock and simulator; `as` sends a request as one of the users.
 */
export function useTwoUserSim(extra: Partial<IspmanagerSimulatorOptions> = {}) {
  const env = {} as { clock: Clock; sim: IspmanagerSimulator };
  beforeEach(async () => {
    env.clock = createClock();
    env.sim = await startSim(env.clock, extra);
    for (const name of ['alice', 'bob']) {
      await ispPost(env.sim, {
        authinfo: ADMIN_AUTHINFO,
        func: 'user.add.finish',
        sok: 'ok',
        name,
        passwd: STRONG_PASSWORD,
        preset: 'basic',
      });
    }
  });
  afterEach(async () => {
    await env.sim.close();
  });
  const as = (user: string, params: Record<string, string>) =>
    ispPost(env.sim, { authinfo: ADMIN_AUTHINFO, su: user, ...params });
  return { env, as };
}

export interface IspReply {
  status: number;
  body: string;
  json: { doc: Record<string, unknown> };
}

/** Form-encoded POST, as a billing adapter sends it. */
export async function ispPost(sim: IspmanagerSimulator, params: Record<string, string>): Promise<IspReply> {
  const response = await fetch(sim.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ out: 'json', ...params }),
  });
  const body = await response.text();
  let json = { doc: {} };
  try {
    json = JSON.parse(body);
  } catch {
    // Non-JSON answers (faults, 400) are asserted through `body`.
  }
  return { status: response.status, body, json };
}

export function asAdmin(sim: IspmanagerSimulator, params: Record<string, string>): Promise<IspReply> {
  return ispPost(sim, { authinfo: ADMIN_AUTHINFO, ...params });
}

export function errorOf(reply: IspReply) {
  return reply.json.doc.error as
    | { $type: string; $object: string; msg: { $: string }; detail: { $: string } }
    | undefined;
}

export function expectError(reply: IspReply, type: string, object: string): void {
  if (reply.status !== 200) throw new Error(`expected HTTP 200, got ${reply.status}`);
  const error = errorOf(reply);
  if (error?.$type !== type || error.$object !== object) {
    throw new Error(`expected ${type}/${object}, got ${reply.body}`);
  }
  if (typeof error.msg.$ !== 'string' || typeof error.detail.$ !== 'string')
    throw new Error('msg/detail missing');
}

export async function createUser(
  sim: IspmanagerSimulator,
  name: string,
  extra: Record<string, string> = {},
): Promise<IspReply> {
  return asAdmin(sim, {
    func: 'user.edit',
    sok: 'ok',
    name,
    passwd: STRONG_PASSWORD,
    confirm: STRONG_PASSWORD,
    preset: 'basic',
    ...extra,
  });
}
