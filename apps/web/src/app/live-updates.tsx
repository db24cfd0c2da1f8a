import type { LiveEvent } from '@portal/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ordersQueryKey } from '@/features/hosting/api/get-orders';
import { sitesQueryKey } from '@/features/hosting/api/sites-keys';
import { notificationsQueryKey } from '@/features/notifications/api/get-notifications';
import { ticketsQueryKey } from '@/features/support-tickets/api/get-tickets';
import { createLiveEventsClient } from '@/lib/live-events';
import { useOpenAccountId } from '@/lib/open-account';
import { profileQueryKey } from '@/lib/profile';
import { useIsLoggedIn } from '@/lib/session';
import { unreadNotificationsQueryKey } from '@/lib/unread-notifications';

/** Invoices and the ledger (['payment', …]) change with the balance. */
const paymentQueryKey = ['payment'] as const;

/** What each event makes stale: the screens showing it refetch at once instead of on their next poll. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.kind) {
    case 'balance':
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentQueryKey });
      return;
    case 'order':
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      return;
    case 'site_ssl':
      // A certificate was issued or refused: the order's sites (and their SSL cards) read again.
      void queryClient.invalidateQueries({ queryKey: sitesQueryKey(event.payload.order_id) });
      return;
    case 'notification':
      queryClient.setQueryData(unreadNotificationsQueryKey, event.payload.unread_count);
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      return;
    case 'ticket':
      // Staff answered or the status moved: the list and every open thread read again.
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey });
      return;
    case 'session':
      // The server closes this session's stream itself; the reconnection's ticket then answers 401 and the
      // client stops. The screen's next request logs the browser out (the polling that takes over when the
      // stream is down makes one soon).
      return;
  }
}

/**
 * Keeps one live event stream open while a customer is in the cabinet (lazy-loaded there, so neither /login
 * nor the home page downloads it) and closes it on logout.
 */
export default function LiveUpdates() {
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  // A member switching accounts follows the newly open one: the stream starts over with a ticket for it.
  const openAccount = useOpenAccountId();
  useEffect(() => {
    if (!isLoggedIn) return;
    void openAccount;
    const client = createLiveEventsClient();
    const unsubscribe = client.subscribe((event) => applyLiveEvent(queryClient, event));
    client.start();
    return () => {
      unsubscribe();
      client.stop();
    };
  }, [isLoggedIn, openAccount, queryClient]);
  return null;
}
