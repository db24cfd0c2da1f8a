import {
  type HostingOrder,
  hostingPaths,
  LIMITS,
  orderSchema,
  type ProfileRecord,
  profileRecordPaths,
  profileRecordSchema,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

// What a domain order picks from: the customer's hosting orders (to point the domain at) and person records
// (the .uz registrant). Read here under the owning features' query keys, so their screens and these share
// one fetch and one refresh, without one feature importing another.

const ordersSchema = z.array(orderSchema);
const recordsSchema = z.array(profileRecordSchema);

async function getHostingOrders(signal?: AbortSignal): Promise<HostingOrder[]> {
  const query = new URLSearchParams({ per_page: String(LIMITS.pageSize) });
  return (
    await apiRequest(`${hostingPaths.orders}?${query}`, {
      schema: ordersSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

async function getRecords(signal?: AbortSignal): Promise<ProfileRecord[]> {
  return (await apiRequest(profileRecordPaths.list, { schema: recordsSchema, ...(signal ? { signal } : {}) }))
    .data;
}

/** Hosting orders a domain can point at: active ones and ones being set up, as the API accepts. */
export function useHostingTargets() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['hosting', 'orders', 'domain-targets'] as const,
    queryFn: ({ signal }) => getHostingOrders(signal),
    enabled: isLoggedIn,
    select: (orders) => orders.filter((order) => order.status === 'active' || order.status === 'progress'),
  });
}

/** The customer's person records with their verification state. */
export function useRegistrants() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['profile-records', 'registrants'] as const,
    queryFn: ({ signal }) => getRecords(signal),
    enabled: isLoggedIn,
  });
}
