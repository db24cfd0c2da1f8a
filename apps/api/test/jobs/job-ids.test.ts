import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema.js';
import { insertJob } from '../../src/jobs/jobs.repository.js';
import { useTestApp } from '../helpers/test-app.js';

// Job ids are the names stored in the jobs and job_schedules tables: rows queued by an older release must still
// find their handler. These are the names as they were before jobs became data; a renamed job
// fails here instead of leaving queued rows with "no job bound under the id".

const testApp = useTestApp();

/** Every queued job's stored name, with a payload for something that does not exist (each handler then ends). */
const QUEUED: Record<string, unknown> = {
  'auth.support-session-end': { sessionId: 'no-such-session' },
  'domains.operation': { operationId: 999_999 },
  'hosting.provision': { orderId: 999_999 },
  'hosting.panel-task': { orderId: 999_999, action: 'suspend' },
  'message.send': { outboxId: 999_999 },
  'my-data.build-export': { exportId: 999_999 },
  'notification.deliver': { notificationId: 999_999 },
  'payments.click-fiscal-receipt': { invoiceId: 999_999 },
  'notification.broadcast': { language: 'ru', texts: {}, afterId: 999_999 },
  'security.send-recovery-code': { publicId: 'no-such-code', language: 'en' },
};

const SCHEDULES = [
  'hosting.order-scheduler',
  'domains.lifecycle',
  'domains.sync',
  'payments.expire-invoices',
  'my-data.sweep-exports',
  'security.two-factor-resets',
  'security.passkey-challenges-sweep',
  'live.sweep',
  'limits.sweep',
  'idempotency.sweep',
  'webhook.sweep',
];

describe('job ids', () => {
  it('run rows queued under the names the jobs table already holds', async () => {
    const { app } = testApp;
    const ids: number[] = [];
    for (const [name, payload] of Object.entries(QUEUED)) {
      ids.push(await insertJob(app.db, { name, payload, runAt: app.clock.now() }));
    }
    expect(await app.jobs.runDue()).toBe(ids.length);
    const rows = await app.db
      .select({ name: jobs.name, status: jobs.status, lastError: jobs.lastError })
      .from(jobs)
      .where(inArray(jobs.id, ids));
    expect(rows.filter((row) => row.status !== 'done')).toEqual([]);
  });

  it('run every schedule by the id its job_schedules row holds', async () => {
    for (const id of SCHEDULES) expect(await testApp.app.jobs.runRecurring(id), id).toBe(true);
  });

  it('refuse a row whose name no job is bound under, with the name in the error', async () => {
    const { app } = testApp;
    const id = await insertJob(app.db, {
      name: 'no.such.job',
      payload: {},
      maxAttempts: 1,
      runAt: app.clock.now(),
    });
    await app.jobs.runDue();
    const [row] = await app.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'failed', lastError: 'no job bound under the id "no.such.job"' });
  });
});
