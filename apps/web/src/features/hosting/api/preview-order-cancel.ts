import { type CancelPreview, cancelPreviewSchema, hostingPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderPath } from './get-order';
import { ordersQueryKey } from './get-orders';

export async function previewOrderCancel(orderId: number, signal?: AbortSignal): Promise<CancelPreview> {
  const path = orderPath(hostingPaths.cancelPreview, orderId);
  return (await apiRequest(path, { schema: cancelPreviewSchema, ...(signal ? { signal } : {}) })).data;
}

/** What cancelling now would return and when each choice deletes the account; read when the dialog opens. */
export function usePreviewOrderCancel(orderId: number) {
  return useQuery({
    queryKey: [...ordersQueryKey, orderId, 'cancel-preview'] as const,
    queryFn: ({ signal }) => previewOrderCancel(orderId, signal),
    // The refund counts days, and the day turns: never reuse an old answer.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
