import { type CodeSent, type DeleteAccountRequest, myDataPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useRequestDeleteCode() {
  return useMutation({
    mutationFn: async (): Promise<CodeSent> =>
      (await apiRequest<CodeSent>(myDataPaths.deleteGetCode, { method: 'POST' })).data,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest): Promise<void> => {
      await apiRequest<null>(myDataPaths.deleteAccount, { method: 'POST', body });
    },
  });
}
