import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../helpers/customers.js';
import {
  listenOnLoopback,
  type OpenedStream,
  openStream,
  settle,
  streamFor,
  ticketFor,
} from '../../helpers/live.js';
import { buildTestApp, buildTestApps } from '../../helpers/test-app.js';
import { isPostgresRun } from '../../helpers/test-database.js';

// Open event streams are capped per account, across processes (a new one past the cap closes the
// account's oldest, wherever it is), and per process (refused with 429 in the envelope, saying when to come back).

const waitUntilEnded = async (stream: OpenedStream, ms = 3000) => {
  await Promise.race([
    stream.ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), ms)),
  ]);
};

describe('live stream caps', () => {
  it("closes an account's oldest stream when a new one passes its cap, and leaves other accounts alone", async () => {
    const testApp = await buildTestApp({ LIVE_STREAMS_PER_ACCOUNT: '2' });
    const opened: OpenedStream[] = [];
    try {
      const baseUrl = await listenOnLoopback(testApp.app);
      const me = await registerCustomer(testApp.app);
      const other = await registerCustomer(testApp.app);
      const others = await streamFor(testApp.app, baseUrl, other.token);
      const first = await streamFor(testApp.app, baseUrl, me.token);
      const second = await streamFor(testApp.app, baseUrl, me.token);
      opened.push(others, first, second);
      await settle();
      expect([first.isEnded(), second.isEnded()]).toEqual([false, false]);

      const third = await streamFor(testApp.app, baseUrl, me.token);
      opened.push(third);
      await waitUntilEnded(first);
      await settle();
      expect([second.isEnded(), third.isEnded(), others.isEnded()]).toEqual([false, false, false]);
    } finally {
      for (const stream of opened) stream.close();
      await testApp.close();
    }
  });

  it('refuses a stream past the process cap with 429, Retry-After and retry_after, and keeps its ticket', async () => {
    const testApp = await buildTestApp({ LIVE_STREAMS_PER_PROCESS: '2' });
    const opened: OpenedStream[] = [];
    try {
      const baseUrl = await listenOnLoopback(testApp.app);
      const first = await registerCustomer(testApp.app);
      const second = await registerCustomer(testApp.app);
      const third = await registerCustomer(testApp.app);
      const held = await streamFor(testApp.app, baseUrl, first.token);
      opened.push(held, await streamFor(testApp.app, baseUrl, second.token));

      const ticket = await ticketFor(testApp.app, third.token);
      const refused = await openStream(baseUrl, `ticket=${ticket}`, { 'accept-language': 'en' });
      expect(refused.stream).toBeNull();
      expect(refused.response.status).toBe(429);
      const wait = Number(refused.response.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(await refused.response.json()).toMatchObject({
        status: false,
        code: 'RATE_LIMITED',
        retry_after: wait,
      });

      // Once a stream closes there is room, and the refused ticket was not spent.
      held.close();
      await settle();
      const retried = await openStream(baseUrl, `ticket=${ticket}`);
      expect(retried.response.status).toBe(200);
      if (retried.stream) opened.push(retried.stream);
    } finally {
      for (const stream of opened) stream.close();
      await testApp.close();
    }
  });
});

describe.runIf(isPostgresRun)('the per-account cap across processes', () => {
  it('holds for an account whose streams are spread over two processes: the oldest closes where it is', async () => {
    const apps = await buildTestApps(2, { LIVE_STREAMS_PER_ACCOUNT: '2' });
    const [first, second] = apps;
    if (!first || !second) throw new Error('two apps expected');
    const opened: OpenedStream[] = [];
    try {
      const firstUrl = await listenOnLoopback(first.app);
      const secondUrl = await listenOnLoopback(second.app);
      const me = await registerCustomer(first.app);
      const oldest = await streamFor(first.app, firstUrl, me.token);
      const onSecond = await streamFor(second.app, secondUrl, me.token);
      opened.push(oldest, onSecond);
      await settle();
      const third = await streamFor(first.app, firstUrl, me.token);
      opened.push(third);
      await waitUntilEnded(oldest);
      // The next one takes the stream on the other process, which closes it on the NOTIFY.
      const fourth = await streamFor(first.app, firstUrl, me.token);
      opened.push(fourth);
      await waitUntilEnded(onSecond);
      await settle();
      expect([third.isEnded(), fourth.isEnded()]).toEqual([false, false]);
    } finally {
      for (const stream of opened) stream.close();
      for (const testApp of apps) await testApp.close();
    }
  });
});
