import { documentPaths, type PayerProfile, payerProfileSchema } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';
import { documentsQueryKey } from './documents';

export const payerQueryKey = ['payer'] as const;

export function usePayer() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: payerQueryKey,
    queryFn: async ({ signal }): Promise<PayerProfile> =>
      (await apiRequest(documentPaths.payer, { signal, schema: payerProfileSchema })).data,
    enabled: isLoggedIn,
  });
}

export function useUpdatePayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayerProfile): Promise<PayerProfile> =>
      (await apiRequest(documentPaths.payer, { method: 'PUT', body, schema: payerProfileSchema })).data,
    onSuccess: (payer) => {
      queryClient.setQueryData(payerQueryKey, payer);
      // A company gets acts: the list may grow.
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
