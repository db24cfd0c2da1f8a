import type { IspmanagerSimulator } from '@portal/simulators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HostingPanel, PanelError } from '../../src/integrations/hosting-panel/hosting-panel.js';
import { ispmanagerPanel } from '../../src/integrations/hosting-panel/ispmanager.js';
import { LIMITS, PANEL_ADMIN, startPanel } from '../helpers/hosting.js';

let sim: IspmanagerSimulator;
let panel: HostingPanel;

const connect = (adminPassword = PANEL_ADMIN.password, timeoutMs = 2000) =>
  ispmanagerPanel(
    {
      apiUrl: sim.apiUrl,
      loginBaseUrl: null,
      adminLogin: PANEL_ADMIN.login,
      adminPassword,
      tlsInsecure: false,
    },
    timeoutMs,
  );

const account = (login: string) => ({
  login,
  password: 'Str0ng-Pass!word',
  preset: 'small',
  limits: LIMITS.small,
});

async function failure(promise: Promise<unknown>): Promise<PanelError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PanelError)) throw new Error(`expected a PanelError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  sim = await startPanel();
});
afterAll(async () => {
  await sim.close();
});
beforeEach(() => {
  sim.reset();
  panel = connect();
});

describe('the ISPmanager adapter against the fake panel', () => {
  it('creates a user with the preset, the limits and the password, by POST with out=json', async () => {
    await panel.createUser(account('alice'));
    const user = sim.state.users.get('alice');
    expect(user).toMatchObject({ preset: 'small', active: 'on', passwd: 'Str0ng-Pass!word' });
    expect(user?.limits.limit_quota).toBe('1024');
    const call = sim.calls().find((entry) => entry.func === 'user.add.finish');
    expect(call?.params.passwd).toBe('***');
    expect(call?.auth).toBe('authinfo');
    expect(await panel.listUsers()).toEqual([{ login: 'alice', active: true, preset: 'small' }]);
  });

  it('suspends, resumes, changes limits and deletes; deleting twice is fine', async () => {
    await panel.createUser(account('bob'));
    await panel.suspend('bob');
    expect(sim.state.users.get('bob')?.active).toBe('off');
    await panel.resume('bob');
    expect(sim.state.users.get('bob')?.active).toBe('on');
    await panel.changeLimits('bob', 'big', LIMITS.big);
    expect(sim.state.users.get('bob')).toMatchObject({ preset: 'big' });
    expect(sim.state.users.get('bob')?.limits.limit_quota).toBe('5120');
    await panel.deleteUser('bob');
    expect(sim.state.users.has('bob')).toBe(false);
    await panel.deleteUser('bob');
  });

  it('answers a one-time key login URL that never carries the password', async () => {
    await panel.createUser(account('carol'));
    const { url, key } = await panel.loginUrl('carol');
    const parsed = new URL(url);
    expect(parsed.origin).toBe(sim.url);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      func: 'auth',
      username: 'carol',
      key,
      checkcookie: 'no',
    });
    const page = await fetch(url);
    expect(await page.text()).toContain('carol');
    const again = await fetch(url);
    expect(await again.text()).not.toContain('Logged in as <strong>carol');
  });

  it('reads panel errors from the body: exists, bad name, bad password, unknown user, bad preset, bad auth', async () => {
    await panel.createUser(account('dave'));
    expect(await failure(panel.createUser(account('dave')))).toMatchObject({
      kind: 'panel',
      type: 'exists',
      object: 'user',
    });
    expect(await failure(panel.createUser(account('9bad')))).toMatchObject({ type: 'value', object: 'name' });
    expect(await failure(panel.createUser({ ...account('erin'), password: '' }))).toMatchObject({
      type: 'value',
      object: 'passwd',
    });
    expect(await failure(panel.createUser({ ...account('erin'), preset: 'nope' }))).toMatchObject({
      type: 'value',
      object: 'preset',
    });
    expect(await failure(panel.suspend('ghost'))).toMatchObject({ type: 'missed', object: 'users' });
    expect(await failure(panel.changeLimits('ghost', 'small', {}))).toMatchObject({
      type: 'value',
      object: 'elid',
    });
    const denied = await failure(connect('wrong').whoami());
    expect(denied).toMatchObject({ kind: 'panel', type: 'auth' });
    expect(denied.retryable).toBe(false);
  });

  it('turns faults into retryable transport errors: injected error, HTTP 502, HTML, time-out', async () => {
    sim.faults.failNext('whoami', { type: 'busy', msg: 'try later' });
    expect(await failure(panel.whoami())).toMatchObject({ kind: 'panel', type: 'busy' });
    sim.faults.httpStatus(502);
    expect(await failure(panel.whoami())).toMatchObject({ kind: 'transport' });
    sim.faults.html();
    const html = await failure(panel.whoami());
    expect(html.kind).toBe('transport');
    expect(html.retryable).toBe(true);
    sim.faults.delay(600);
    expect(await failure(connect(PANEL_ADMIN.password, 200).whoami())).toMatchObject({ kind: 'transport' });
    expect(await panel.whoami()).toBe(PANEL_ADMIN.login);
  });

  it('a write applied before the connection dropped shows up as "exists" on the retry', async () => {
    sim.faults.dropAfterWrite('user.add.finish');
    expect(await failure(panel.createUser(account('frank')))).toMatchObject({ kind: 'transport' });
    expect(sim.state.users.has('frank')).toBe(true);
    expect(await failure(panel.createUser(account('frank')))).toMatchObject({ type: 'exists' });
  });
});
