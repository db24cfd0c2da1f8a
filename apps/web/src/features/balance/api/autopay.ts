import {
  type AutopaySettings,
  autopaySettingsSchema,
  savedCardPaths,
  type UpdateAutopayRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const autopayQueryKey = ['payment', 'autopay'] as const;

export const useAutopay = () =>
  useQuery({
    queryKey: autopayQueryKey,
    queryFn: async ({ signal }): Promise<AutopaySettings> =>
      (await apiRequest(savedCardPaths.autopay, { schema: autopaySettingsSchema, signal })).data,
  });

export function useUpdateAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAutopayRequest) =>
      (
        await apiRequest(savedCardPaths.autopay, {
          method: 'PUT',
          body,
          idempotent: true,
          schema: autopaySettingsSchema,
        })
      ).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(autopayQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: ['payment', 'cards'] });
    },
  });
}
