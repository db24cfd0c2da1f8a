import type { AdminOrderDetail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { describeOrderEvent } from './order-event';

type Event = AdminOrderDetail['events'][number];
const event = (fields: Partial<Event>): Event => ({
  id: 1,
  kind: 'status',
  from_status: null,
  to_status: null,
  action: 'create',
  ok: true,
  detail: null,
  at: '2026-11-27T05:00:00.000Z',
  ...fields,
});

describe('an order’s history in words', () => {
  it.each([
    [
      event({ kind: 'charge', action: 'create', detail: { amount_tiyin: 4_500_000 } }),
      'Charged 45,000 som: new order',
    ],
    [
      event({ kind: 'refund', action: 'provisioning_failed', detail: { amount_tiyin: 150 } }),
      'Refunded 1.5 som: the panel could not set it up',
    ],
    [
      event({ from_status: 'progress', to_status: 'active', action: 'provisioned' }),
      'Being set up → Active: set up on the panel',
    ],
    [event({ to_status: 'progress', action: 'create' }), 'Being set up: new order'],
    [event({ kind: 'panel', action: 'user.add.finish' }), 'Panel: creating the hosting account — done'],
    [
      event({ kind: 'panel', action: 'user.edit', ok: false }),
      'Panel: changing the hosting account — failed',
    ],
    [event({ kind: 'panel', action: 'webdomain.new_thing' }), 'Panel: another operation — done'],
    [event({ kind: 'reminder', action: 'days_7' }), 'Reminder sent: days left 7'],
    [
      event({
        from_status: 'active',
        to_status: 'active',
        action: 'staff_expiry',
        detail: { from: '2026-12-01T18:59:59.999Z', to: '2026-12-31T18:59:59.999Z' },
      }),
      'Paid-until date moved by staff from 01.12.2026 23:59 to 31.12.2026 23:59',
    ],
    [
      event({ kind: 'refund', action: 'cancel_refund', detail: { amount_tiyin: 2_000_000 } }),
      'Refunded 20,000 som: unused days returned on cancellation',
    ],
    [
      event({ from_status: 'active', to_status: 'active', action: 'cancel_scheduled' }),
      'Active: customer cancelled at the end of the paid period',
    ],
    [event({ to_status: 'active', action: 'something_new' }), 'Active: something_new'],
  ])('%#: %s', (entry, words) => {
    expect(describeOrderEvent(entry, i18n.t, 'en')).toBe(words);
  });
});
