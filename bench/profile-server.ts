// One server of the paired profile benchmark (profile-pair.ts), in a process of its own so that its CPU time
// can be read from /proc/<pid>/stat: `fastify` listens with the whole app, `bare` with a node:http server doing
// the same token lookup and profile read with the API's own functions. It writes one line
// `profile-server ready { "port": …, "token": … }` on stdout when ready (the token only from the `fastify` side, which registers
// the bench user) and serves until stdin closes.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { runWithRequestId } from '@portal/api/lib/request-context';
import { bareProfileServer, buildBenchApp, registerBenchUser } from './profile-app.js';

const kind = process.argv[2];
const databaseUrl = process.env.DATABASE_URL;
if ((kind !== 'fastify' && kind !== 'bare') || !databaseUrl) {
  throw new Error('usage: DATABASE_URL=postgres://… profile-server.ts fastify|bare');
}
// The bare side builds the app too, for its database pool and migrations, but never listens with it.
const { app, dataDir } = await buildBenchApp(databaseUrl);
// In an API process the request context's AsyncLocalStorage is on (requests and jobs run in it), and on Node 20
// that makes every promise of the process dearer. profile.ts's bare server shares that cost with the app in one
// process; the bare process here enables it as well, so both pairings compare the same thing. One run turns it on.
if (kind === 'bare') runWithRequestId('bench', () => undefined);
const bare = bareProfileServer(app);

let port: number;
let token: string | undefined;
if (kind === 'fastify') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  token = await registerBenchUser(app);
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
