import { type ChildProcess, spawn } from 'node:child_process';
import { API_ROOT } from '../../src/config/paths.js';
import { freePort } from './free-port.js';
import { nodeArgsFor } from './node-entry.js';
import { TEST_SECRETS } from './test-app.js';

/** The API as its own process (src/server.ts), for tests that kill it or start several at once. */
export interface ApiProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process wrote to stderr, for a failure's message. */
  stderr: () => string;
  /** Ends it with SIGKILL, as a crash would, and waits until it is gone. */
  kill: () => Promise<void>;
  exited: Promise<number | null>;
}

export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgsFor('src/server.ts'), {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_MODE: 'false',
      ...TEST_SECRETS,
      JOBS_POLL_MS: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      ADMIN_DIST_DIR: '/nonexistent-admin-dist',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    stderr: () => stderr,
    exited,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Waits until the process answers /api/health; fails with its stderr when it exits first or takes too long. */
export async function untilHealthy(api: ApiProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (api.child.exitCode !== null)
      throw new Error(`the API exited (${api.child.exitCode}):\n${api.stderr()}`);
    const ok = await fetch(`${api.base}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not come up in ${timeoutMs} ms:\n${api.stderr()}`);
}
