import { type CancelOrderRequest, type HostingOrder, hostingPaths, orderSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderPath } from './get-order';
import { useInvalidateAfterOrderChange } from './order-mutations';

/** Cancels now (money may come back: hence the Idempotency-Key) or at the end of the paid period. */
export async function cancelOrder(orderId: number, body: CancelOrderRequest): Promise<HostingOrder> {
  const path = orderPath(hostingPaths.cancel, orderId);
  return (await apiRequest(path, { method: 'POST', body, idempotent: true, schema: orderSchema })).data;
}

/** Takes back a scheduled end-of-term cancellation. */
export async function undoCancel(orderId: number): Promise<HostingOrder> {
  const path = orderPath(hostingPaths.cancelUndo, orderId);
  return (await apiRequest(path, { method: 'POST', schema: orderSchema })).data;
}

export function useCancelOrder(orderId: number) {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({
    mutationFn: (body: CancelOrderRequest) => cancelOrder(orderId, body),
    // A refusal (already cancelled elsewhere, another tab) also means the card is out of date.
    onSettled: invalidate,
  });
}

export function useUndoCancel(orderId: number) {
  const invalidate = useInvalidateAfterOrderChange();
  return useMutation({ mutationFn: () => undoCancel(orderId), onSettled: invalidate });
}
