import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/config.js';
import { freePort } from '../helpers/free-port.js';
import { NGINX, renderNginxConf } from '../helpers/nginx.js';
import { PAYMENT_ENV, paymeAuth } from '../helpers/payments.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// Behind nginx (deploy/nginx.conf as production runs it) the API believes X-Forwarded-For only from
// the proxy TRUST_PROXY names. Payme's allow-list shows it: Payme's address counts through nginx, while a caller
// reaching the API's port directly cannot claim that address in a header. Clients are told apart by their loopback
// source address (127.0.0.3 is "Payme", 127.0.0.4 a stranger); nginx reaches the API from 127.0.0.1.

const PAYME = '127.0.0.3';
const STRANGER = '127.0.0.4';

/** A Payme CheckTransaction sent from `from` to `port`; answers the JSON-RPC error code. */
function paymeFrom(from: string, port: number, key: string, headers: Record<string, string> = {}) {
  const body = JSON.stringify({ id: 1, method: 'CheckTransaction', params: { id: 'nothing-here' } });
  return new Promise<number>((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/payments/payme',
        headers: { 'content-type': 'application/json', authorization: paymeAuth(key), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve(JSON.parse(text).error.code as number));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

describe('TRUST_PROXY', () => {
  it('names the proxies by address; a hop count or `true` is refused', () => {
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(parseConfig({}).trustProxy).toEqual([]);
    for (const value of ['1', 'true', 'nginx']) {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be false or the addresses/);
    }
  });
});

describe.runIf(existsSync(NGINX))('behind deploy/nginx.conf', () => {
  let testApp: TestApp;
  let folder: string;
  let nginx: ChildProcess | undefined;
  let apiPort: number;
  let frontPort: number;

  beforeAll(async () => {
    testApp = await buildTestApp({ ...PAYMENT_ENV, TRUST_PROXY: '127.0.0.1', PAYME_ALLOWED_IPS: PAYME });
    apiPort = Number(new URL(await testApp.app.listen({ port: 0, host: '127.0.0.1' })).port);
    frontPort = await freePort();
    folder = mkdtempSync(path.join(tmpdir(), 'portal-proxy-'));
    const conf = renderNginxConf(folder, {
      listen: `127.0.0.1:${frontPort}`,
      upstreams: [`127.0.0.1:${apiPort}`],
    });
    nginx = spawn(NGINX, ['-p', folder, '-c', conf], { stdio: 'ignore' });
    const until = Date.now() + 20_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${frontPort}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > until) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
    await testApp?.close();
  });

  it('uses the forwarded address from the named proxy only; a header sent past it is not believed', async () => {
    const key = PAYMENT_ENV.PAYME_KEY;
    // Through nginx, Payme's own address passes the allow-list (-31003: the key was right, the transaction unknown).
    expect(await paymeFrom(PAYME, frontPort, key)).toBe(-31003);
    // A stranger through nginx is themselves, even when claiming Payme's address: nginx appends the real one.
    expect(await paymeFrom(STRANGER, frontPort, key, { 'x-forwarded-for': PAYME })).toBe(-32504);
    // Straight to the API's port the header is not believed at all: the sender is not the named proxy.
    expect(await paymeFrom(STRANGER, apiPort, key, { 'x-forwarded-for': PAYME })).toBe(-32504);
    expect(await paymeFrom(PAYME, apiPort, key)).toBe(-31003);
  });
});
