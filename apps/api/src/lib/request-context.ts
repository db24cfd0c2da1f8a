import { AsyncLocalStorage } from 'node:async_hooks';

// The id of the request (or of the job) whose work is running, without threading it through every service:
// enqueue stores it with each job it queues, and the job runner restores it while that job runs, so one id ties
// the request's log lines to those of the jobs it caused.

interface WorkContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** Runs `work` (and everything it awaits or schedules) as part of the request `requestId`. */
export const runWithRequestId = <T>(requestId: string, work: () => T): T => storage.run({ requestId }, work);

/** The request id of the work running now; undefined outside a request or a job queued by one. */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
