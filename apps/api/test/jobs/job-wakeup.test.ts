import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.js';
import { jobSchedules, jobs } from '../../src/db/schema.js';
import { enqueue } from '../../src/jobs/job-runner.js';
import { supportSessionEnd } from '../../src/modules/auth/auth.jobs.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { isPostgresRun } from '../helpers/test-database.js';

// A runner sleeps between passes and is woken when a job is queued: by a NOTIFY on PostgreSQL (from any
// process), in-process on PGlite. The safety poll is set to an hour here, so a job that runs within the wait
// below was started by the wake-up, not by the poll.
const AN_HOUR = '3600000';
// A generous wait for a wake-up that takes milliseconds; the poll would take an hour.
const WAIT = { timeout: 15_000, interval: 50 };

/**
 * Queues a real job that has nothing to do (no such support session): the runner that claims it marks it done,
 * which shows it was started.
 */
const queueJob = (app: FastifyInstance) =>
  enqueue(app.db, supportSessionEnd, { sessionId: 'no-such-session' });

const expectDone = async (app: FastifyInstance, id: number) => {
  const [row] = await app.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
  expect(row?.status).toBe('done');
};

/**
 * Leaves the runner asleep until its poll: the recurring jobs pushed a day ahead, a pass that sees it, and no
 * pass under way. From here on only a wake-up (or an hour) makes it look at the queue.
 */
async function putToSleep(app: FastifyInstance) {
  await app.jobs.whenIdle();
  await app.db.update(jobSchedules).set({ nextRunAt: new Date(Date.now() + 86_400_000) });
  app.jobs.wake();
  await app.jobs.whenIdle();
}

let runnerApp: TestApp;
beforeAll(async () => {
  runnerApp = await buildTestApp({ JOBS_POLL_MS: AN_HOUR });
}, 120_000);
afterAll(async () => runnerApp.close());

describe('job runner wake-up', () => {
  it('starts a job this process queues without waiting for the poll', async () => {
    const { app } = runnerApp;
    expect(app.jobs.state()).toBe('running');
    await putToSleep(app);
    const id = await queueJob(app);
    await vi.waitFor(() => expectDone(app, id), WAIT);
  });
});

describe.runIf(isPostgresRun)('job runner wake-up on PostgreSQL, across processes', () => {
  let queueingApp: FastifyInstance;
  beforeAll(async () => {
    // A second process on the same database that runs no jobs itself: it only queues them.
    queueingApp = await buildApp({ ...runnerApp.config, jobsPollMs: 0 });
    await queueingApp.ready();
  }, 120_000);
  afterAll(async () => queueingApp.close());

  it('starts a job another process queued, woken by its NOTIFY', async () => {
    expect(queueingApp.jobs.state()).toBe('off');
    await putToSleep(runnerApp.app);
    const id = await queueJob(queueingApp);
    await vi.waitFor(() => expectDone(runnerApp.app, id), WAIT);
  });

  it('listens again after its LISTEN connection was cut, and is woken as before', async () => {
    const listeners = sql`select pid from pg_stat_activity
      where datname = current_database() and query = 'LISTEN jobs_queued'`;
    const pidsOf = async () =>
      ((await queueingApp.db.execute(listeners)) as unknown as { rows: { pid: number }[] }).rows.map(
        (row) => row.pid,
      );
    const [cut] = await pidsOf();
    expect(cut).toBeDefined();
    await queueingApp.db.execute(sql`select pg_terminate_backend(${cut})`);
    await vi.waitFor(async () => {
      const pids = await pidsOf();
      expect(pids).toHaveLength(1);
      expect(pids).not.toContain(cut);
    }, WAIT);
    await putToSleep(runnerApp.app);
    const id = await queueJob(queueingApp);
    await vi.waitFor(() => expectDone(runnerApp.app, id), WAIT);
  });
});
