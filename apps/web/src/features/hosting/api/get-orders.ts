import { type HostingOrder, hostingPaths, LIMITS, orderSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { unlessLive, useLiveConnected } from '@/lib/live-connection';
import { useIsLoggedIn } from '@/lib/session';

export const ordersQueryKey = ['hosting', 'orders'] as const;

/** While an order is being provisioned the list is re-read this often, so `active` appears by itself. */
export const PROGRESS_POLL_MS = 3000;

const ordersSchema = z.array(orderSchema);

export type OrdersPage = { orders: HostingOrder[]; total: number };

export async function getOrders(signal?: AbortSignal): Promise<OrdersPage> {
  const query = new URLSearchParams({ per_page: String(LIMITS.pageSize) });
  const answer = await apiRequest(`${hostingPaths.orders}?${query}`, {
    schema: ordersSchema,
    ...(signal ? { signal } : {}),
  });
  return { orders: answer.data, total: answer.total ?? answer.data.length };
}

/** `isLive`: the live stream is open and its order events refresh the list, so it does not poll. */
export const ordersQueryOptions = (isLive = false) =>
  queryOptions({
    queryKey: ordersQueryKey,
    queryFn: ({ signal }) => getOrders(signal),
    refetchInterval: (query) =>
      unlessLive(
        isLive,
        query.state.data?.orders.some((order) => order.status === 'progress') ? PROGRESS_POLL_MS : false,
      ),
  });

/** The customer's hosting orders; polled while any of them is still in `progress` and no stream is open. */
export function useOrders() {
  const isLoggedIn = useIsLoggedIn();
  const isLive = useLiveConnected();
  return useQuery({ ...ordersQueryOptions(isLive), enabled: isLoggedIn });
}

/** The profile's "hosting orders" count, sharing the orders page's fetch. */
export function useOrdersCount(): number {
  return useOrders().data?.total ?? 0;
}
