import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

type OutboxMessage = { to: string; subject: string; text: string; created_at: string };

/** Demo mode's outbox (newest first) for one e-mail or phone. */
export const readOutbox = async (request: APIRequestContext, to: string): Promise<OutboxMessage[]> => {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: OutboxMessage[] }).data;
};

/**
 * Waits for a message newer than the `seen` count (messages are sent by a background job) and answers the
 * 6-digit code in the newest one that has a code: notifications (an e-mail change, say) share the outbox.
 */
export const waitForCode = async (request: APIRequestContext, to: string, seen = 0): Promise<string> => {
  let code = '';
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, to);
        const fresh = messages.slice(0, Math.max(0, messages.length - seen));
        code = fresh.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean) ?? '';
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
};

/** The answer of a live captcha, as demo mode tells it to tests. */
export const captchaAnswer = async (request: APIRequestContext, captchaId: string): Promise<string> => {
  const answer = await request.get(`/api/dev/captcha/${encodeURIComponent(captchaId)}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: { captcha: string } }).data.captcha;
};
