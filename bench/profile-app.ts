// What both profile benchmarks (profile.ts, profile-server.ts) build: the app on a throw-away data folder, the
// bench user, and the bare node:http server doing the same token lookup and profile read with the API's own
// functions.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@portal/api';
import { parseConfig } from '@portal/api/config/config';
import { profileOf } from '@portal/api/modules/account/account.service';
import { authenticateToken } from '@portal/api/modules/auth/session.service';
import { readBearerToken } from '@portal/api/modules/auth/session-token';
// Brings in the `app.db` declaration of the db plugin.
import type {} from '@portal/api/plugins/db';

export type BenchApp = Awaited<ReturnType<typeof buildApp>>;

/** The app on `databaseUrl` (PGlite in the returned folder without it), not in demo mode. */
export async function buildBenchApp(
  databaseUrl: string | undefined,
): Promise<{ app: BenchApp; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DEMO_MODE: 'false',
    // Throw-away secrets: the bench database is deleted afterwards.
    CODE_SECRET: 'bench-code-secret-of-at-least-32-chars',
    HOSTING_SECRET_KEY: 'bench-hosting-secret-of-at-least-32-chars',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  return { app: await buildApp(config), dataDir };
}

/** Registers a customer of its own and answers its bearer token. */
export async function registerBenchUser(app: BenchApp): Promise<string> {
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

/** GET profile with nothing but node:http around the API's own token lookup and profile read (not listening). */
export const bareProfileServer = (app: BenchApp): http.Server =>
  http.createServer(async (request, response) => {
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
