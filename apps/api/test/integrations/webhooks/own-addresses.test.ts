import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from '../../../src/integrations/webhooks/address-policy.js';
import { createWebhookSender } from '../../../src/integrations/webhooks/webhook-sender.js';

// A public address of this host is this host: refused like loopback, however it is written or reached. The
// policy is given the host's interfaces here (a public IPv4 and IPv6 address, with its zone), since a test
// machine has none.

const entry = (address: string, family: 'IPv4' | 'IPv6') =>
  ({ address, family, netmask: '', mac: '00:00:00:00:00:00', internal: false, cidr: null }) as never;
const interfaces = () => ({
  eth0: [entry('93.184.215.14', 'IPv4'), entry('2a01:4f8:c2c:1234::1%eth0', 'IPv6')],
});

const off = { allowLoopback: false, interfaces };

describe("this host's own addresses", () => {
  it.each(['93.184.215.14', '::ffff:93.184.215.14', '::ffff:5db8:d70e', '2a01:4f8:c2c:1234::1'])(
    'refuses %s',
    (address) => {
      expect(isAddressAllowed(address, off)).toBe(false);
    },
  );

  it('still allows the internet next door', () => {
    expect(isAddressAllowed('93.184.215.15', off)).toBe(true);
    expect(isAddressAllowed('2a01:4f8:c2c:1234::2', off)).toBe(true);
  });

  it('refuses them when saved, by literal or by name, and never connects', async () => {
    const sender = createWebhookSender(off, {
      resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    });
    expect(await sender.checkUrl('https://93.184.215.14/hook')).toBe('webhook_address_refused');
    expect(await sender.checkUrl('https://[2a01:4f8:c2c:1234::1]/hook')).toBe('webhook_address_refused');
    expect(await sender.checkUrl('https://portal.example.uz/hook')).toBe('webhook_address_refused');
    const sent = await sender.send({
      url: 'https://portal.example.uz/hook',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(sent).toMatchObject({ ok: false, statusCode: null, error: 'address_refused' });
  });
});
