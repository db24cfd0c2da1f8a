import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** What the benchmarks read of autocannon's --json report. */
export interface LoadReport {
  requests: { average: number; total: number };
  latency: { mean: number };
  non2xx: number;
  errors: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Loads `url` with a bearer token for `seconds`. autocannon runs in its own process, so that it does not
 * share the event loop it measures.
 */
export function runLoad(options: {
  url: string;
  token: string;
  connections: number;
  seconds: number;
  /** Requests per second across all connections; unset: as fast as the server answers. */
  rate?: number;
}): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        autocannonBin,
        '--json',
        '-c',
        String(options.connections),
        '-d',
        String(options.seconds),
        ...(options.rate ? ['--overallRate', String(options.rate)] : []),
        '-H',
        `authorization=Bearer ${options.token}`,
        options.url,
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}
