import {
  type AutoRenewRequest,
  type CreateOrderRequest,
  type ExtendOrderRequest,
  type HostingOrder,
  hostingPaths,
  orderSchema,
  type TariffChangeRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { orderPath } from './get-order';
import { ordersQueryKey } from './get-orders';

// Every order mutation moves money or the order itself: the orders, the balance and the ledger are stale after.
export function useInvalidateAfterOrderChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['payment'] }),
    ]);
}

export async function createOrder(body: CreateOrderRequest): Promise<HostingOrder> {
  return (
    await apiRequest(hostingPaths.createOrder, {
      method: 'POST',
      body,
      idempotent: true,
      schema: orderSchema,
    })
  ).data;
}

export async function extendOrder(orderId: number, body: ExtendOrderRequest): Promise<HostingOrder> {
  const path = orderPath(hostingPaths.extend, orderId);
  return (await apiRequest(path, { method: 'PUT', body, idempotent: true, schema: orderSchema })).data;
}

export async function changeTariff(orderId: number, body: TariffChangeRequest): Promise<HostingOrder> {
  const path = orderPath(hostingPaths.tariffChange, orderId);
  return (await apiRequest(path, { method: 'PUT', body, idempotent: true, schema: orderSchema })).data;
}

export async function setAutoRenew(orderId: number, body: AutoRenewRequest): Promise<HostingOrder> {
  const path = orderPath(hostingPaths.autoRenew, orderId);
  return (await apiRequest(path, { method: 'PUT', body, schema: orderSchema })).data;
}

export function useCreateOrder() {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({ mutationFn: createOrder, onSuccess: invalidate });
}

export function useExtendOrder(orderId: number) {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: (body: ExtendOrderRequest) => extendOrder(orderId, body),
    onSuccess: invalidate,
  });
}

export function useChangeTariff(orderId: number) {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: (body: TariffChangeRequest) => changeTariff(orderId, body),
    onSuccess: invalidate,
  });
}

export function useSetAutoRenew(orderId: number) {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: (body: AutoRenewRequest) => setAutoRenew(orderId, body),
    onSuccess: invalidate,
  });
}
