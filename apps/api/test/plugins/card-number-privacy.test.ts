import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import { savedCardPaths } from '@portal/contracts';
import type { PaymeSimulator } from '@portal/simulators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardChargeSettlement } from '../../src/modules/payments/payments.jobs.js';
import { registerCustomer } from '../helpers/customers.js';
import { startCardsSimulator, TEST_CARD, tokenizeInBrowser } from '../helpers/saved-cards.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

// The card number goes from the browser to Payme only. A whole card journey (setup, tokenize at Payme, save,
// charge, auto-pay, remove) runs through a recording proxy in front of our API, with the log at debug level;
// then every request to our API, every log line and every database row is scanned for the number.

const lines: string[] = [];
const requests: string[] = [];
let sim: PaymeSimulator;
let testApp: TestApp;
let proxy: Server;
let base = '';

beforeAll(async () => {
  const started = await startCardsSimulator();
  sim = started.sim;
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  testApp = await buildTestApp({ ...started.env, LOG_LEVEL: 'debug' }, { logStream });
  // Every request to our API passes here and is kept whole: method, URL, headers and body.
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push(`${req.method} ${req.url} ${JSON.stringify(req.headers)} ${body}`);
      const answer = await testApp.app.inject({
        method: req.method as 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        ...(body ? { payload: body } : {}),
      });
      res.writeHead(answer.statusCode, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await testApp?.close();
  await sim?.close();
});

async function ours(method: string, path: string, token: string, body?: unknown, key?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { status: boolean; data: Record<string, unknown> };
}

describe('the card number', () => {
  it('is in no request to our API, no log line and no database row', async () => {
    const { token } = await registerCustomer(testApp.app);
    const setup = (await ours('GET', savedCardPaths.setup, token)).data as {
      api_url: string;
      merchant_id: string;
    };
    const cardToken = await tokenizeInBrowser(setup.api_url, setup.merchant_id);
    const saved = await ours('POST', savedCardPaths.cards, token, { token: cardToken });
    expect(saved.status).toBe(true);
    const cardId = saved.data.id as number;
    const charge = savedCardPaths.charge.replace(':id', String(cardId));
    expect((await ours('POST', charge, token, { amount: 15_000 }, 'privacy-charge-1')).data.state).toBe(
      'paid',
    );
    sim.subscribe.faults.insufficientFundsAmounts.add(1_600_000);
    await ours('POST', charge, token, { amount: 16_000 }, 'privacy-charge-2');
    await testApp.app.jobs.runRecurring(cardChargeSettlement);
    await testApp.app.jobs.runDue();
    await ours('DELETE', savedCardPaths.card.replace(':id', String(cardId)), token);

    expect(requests.length).toBeGreaterThanOrEqual(5);
    const masked = '860049******6478';
    expect(requests.some((request) => request.includes(cardToken))).toBe(true);
    for (const request of requests) expect(request).not.toContain(TEST_CARD);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).not.toContain(TEST_CARD);
      expect(line).not.toContain(cardToken);
    }
    const tables = (await testApp.app.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    let seenMasked = false;
    for (const { table_name } of tables.rows) {
      const rows = (await testApp.app.db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
        rows: unknown[];
      };
      const text = JSON.stringify(rows.rows);
      expect(text, table_name).not.toContain(TEST_CARD);
      if (text.includes(masked)) seenMasked = true;
    }
    expect(seenMasked).toBe(true);
  });
});
