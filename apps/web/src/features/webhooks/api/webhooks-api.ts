import {
  noDataSchema,
  type WebhookInput,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookPaths,
  webhookSecretSchema,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The newest page of an endpoint's deliveries; asked for only while its list is open. */
export const useDeliveries = (id: number, isOpen: boolean) =>
  useQuery({
    queryKey: [...webhooksQueryKey, id, 'deliveries'],
    enabled: isOpen,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(withIds(webhookPaths.deliveries, id), {
          schema: z.array(webhookDeliverySchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
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
