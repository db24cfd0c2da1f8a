import {
  apiKeyPaths,
  apiKeySchema,
  type CreateApiKeyRequest,
  createdApiKeySchema,
  noDataSchema,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const apiKeysQueryKey = ['api-keys'] as const;

export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(apiKeyPaths.list, {
          schema: z.array(apiKeySchema),
          ...(signal ? { signal } : {}),
        })
      ).data,
  });

/** Creates a key; the answer carries its secret, which no later call shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest) =>
      (await apiRequest(apiKeyPaths.list, { method: 'POST', body, schema: createdApiKeySchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(apiKeyPaths.item.replace(':id', String(id)), { method: 'DELETE', schema: noDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
