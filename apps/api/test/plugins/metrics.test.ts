import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../src/lib/clock.js';
import { registerCustomer } from '../helpers/customers.js';
import { newInvoice, PAYMENT_ENV, paymeCall } from '../helpers/payments.js';
import { buildTestApp, type TestApp } from '../helpers/test-app.js';

const METRICS_TOKEN = 'metrics-token-of-the-prometheus-scraper-1234';
const clock = createManualClock(new Date('2026-03-01T09:00:00Z'));
let testApp: TestApp;
const app = () => testApp.app;

/** The value of one sample line (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

const scrape = async (headers: Record<string, string> = {}, remoteAddress?: string) =>
  app().inject({ method: 'GET', url: '/metrics', headers, ...(remoteAddress ? { remoteAddress } : {}) });

beforeAll(async () => {
  testApp = await buildTestApp({ ...PAYMENT_ENV, METRICS_TOKEN, TRUST_PROXY: '127.0.0.1' }, { clock });
});
afterAll(async () => {
  await testApp?.close();
});

describe('GET /metrics', () => {
  it('reports requests by route pattern and status, the queue, the pool, live streams and the business', async () => {
    const { token } = await registerCustomer(app());
    await app().inject({
      method: 'DELETE',
      url: '/api/client/user/auth-history/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${token}` },
    });
    // A paid top-up through Payme: the callbacks are counted by method and result, the top-up by provider.
    const { invoice_id: invoiceId } = await newInvoice(app(), token, 'payme', 5000);
    const id = '5305e3bab097f420a62c0001';
    await paymeCall(app(), 'CreateTransaction', {
      id,
      time: clock.now().getTime(),
      amount: 500_000,
      account: { invoice_id: invoiceId },
    });
    await paymeCall(app(), 'PerformTransaction', { id });
    await paymeCall(app(), 'NoSuchMethod', {});
    await new Promise((resolve) => setTimeout(resolve, 50));

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    // The matched pattern, never the URL with its id.
    expect(
      sample(text, 'portal_http_request_duration_seconds_count', {
        route: '/api/client/user/auth-history/:session_id',
        method: 'DELETE',
      }),
    ).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(
      sample(text, 'portal_http_request_duration_seconds_count', {
        route: '/api/client/user/auth/register',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'portal_provider_callbacks_total', {
        provider: 'payme',
        method: 'PerformTransaction',
        result: 'ok',
      }),
    ).toBe(1);
    // Anyone may send any method name: it is one label, not a series per name.
    expect(sample(text, 'portal_provider_callbacks_total', { method: 'other', result: '-32601' })).toBe(1);
    expect(sample(text, 'portal_top_ups_total', { merchant: 'payme' })).toBe(1);
    expect(sample(text, 'portal_top_ups_som_total', { merchant: 'payme' })).toBe(5000);
    expect(sample(text, 'portal_db_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'portal_live_streams_open')).toBe(0);
    for (const name of [
      'portal_jobs_waiting',
      'portal_jobs_oldest_age_seconds',
      'portal_jobs_failed',
      'portal_job_failures_total',
      'portal_process_resident_memory_bytes',
      'portal_hosting_orders',
      'portal_domain_operations',
      'portal_tickets_open',
      'portal_tickets_overdue',
      'portal_reconciliation_items',
      'portal_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    // The registration queued its welcome work: the queue shows it waiting until the runner runs it.
    expect(text).toMatch(/^portal_jobs_waiting\{kind="[\w.-]+"\} [1-9]/m);
  });

  it('is refused from elsewhere without the token, in the envelope', async () => {
    const refused = await scrape({}, '10.0.0.7');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: false, code: 'UNAUTHENTICATED' });
    expect(
      (await scrape({ authorization: 'Bearer wrong-token-of-the-right-length-000000' }, '10.0.0.7'))
        .statusCode,
    ).toBe(401);
    const allowed = await scrape({ authorization: `Bearer ${METRICS_TOKEN}` }, '10.0.0.7');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('portal_http_request_duration_seconds');
  });

  it('treats a request forwarded by the proxy on this machine as the client’s, whatever address it names', async () => {
    // nginx connects from loopback, and TRUST_PROXY makes request.ip the forwarded address: even one claiming
    // to be 127.0.0.1 is someone else's request.
    for (const forwarded of ['127.0.0.1', '203.0.113.9']) {
      const response = await scrape({ 'x-forwarded-for': forwarded });
      expect(response.statusCode).toBe(401);
    }
    expect((await scrape({ 'x-real-ip': '127.0.0.1' })).statusCode).toBe(401);
    expect((await scrape({ forwarded: 'for=127.0.0.1' })).statusCode).toBe(401);
    const withToken = await scrape({
      'x-forwarded-for': '203.0.113.9',
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('answers a scrape over real HTTP from this machine', async () => {
    const address = await app().listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# TYPE portal_http_request_duration_seconds histogram');
  });
});
