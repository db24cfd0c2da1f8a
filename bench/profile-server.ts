// One server of the paired profile benchmark (profile-pair.ts), in a process of its own so that its CPU time
// can be read from /proc/<pid>/stat: `fastify` listens with the whole app, `bare` with a node:http server doing
// the same token lookup and profile read with the API's own functions. It writes one line
// `profile-server ready { "port": …, "token": … }` on stdout when ready (the token only from the `fastify` side, which registers
// the bench user) and serves until stdin closes.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portal/api';
import { parseConfig } from '@portal/api/config/config';
import { runWithRequestId } from '@portal/api/lib/request-context';
import { profileOf } from '@portal/api/modules/account/account.service';
import { authenticateToken } from '@portal/api/modules/auth/session.service';
import { readBearerToken } from '@portal/api/modules/auth/session-token';
// Brings in the `app.db` declaration of the db plugin.
import type {} from '@portal/api/plugins/db';

const kind = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if ((kind !== 'fastify' && kind !== 'bare') || !databaseUrl) {
  throw new Error('usage: DATABASE_URL=postgres://… profile-server.ts fastify|bare');
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = parseConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  DEMO_MODE: 'false',
  // Throw-away secrets, as in profile.ts.
  CODE_SECRET: 'bench-code-secret-of-at-least-32-chars',
  HOSTING_SECRET_KEY: 'bench-hosting-secret-of-at-least-32-chars',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
// The bare side builds the app too, for its database pool and migrations, but never listens with it.
const app = await buildApp(config);
// In an API process the request context's AsyncLocalStorage is on (requests and jobs run in it), and on Node 20
// that makes every promise of the process dearer. profile.ts's bare server shares that cost with the app in one
// process; the bare process here enables it as well, so both pairings compare the same thing. One run turns it on.
if (kind === 'bare') runWithRequestId('bench', () => undefined);

async function registerBenchUser(): Promise<string> {
  const stamp = `${Date.now()}${process.pid}`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/client/user/auth/register',
    payload: {
      firstname: 'Bench',
      lastname: 'Mark',
      sex: 'male',
      birthday: '1990-01-01',
      email: `bench.${stamp}@example.uz`,
      phone_number: `+99890${stamp.slice(-7)}`,
      password: 'Bench#2024',
      password_confirmation: 'Bench#2024',
    },
  });
  if (registered.statusCode !== 200) throw new Error(`registration failed: ${registered.body}`);
  return registered.json().data.access_token as string;
}

const unauthenticated = JSON.stringify({
  status: false,
  code: 'UNAUTHENTICATED',
  message: 'Not authorized!',
});
const bare = http.createServer(async (request, response) => {
  try {
    const bearer = readBearerToken(request.headers.authorization);
    const session = bearer ? await authenticateToken(app.db, bearer) : null;
    const body = session
      ? JSON.stringify({ status: true, data: await profileOf(app.db, session) })
      : unauthenticated;
    response.writeHead(session ? 200 : 401, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  } catch {
    response.writeHead(500).end();
  }
});

let port: number;
let token: string | undefined;
if (kind === 'fastify') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  token = await registerBenchUser();
} else {
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  port = (bare.address() as AddressInfo).port;
}
process.stdout.write(`profile-server ready ${JSON.stringify({ port, token })}\n`);

process.stdin.resume();
process.stdin.on('end', async () => {
  bare.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
