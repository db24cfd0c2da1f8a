// nginx in front of the portal as production runs it (deploy/nginx/portal-site.conf): TLS, HTTP/2, and the
// production proxy rules (deploy/nginx/portal-proxy.conf) inside deploy/nginx.conf, the scale tests' frame.
// Over HTTPS Chromium asks for brotli and HTTP/2 compresses the headers that repeat on every response, so what
// a page transfers here is what a visitor's phone receives. The certificate is made for the run and
// self-signed: the browser is started with --ignore-certificate-errors.

import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const deployDir = fileURLToPath(new URL('../deploy', import.meta.url));

export interface TlsFront {
  base: string;
  stop: () => Promise<void>;
}

/** Starts nginx on `port` (127.0.0.1, TLS and HTTP/2) proxying to the portal on `upstreamPort`. */
export async function startTlsFront(port: number, upstreamPort: number): Promise<TlsFront> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-nginx-'));
  mkdirSync(path.join(prefix, 'body'), { recursive: true });
  const cert = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  execFileSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  const listen = 'listen __LISTEN__;';
  const template = readFileSync(path.join(deployDir, 'nginx.conf'), 'utf8');
  if (!template.includes(listen)) throw new Error(`deploy/nginx.conf has no "${listen}" line`);
  // The production site's TLS lines (portal-site.conf) in place of the scale tests' plain listener.
  const conf = template
    .replace(
      listen,
      `listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;`,
    )
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__PROXY_CONF__', path.join(deployDir, 'nginx/portal-proxy.conf'))
    .replaceAll('__UPSTREAMS__', `server 127.0.0.1:${upstreamPort} max_fails=0;`);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);

  const nginx = spawn(NGINX, ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (nginx.exitCode === null) {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const base = `https://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (await answers(`${base}/api/health`)) return { base, stop };
    if (attempt > 100 || nginx.exitCode !== null) {
      await stop();
      throw new Error('nginx did not start in front of the portal');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    https
      .get(url, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
