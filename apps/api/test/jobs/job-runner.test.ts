import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '../../src/db/schema.js';
import { bindJob, defineJob } from '../../src/jobs/job-definition.js';
import { createJobRunner, enqueue } from '../../src/jobs/job-runner.js';
import { createManualClock } from '../../src/lib/clock.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';
import { isPostgresRun } from '../helpers/test-database.js';

const clock = createManualClock(new Date('2026-01-01T00:00:00Z'));
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

describe('job runner', () => {
  it('retries a failing job with exponential backoff, then gives up', async () => {
    const { app } = testApp;
    let calls = 0;
    const flaky = defineJob({ id: 'test.flaky', payload: z.object({ n: z.number() }), maxAttempts: 3 });
    const bound = bindJob(flaky, async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    const runner = createJobRunner({ db: app.db, clock, log: app.log, jobs: [bound] });
    const id = await enqueue(app.db, flaky, { n: 1 }, clock.now());
    expect(await runner.runDue()).toBe(1);
    let job = await readJob(id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1' });
    expect(job.runAt.getTime() - clock.now().getTime()).toBe(2000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(2000);
    expect(await runner.runDue()).toBe(1);
    job = await readJob(id);
    expect(job.runAt.getTime() - clock.now().getTime()).toBe(4000);
    clock.advance(4000);
    await runner.runDue();
    expect(await readJob(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(calls).toBe(3);
  });

  it('refuses a payload that does not fit the job', async () => {
    const strict = defineJob({ id: 'test.strict', payload: z.object({ n: z.number() }) });
    await expect(enqueue(testApp.app.db, strict, { n: 'x' } as never)).rejects.toThrow();
  });

  it.runIf(isPostgresRun)('never runs a job twice with two runners at once (SKIP LOCKED)', async () => {
    const { app } = testApp;
    const runs: number[] = [];
    const slowJob = defineJob({ id: 'test.slow', payload: z.object({ n: z.number() }) });
    const slow = bindJob(slowJob, async ({ n }) => {
      runs.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    for (let n = 0; n < 60; n++) await enqueue(app.db, slowJob, { n }, clock.now());
    const first = createJobRunner({ db: app.db, clock, log: app.log, jobs: [slow] });
    const second = createJobRunner({ db: app.db, clock, log: app.log, jobs: [slow] });
    const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
    expect(a + b).toBe(60);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(new Set(runs).size).toBe(60);
    expect(runs).toHaveLength(60);
  });
});
