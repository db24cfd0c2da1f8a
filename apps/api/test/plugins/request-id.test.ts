import { securityPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema.js';
import { sendRecoveryCode } from '../../src/modules/security/security.jobs.js';
import { getProfile, registerCustomer } from '../helpers/customers.js';
import { newCaptcha } from '../helpers/security.js';
import { useTestApp } from '../helpers/test-app.js';

// Each request runs as its id: the answer names it, and a job it queues carries it, whether the handler ran in
// the hook's context (no body) or after the body was read, which resumes in the socket's context: so over a real
// socket, where inject would keep the hook's context.
const testApp = useTestApp();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('names a fresh id in every answer', async () => {
    const { token } = await registerCustomer(testApp.app);
    const first = await getProfile(testApp.app, token);
    const second = await getProfile(testApp.app, token);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('is carried by the job a request with a body queued', async () => {
    const { customer } = await registerCustomer(testApp.app);
    const captcha = await newCaptcha(testApp.app);
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${address}${securityPaths.recoveryGetCode}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: customer.email, captcha_id: captcha.id, captcha: captcha.answer }),
    });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toMatch(UUID);
    const queued = await testApp.app.db
      .select({ requestId: jobs.requestId })
      .from(jobs)
      .where(eq(jobs.name, sendRecoveryCode.id));
    expect(queued.map((job) => job.requestId)).toContain(requestId);
  });
});
