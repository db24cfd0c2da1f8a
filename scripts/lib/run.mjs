import { spawn } from 'node:child_process';

/**
 * Runs a command with the terminal attached. With `capture`, output is also kept (colour codes removed)
 * so the test summary can read the runners' counts while the user still sees everything live.
 */
export const run = (command, args, { cwd, env, capture = false } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        process.stderr.write(chunk);
        output += chunk;
      });
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 1 : 0), signal, output: stripAnsi(output) });
    });
  });

/** Runs a command quietly and answers whether it succeeded; for probes such as `psql -c 'select 1'`. */
export const probe = (command, args, { env } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences start with ESC.
const ansiPattern = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
export const stripAnsi = (text) => text.replace(ansiPattern, '');
