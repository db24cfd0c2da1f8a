import {
  adminSupportPaths,
  CANNED_REPLY_PLACEHOLDERS,
  type CannedReply,
  cannedReplyRequestSchema,
  LANGUAGES,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../src/composition/demo-seed.js';
import { addStaff, bearer, staffToken } from '../../helpers/staff.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const list = async (token: string, query = '') => {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `${adminSupportPaths.cannedReplies}${query}`,
    headers: bearer(token),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as CannedReply[];
};

describe('the demo seed’s canned replies', () => {
  it('gives support a few replies in the five languages, once however often it runs', async () => {
    await seedDemoData(testApp.app.db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    await seedDemoData(testApp.app.db, Buffer.alloc(32, 7), testApp.config.passwordHash);
    const token = await staffToken(testApp.app, await addStaff(testApp, 'support'));
    const replies = await list(token);
    expect(replies.length).toBeGreaterThanOrEqual(3);
    expect(new Set(replies.map((reply) => reply.department))).toEqual(
      new Set([null, 'billing', 'technical', 'domains']),
    );
    for (const reply of replies) {
      expect(Object.keys(reply.texts).sort()).toEqual([...LANGUAGES].sort());
      // Each is what the console's own form would accept, and uses only the placeholders it fills.
      expect(
        cannedReplyRequestSchema.safeParse({ department: reply.department, texts: reply.texts }).success,
      ).toBe(true);
      for (const text of Object.values(reply.texts)) {
        const used = text?.body.match(/\{[a-z_]+\}/g) ?? [];
        expect(
          used.filter((token) => !(CANNED_REPLY_PLACEHOLDERS as readonly string[]).includes(token)),
        ).toEqual([]);
      }
    }
    // A billing ticket is offered the general reply and the billing one, not the technical one.
    const billing = await list(token, '?department=billing');
    expect(billing.map((reply) => reply.department).sort()).toEqual(['billing', null].sort());
  });
});
