import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobSchedules, jobs } from '../../src/db/schema.js';
import { bindJob, bindSchedule, defineJob, defineSchedule } from '../../src/jobs/job-definition.js';
import { createJobRunner, enqueue, LEASE_MS } from '../../src/jobs/job-runner.js';
import { claimSchedule, markJobDone } from '../../src/jobs/jobs.repository.js';
import { createManualClock } from '../../src/lib/clock.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { isPostgresRun } from '../helpers/test-database.js';

// Leases per job: a killed runner's job is taken over once its lease runs out and runs to the end exactly
// once; a runner that lost its lease records nothing; a live runner keeps its lease however long the job runs.

const clock = createManualClock(new Date('2026-03-01T00:00:00Z'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({}, { clock });
});
afterAll(async () => testApp.close());

const readJob = async (id: number) => {
  const [row] = await testApp.app.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error('no job');
  return row;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test resolves by hand: the "half-way" point of a job that its process never finishes. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('job leases', () => {
  it('resumes the job of a killed runner after the lease, runs it to the end exactly once', async () => {
    const { app } = testApp;
    expect(LEASE_MS).toBeLessThanOrEqual(60_000);
    const started: string[] = [];
    const finished: string[] = [];
    const halfWay = gate();
    const neverReturns = gate();
    const provision = defineJob({ id: 'test.provision', payload: z.object({ order: z.number() }) });
    const boundFor = (runner: string) =>
      bindJob(provision, async () => {
        started.push(runner);
        if (runner === 'killed') {
          halfWay.open();
          await neverReturns.opened;
        }
        finished.push(runner);
      });
    // The killed process: its heartbeat never beats again and its handler never returns.
    const killed = createJobRunner({
      db: app.db,
      clock,
      log: app.log,
      jobs: [boundFor('killed')],
      heartbeatMs: 1e9,
    });
    const survivor = createJobRunner({
      db: app.db,
      clock,
      log: app.log,
      jobs: [boundFor('survivor')],
    });
    const id = await enqueue(app.db, provision, { order: 1 }, clock.now());

    const dead = killed.runDue();
    await halfWay.opened;
    expect(await readJob(id)).toMatchObject({ status: 'running', attempts: 1 });
    // Within the lease nobody else may take it.
    clock.advance(LEASE_MS - 1);
    expect(await survivor.runDue()).toBe(0);
    // Once the lease has run out the survivor takes it over and finishes it.
    clock.advance(1);
    expect(await survivor.runDue()).toBe(1);
    expect(await readJob(id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });

    // The dead runner's late answer changes nothing: its lease is gone.
    neverReturns.open();
    await dead;
    expect(await readJob(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(started).toEqual(['killed', 'survivor']);
    expect(finished.filter((runner) => runner === 'survivor')).toHaveLength(1);
    expect(await markJobDone(app.db, id, 'a-runner-that-never-held-it', clock.now())).toBe(false);
  });

  it('keeps the lease of a job that runs longer than the lease, by renewing it while it runs', async () => {
    const { app } = testApp;
    const slowPanel = defineJob({ id: 'test.slow-panel', payload: z.object({}) });
    const slow = bindJob(slowPanel, async () => {
      for (let step = 0; step < 3; step++) {
        clock.advance(LEASE_MS / 2);
        await sleep(60);
      }
    });
    const other = createJobRunner({ db: app.db, clock, log: app.log, jobs: [slow] });
    const holder = createJobRunner({ db: app.db, clock, log: app.log, jobs: [slow], heartbeatMs: 20 });
    const id = await enqueue(app.db, slowPanel, {}, clock.now());
    const running = holder.runDue();
    await sleep(150);
    // 1.5 leases have passed on the clock, but the heartbeat kept it: the other runner finds nothing to take.
    expect(await other.runDue()).toBe(0);
    expect(await running).toBe(1);
    expect(await readJob(id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});

describe('recurring jobs', () => {
  it('run when due, once per interval, and by name whenever asked', async () => {
    const { app } = testApp;
    const runs: Date[] = [];
    const tickSchedule = defineSchedule({ id: 'test.tick', everyMs: 60_000 });
    const tick = bindSchedule(tickSchedule, async ({ clock: at }) => {
      runs.push(at.now());
    });
    const runner = createJobRunner({ db: app.db, clock, log: app.log, jobs: [], recurring: [tick] });
    expect(await runner.runRecurring(tickSchedule)).toBe(true);
    const [row] = await app.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.tick'));
    expect(row).toMatchObject({ lockedBy: null, lastError: null });
    expect(row?.nextRunAt.getTime()).toBe(clock.now().getTime() + 60_000);
    const lease = { owner: 'another-process', now: clock.now(), leaseMs: LEASE_MS };
    expect(await claimSchedule(app.db, { name: 'test.tick', everyMs: 60_000, force: false }, lease)).toBe(
      false,
    );
    await expect(runner.runRecurring('no.such.job')).rejects.toThrow('no recurring job');
    expect(runs).toHaveLength(1);
  });

  it('keep a failed run out of the way of the next one and record the error', async () => {
    const { app } = testApp;
    const failing = bindSchedule(defineSchedule({ id: 'test.failing', everyMs: 1000 }), async () => {
      throw new Error('panel down');
    });
    const runner = createJobRunner({
      db: app.db,
      clock,
      log: app.log,
      jobs: [],
      recurring: [failing],
    });
    expect(await runner.runRecurring('test.failing')).toBe(true);
    const [row] = await app.db.select().from(jobSchedules).where(eq(jobSchedules.name, 'test.failing'));
    expect(row).toMatchObject({ lockedBy: null, lastError: 'panel down' });
    expect(await runner.runRecurring('test.failing')).toBe(true);
  });

  it.runIf(isPostgresRun)('are claimed by exactly one of many processes asking at once', async () => {
    const { app } = testApp;
    clock.advance(3_600_000);
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        claimSchedule(
          app.db,
          { name: 'test.contended', everyMs: 60_000, force: false },
          { owner: `process-${n}`, now: clock.now(), leaseMs: LEASE_MS },
        ),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
