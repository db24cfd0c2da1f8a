import { securityPaths } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captchas, outbox } from '../../src/db/schema.js';

/** The code in the newest message to an address or phone, read from the outbox as a customer would. */
export async function latestCodeTo(app: FastifyInstance, to: string): Promise<string> {
  // Some codes are written by a job (recovery's, so that known and unknown e-mails answer alike).
  await app.jobs.runDue();
  // The newest message that carries a code: notifications (an e-mail change, say) share the outbox.
  const rows = await app.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(10);
  const code = rows.map((row) => row.text.match(/\b\d{6}\b/)?.[0]).find(Boolean);
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export async function newCaptcha(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/client/user/auth/captcha' });
  const id = response.json().data.captcha_id as string;
  const [row] = await app.db.select().from(captchas).where(eq(captchas.id, id));
  if (!row) throw new Error('captcha not stored');
  return { id, answer: row.answer };
}

export const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Confirms the customer's e-mail the way the e-mail verification screen does: a code from the outbox. */
export async function verifyEmail(app: FastifyInstance, token: string, email: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const sent = await app.inject({ method: 'GET', url: securityPaths.emailVerifyGetCode, headers });
  if (sent.statusCode !== 200) throw new Error(`no verification code: ${sent.body}`);
  const code = await latestCodeTo(app, email);
  const confirmed = await app.inject({
    method: 'POST',
    url: securityPaths.emailVerifyConfirm,
    headers,
    payload: { code },
  });
  if (confirmed.statusCode !== 200) throw new Error(`verification failed: ${confirmed.body}`);
}
