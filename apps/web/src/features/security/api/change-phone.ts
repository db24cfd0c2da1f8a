import {
  type CodeSent,
  codeSentSchema,
  noDataSchema,
  type PhoneCodeRequest,
  type PhoneConfirmRequest,
  securityPaths,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';

export async function requestPhoneCode(body: PhoneCodeRequest): Promise<CodeSent> {
  return (await apiRequest(securityPaths.phoneGetCode, { method: 'POST', body, schema: codeSentSchema }))
    .data;
}

export async function confirmPhone(body: PhoneConfirmRequest): Promise<void> {
  await apiRequest(securityPaths.phoneConfirm, { method: 'POST', body, schema: noDataSchema });
}

export function useRequestPhoneCode() {
  return useMutation({ mutationFn: requestPhoneCode });
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
