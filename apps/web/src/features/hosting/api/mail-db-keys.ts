import { orderQueryKey } from './get-order';

// Under the order's own key, like the sites: an `order` live event refreshes whether they may be changed, and a
// write to any area invalidates them all (a deleted site takes its mail domain with it).
export const mailboxesQueryKey = (orderId: number) => [...orderQueryKey(orderId), 'mailboxes'] as const;
export const databasesQueryKey = (orderId: number) => [...orderQueryKey(orderId), 'databases'] as const;
