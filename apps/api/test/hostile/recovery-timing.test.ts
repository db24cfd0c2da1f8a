import { securityPaths } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, outbox, verificationCodes } from '../../src/db/schema.js';
import { sendRecoveryCode } from '../../src/modules/security/security.jobs.js';
import { registerCustomer } from '../helpers/customers.js';
import { newCaptcha } from '../helpers/security.js';
import { useTestApp } from '../helpers/test-app.js';

// Recovery must not tell known e-mails from unknown ones by its timing: the request does the same work for
// both (a code row and a job), and what only an account gets happens in the job, after the answer.
const testApp = useTestApp({ RATE_LIMIT_CODE_REQUEST_PER_IP: '1000' });

async function requestRecovery(email: string) {
  const captcha = await newCaptcha(testApp.app);
  return testApp.app.inject({
    method: 'POST',
    url: securityPaths.recoveryGetCode,
    payload: { email, captcha_id: captcha.id, captcha: captcha.answer },
  });
}

const rowsFor = async (email: string) => {
  const { db } = testApp.app;
  const codes = await db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
  const mails = await db.select().from(outbox).where(eq(outbox.to, email));
  const queued = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, sendRecoveryCode.id), eq(jobs.status, 'pending')));
  return { codes: codes.length, mails: mails.length, queued: queued.length };
};

describe('password recovery', () => {
  it('writes the same rows for a known and an unknown e-mail; only the job tells them apart', async () => {
    const { customer } = await registerCustomer(testApp.app);
    const unknown = `nobody-${Date.now()}@example.uz`;

    const known = await requestRecovery(customer.email);
    expect((await rowsFor(customer.email)).codes).toBe(1);
    expect((await rowsFor(customer.email)).mails).toBe(0);
    const stranger = await requestRecovery(unknown);
    expect(await rowsFor(unknown)).toEqual({ codes: 1, mails: 0, queued: 2 });
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(Object.keys(known.json().data)).toEqual(Object.keys(stranger.json().data));

    await testApp.app.jobs.runDue();
    expect((await rowsFor(customer.email)).mails).toBe(1);
    expect((await rowsFor(unknown)).mails).toBe(0);
  });
});
