import { liveEventPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type OpenedStream, openStream, settle } from '../../helpers/live.js';
import { as, join, type Person, person } from '../../helpers/team.js';
import { buildTestApp, type TestApp } from '../../helpers/test-app.js';

// Open live streams and stream tickets are counted per person: a member following the owner's account spends
// their own allowance, so a busy team never closes or refuses the owner's own streams.

const TICKETS = 3;
let testApp: TestApp;
let baseUrl = '';
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp({
    LIVE_STREAMS_PER_ACCOUNT: '1',
    RATE_LIMIT_LIVE_TICKETS_PER_ACCOUNT: String(TICKETS),
  });
  baseUrl = await listenOnLoopback(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

const buyTicket = (who: Person, accountId?: number) =>
  app().inject({ method: 'POST', url: liveEventPaths.ticket, headers: as(who, accountId) });

async function follow(who: Person, accountId?: number): Promise<OpenedStream> {
  const bought = await buyTicket(who, accountId);
  expect(bought.statusCode, bought.body).toBe(200);
  const { stream } = await openStream(baseUrl, `ticket=${encodeURIComponent(bought.json().data.ticket)}`);
  if (!stream) throw new Error('no stream');
  return stream;
}

const waitUntilEnded = (stream: OpenedStream) =>
  Promise.race([
    stream.ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), 3000)),
  ]);

describe('a member’s live streams count against the member', () => {
  it('a member’s streams in the owner’s account close only the member’s older ones; tickets are counted per person', async () => {
    const owner = await person(app());
    const member = await person(app());
    await join(app(), owner, member, 'viewer');
    const opened: OpenedStream[] = [];
    try {
      const ownerStream = await follow(owner);
      const memberFirst = await follow(member, owner.id);
      opened.push(ownerStream, memberFirst);
      await settle();
      // The cap is one stream each: the member's stream did not take the owner's place.
      expect([ownerStream.isEnded(), memberFirst.isEnded()]).toEqual([false, false]);

      const memberSecond = await follow(member, owner.id);
      opened.push(memberSecond);
      await waitUntilEnded(memberFirst);
      await settle();
      expect([ownerStream.isEnded(), memberSecond.isEnded()]).toEqual([false, false]);

      // The member has bought all their tickets (two above, one here); the next is refused, the owner's is not.
      expect((await buyTicket(member, owner.id)).statusCode).toBe(200);
      const refused = await buyTicket(member, owner.id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
      expect((await buyTicket(owner)).statusCode).toBe(200);
    } finally {
      for (const stream of opened) stream.close();
    }
  });
});
