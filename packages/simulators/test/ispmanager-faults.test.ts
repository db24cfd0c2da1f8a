import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IspmanagerSimulator } from '../src/index.js';
import { asAdmin, createClock, createUser, expectError, STRONG_PASSWORD, startSim } from './isp-helpers.js';

const clock = createClock();
let sim: IspmanagerSimulator;

beforeEach(async () => {
  sim = await startSim(clock, { users: [{ name: 'seeded', passwd: STRONG_PASSWORD, preset: 'basic' }] });
});
afterEach(async () => {
  await sim.close();
});

async function control(path: string, method: string, body?: unknown) {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('fault injection', () => {
  it('fails the next N calls of one func with the chosen error, then recovers', async () => {
    sim.faults.failNext('user.edit', { type: 'exists', object: 'user', msg: 'busy' }, 2);
    expect((await asAdmin(sim, { func: 'whoami' })).json.doc.name).toEqual({ $: 'root' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const reply = await createUser(sim, 'alice');
      expectError(reply, 'exists', 'user');
      expect(reply.json.doc.error).toMatchObject({ msg: { $: 'busy' }, detail: { $: 'busy' } });
    }
    expect(sim.state.users.has('alice')).toBe(false);
    expect((await createUser(sim, 'alice')).json.doc.ok).toBeDefined();
    expect(sim.faults.list()).toEqual([]);
  });

  it('accepts faults as JSON on POST /__sim/faults and clears them with DELETE', async () => {
    const added = await control('/__sim/faults', 'POST', [
      { kind: 'error', func: 'user', error: { type: 'access', object: 'func' } },
      { kind: 'http-status', func: 'preset', status: 502, times: 'always' },
    ]);
    expect(added.status).toBe(200);
    expectError(await asAdmin(sim, { func: 'user' }), 'access', 'func');
    expect((await asAdmin(sim, { func: 'user' })).json.doc.elem).toHaveLength(1);
    expect((await asAdmin(sim, { func: 'preset' })).status).toBe(502);
    expect((await asAdmin(sim, { func: 'preset' })).status).toBe(502);
    expect((await control('/__sim/faults', 'GET')).json.faults).toHaveLength(1);
    await control('/__sim/faults', 'DELETE');
    expect((await asAdmin(sim, { func: 'preset' })).status).toBe(200);
    expect((await control('/__sim/faults', 'POST', { kind: 'boom' })).status).toBe(400);
    expect((await control('/__sim/faults', 'POST', { kind: 'delay', ms: 5, times: 0 })).status).toBe(400);
  });

  it('delays responses past a client timeout', async () => {
    sim.faults.delay(300, { func: 'whoami' });
    const params = new URLSearchParams({
      out: 'json',
      func: 'whoami',
      authinfo: `root:${sim.state.admin.password}`,
    });
    await expect(fetch(`${sim.apiUrl}?${params}`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
    sim.faults.delay(120);
    const started = performance.now();
    expect((await asAdmin(sim, { func: 'whoami' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('answers HTTP 500 and 502 without applying the call', async () => {
    sim.faults.httpStatus(500, { func: 'user.edit' });
    sim.faults.httpStatus(502, { func: 'user.edit' });
    const first = await createUser(sim, 'alice');
    expect(first.status).toBe(500);
    expect(first.body).toBe('Internal Server Error');
    expect((await createUser(sim, 'alice')).status).toBe(502);
    expect(sim.state.users.has('alice')).toBe(false);
  });

  it('answers an HTML login page instead of JSON', async () => {
    sim.faults.html();
    const reply = await asAdmin(sim, { func: 'user' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatch(/^<!doctype html>/);
    expect(reply.json).toEqual({ doc: {} });
  });

  it('applies a write and then drops the connection', async () => {
    sim.faults.dropAfterWrite('user.edit');
    await expect(createUser(sim, 'alice')).rejects.toThrow();
    expect(sim.state.users.get('alice')?.preset).toBe('basic');
    expectError(await createUser(sim, 'alice'), 'exists', 'user');
  });

  it('resets to the seed, clearing faults, calls, keys and sessions', async () => {
    await createUser(sim, 'alice');
    await asAdmin(sim, { func: 'user.suspend', elid: 'seeded', sok: 'ok' });
    await asAdmin(sim, { func: 'session.newkey', username: 'seeded', key: 'x'.repeat(20) });
    sim.faults.html({ times: 'always' });
    const reset = await control('/__sim/reset', 'POST');
    expect(reset.json).toMatchObject({ keys: 0, sessions: 0, users: [{ name: 'seeded', active: 'on' }] });
    expect(sim.state.users.size).toBe(1);
    expect(sim.faults.list()).toEqual([]);
    expect(sim.calls()).toEqual([]);
    sim.reset();
    expect(sim.state.users.get('seeded')?.active).toBe('on');
  });
});

describe('call log', () => {
  it('records func, redacted params and the auth method, also over GET /__sim/calls', async () => {
    await createUser(sim, 'alice');
    await asAdmin(sim, { func: 'session.newkey', username: 'alice', key: 'k'.repeat(32) });
    const sid = await fetch(sim.apiUrl, {
      method: 'POST',
      body: new URLSearchParams({ out: 'json', func: 'auth', username: 'alice', key: 'k'.repeat(32) }),
    });
    const auth = ((await sid.json()) as { doc: { auth: { $id: string } } }).doc.auth.$id;
    await fetch(`${sim.apiUrl}?out=json&func=whoami&auth=${auth}`);

    const calls = sim.calls();
    expect(calls.map((call) => [call.func, call.auth, call.user])).toEqual([
      ['user.edit', 'authinfo', 'root'],
      ['session.newkey', 'authinfo', 'root'],
      ['auth', 'key', undefined],
      ['whoami', 'session', 'alice'],
    ]);
    expect(calls[0]?.params).toMatchObject({
      authinfo: 'root:***',
      passwd: '***',
      confirm: '***',
      name: 'alice',
    });
    expect(calls[1]?.params.key).toBe('***');
    expect(calls[3]?.params.auth).toBe('***');
    const overHttp = await control('/__sim/calls', 'GET');
    expect(overHttp.json.calls).toEqual(JSON.parse(JSON.stringify(calls)));
    expect(JSON.stringify(overHttp.json)).not.toContain(STRONG_PASSWORD);
    await control('/__sim/calls', 'DELETE');
    expect(sim.calls()).toEqual([]);
  });
});
