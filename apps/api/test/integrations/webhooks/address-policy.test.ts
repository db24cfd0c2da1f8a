import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAddressAllowed } from '../../../src/integrations/webhooks/address-policy.js';
import { createWebhookSender } from '../../../src/integrations/webhooks/webhook-sender.js';
import { startReceiver } from '../../helpers/webhook-receiver.js';

// Which addresses a webhook may connect to, and the sender judging the address it actually connects to.

const off = { allowLoopback: false };
const tests = { allowLoopback: true };

describe('the address policy', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '100.64.12.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::a9fe:a9fe',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isAddressAllowed(address, off)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14'])(
    'allows %s',
    (address) => {
      expect(isAddressAllowed(address, off)).toBe(true);
    },
  );

  it('lets the tests’ setting open loopback only', () => {
    expect(isAddressAllowed('127.0.0.1', tests)).toBe(true);
    expect(isAddressAllowed('::ffff:127.0.0.1', tests)).toBe(true);
    expect(isAddressAllowed('10.0.0.1', tests)).toBe(false);
    expect(isAddressAllowed('169.254.169.254', tests)).toBe(false);
  });
});

describe('the sender', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });
  const request = (url: string) => ({ url, headers: { 'content-type': 'application/json' }, body: '{}' });

  it('never connects to loopback by literal, mapped literal or name', async () => {
    const sender = createWebhookSender(off);
    for (const url of [
      receiver.url(),
      `https://127.0.0.1:${receiver.port}/hook`,
      `https://[::ffff:127.0.0.1]:${receiver.port}/hook`,
      `https://localhost:${receiver.port}/hook`,
    ]) {
      expect((await sender.send(request(url))).error, url).toBe('address_refused');
    }
    expect(receiver.received).toEqual([]);
  });

  it('refuses a name when any of its answers is refused', async () => {
    const sender = createWebhookSender(tests, {
      resolve: async () => [
        { address: '127.0.0.1', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
    });
    expect((await sender.send(request(`http://hooks.example.com:${receiver.port}/hook`))).error).toBe(
      'address_refused',
    );
    expect(receiver.received).toEqual([]);
  });

  it('ends a call that takes longer than its time-out', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const result = await createWebhookSender(tests, { timeoutMs: 200 }).send(
      request(`http://127.0.0.1:${port}/`),
    );
    expect(result).toMatchObject({ ok: false, statusCode: null, error: 'timeout' });
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
