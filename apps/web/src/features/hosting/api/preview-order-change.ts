import {
  hostingPaths,
  type PreviewRequest,
  type PreviewResponse,
  previewResponseSchema,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderPath } from './get-order';
import { ordersQueryKey } from './get-orders';

export async function previewOrderChange(
  orderId: number,
  body: PreviewRequest,
  signal?: AbortSignal,
): Promise<PreviewResponse> {
  const path = orderPath(hostingPaths.preview, orderId);
  return (
    await apiRequest(path, {
      method: 'POST',
      body,
      schema: previewResponseSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

/** What an extension or a tariff change would charge and do; asked again whenever the request changes. */
export function usePreviewOrderChange(orderId: number, body: PreviewRequest | undefined) {
  return useQuery({
    queryKey: [...ordersQueryKey, orderId, 'preview', body] as const,
    queryFn: ({ signal }) => previewOrderChange(orderId, body as PreviewRequest, signal),
    enabled: body !== undefined && orderId > 0,
    placeholderData: keepPreviousData,
    // A preview holds for a moment only: the balance and the clock move.
    staleTime: 0,
    retry: false,
  });
}
