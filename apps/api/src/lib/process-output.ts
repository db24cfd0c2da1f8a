import { type DestinationStream, destination } from 'pino';

// A process's output is a pipe whose reader may stall or go away (a terminal closed, a test harness that exited,
// a log collector restarting). Output must never decide whether the process lives: a broken pipe (EPIPE) or a
// full one (EAGAIN) costs log lines, never a crash and never a blocked event loop, so a signal is still heard.

/** Beyond this many unwritten bytes, new log lines are dropped rather than held in memory. */
const MAX_PENDING_BYTES = 4 * 1024 * 1024;

/**
 * stdout for pino that never blocks: pino's default writes synchronously and, when the pipe is full, sleeps and
 * retries for as long as it stays full (the main thread parked in that loop ignores every signal). Here a write
 * the pipe does not take now stays pending (up to MAX_PENDING_BYTES) and is tried again with the next line.
 */
export function nonBlockingStdout(): DestinationStream {
  const stream = destination({
    dest: 1,
    sync: true,
    minLength: 0,
    maxLength: MAX_PENDING_BYTES,
    retryEAGAIN: () => false,
  });
  // EAGAIN and EPIPE come back as 'error' events; without a listener they would be thrown.
  stream.on('error', () => {});
  return stream;
}

/** Errors of process.stdout and process.stderr (console's output) are dropped instead of thrown. */
export function ignoreOutputErrors(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream.listenerCount('error') === 0) stream.on('error', () => {});
  }
}
