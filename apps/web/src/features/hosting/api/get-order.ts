import { type HostingOrder, hostingPaths, orderSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryKey } from './get-orders';

export const orderQueryKey = (orderId: number) => [...ordersQueryKey, orderId] as const;

export const orderPath = (template: string, orderId: number) => template.replace(':id', String(orderId));

export async function getOrder(orderId: number, signal?: AbortSignal): Promise<HostingOrder> {
  return (
    await apiRequest(orderPath(hostingPaths.order, orderId), {
      schema: orderSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderQueryKey(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

export function useOrder(orderId: number | undefined) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== undefined && orderId > 0 });
}
