import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ordersQueryKey } from '@/features/hosting/api/get-orders';
import { sitesQueryKey } from '@/features/hosting/api/sites-keys';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { profileQueryKey } from '@/lib/profile';
import { unreadNotificationsQueryKey } from '@/lib/unread-notifications';
import { applyLiveEvent } from './live-updates';

const invoiceKey = ['payment', 'invoice', 5] as const;
const historyKey = ['payment', 'history'] as const;

function clientWithData() {
  const client = new QueryClient();
  for (const key of [profileQueryKey, invoiceKey, historyKey, ordersQueryKey, notificationsQueryKey]) {
    client.setQueryData(key, {});
  }
  client.setQueryData(unreadNotificationsQueryKey, 0);
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('what a live event refreshes', () => {
  it('a balance event: the profile, the invoice and the ledger', () => {
    const client = clientWithData();
    applyLiveEvent(client, {
      kind: 'balance',
      id: 1,
      payload: { balance: 100, change: 100, reason: 'top_up' },
    });
    expect(stale(client)).toEqual([profileQueryKey, invoiceKey, historyKey]);
  });

  it('an order event: the orders (and each order under them)', () => {
    const client = clientWithData();
    client.setQueryData([...ordersQueryKey, 9], {});
    applyLiveEvent(client, { kind: 'order', id: 2, payload: { order_id: 9, status: 'active' } });
    expect(stale(client)).toEqual([ordersQueryKey, [...ordersQueryKey, 9]]);
  });

  it('a certificate event: that order’s sites, not another order’s nor the orders list', () => {
    const client = clientWithData();
    client.setQueryData(sitesQueryKey(9), {});
    client.setQueryData(sitesQueryKey(10), {});
    applyLiveEvent(client, {
      kind: 'site_ssl',
      id: 6,
      payload: { order_id: 9, site: 'example.uz', state: 'issued', expires_at: '2027-03-01T00:00:00.000Z' },
    });
    expect(stale(client)).toEqual([sitesQueryKey(9)]);
  });

  it('a notification event: the badge takes its count, the list is refreshed', () => {
    const client = clientWithData();
    applyLiveEvent(client, { kind: 'notification', id: 3, payload: { id: 4, unread_count: 3 } });
    expect(client.getQueryData(unreadNotificationsQueryKey)).toBe(3);
    expect(stale(client)).toEqual([notificationsQueryKey]);
  });

  it('a session event: nothing (the server closes the stream itself)', () => {
    const client = clientWithData();
    applyLiveEvent(client, { kind: 'session', id: 5, payload: { session_id: 'x', reason: 'revoked' } });
    expect(stale(client)).toEqual([]);
  });
});
