import {
  type CodeSent,
  codeSentSchema,
  type DeleteAccountRequest,
  myDataPaths,
  noDataSchema,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useRequestDeleteCode() {
  return useMutation({
    mutationFn: async (): Promise<CodeSent> =>
      (await apiRequest(myDataPaths.deleteGetCode, { method: 'POST', schema: codeSentSchema })).data,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (body: DeleteAccountRequest): Promise<void> => {
      await apiRequest(myDataPaths.deleteAccount, { method: 'POST', body, schema: noDataSchema });
    },
  });
}
