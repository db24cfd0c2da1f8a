import {
  noDataSchema,
  WEBHOOK_DELIVERIES_PAGE,
  type WebhookInput,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookPaths,
  webhookSecretSchema,
} from '@portal/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const withIds = (path: string, id: number, deliveryId?: number) =>
  path.replace(':id', String(id)).replace(':delivery_id', String(deliveryId ?? ''));
export const webhooksQueryKey = ['webhooks'] as const;

export const useWebhooks = () =>
  useQuery({
    queryKey: webhooksQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(webhookPaths.list, {
          schema: z.array(webhookEndpointSchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
  });

async function getDeliveriesPage(id: number, page: number, signal?: AbortSignal) {
  const answer = await apiRequest(`${withIds(webhookPaths.deliveries, id)}?page=${page}`, {
    schema: z.array(webhookDeliverySchema),
    ...(signal ? { signal } : {}),
  });
  return { data: answer.data, total: z.number().int().nonnegative().parse(answer.total) };
}

/** An endpoint's deliveries, newest first, a page at a time ("show more" loads the next); only while open. */
export const useDeliveries = (id: number, isOpen: boolean) =>
  useInfiniteQuery({
    queryKey: [...webhooksQueryKey, id, 'deliveries'],
    enabled: isOpen,
    queryFn: ({ pageParam, signal }) => getDeliveriesPage(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * WEBHOOK_DELIVERIES_PAGE < last.total ? pages.length + 1 : undefined,
  });

function useWebhooksMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export const useCreateWebhook = () =>
  useWebhooksMutation(
    async (body: WebhookInput) =>
      (await apiRequest(webhookPaths.list, { method: 'POST', body, schema: webhookCreatedSchema })).data,
  );

export const useUpdateWebhook = () =>
  useWebhooksMutation(({ id, body }: { id: number; body: WebhookInput }) =>
    apiRequest(withIds(webhookPaths.item, id), { method: 'PUT', body, schema: webhookEndpointSchema }),
  );

export const useDeleteWebhook = () =>
  useWebhooksMutation((id: number) =>
    apiRequest(withIds(webhookPaths.item, id), { method: 'DELETE', schema: noDataSchema }),
  );

export const useSendTestEvent = () =>
  useWebhooksMutation((id: number) =>
    apiRequest(withIds(webhookPaths.test, id), { method: 'POST', schema: webhookDeliverySchema }),
  );

export const useResendDelivery = () =>
  useWebhooksMutation(({ id, deliveryId }: { id: number; deliveryId: number }) =>
    apiRequest(withIds(webhookPaths.resend, id, deliveryId), {
      method: 'POST',
      schema: webhookDeliverySchema,
    }),
  );

/** The signing secret, fetched only when the owner asks to see it. */
export const useRevealSecret = () =>
  useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest(withIds(webhookPaths.secret, id), { schema: webhookSecretSchema })).data.secret,
  });
