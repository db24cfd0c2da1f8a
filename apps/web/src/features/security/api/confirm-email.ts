import { noDataSchema, securityPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';

export async function confirmEmail(code: string): Promise<void> {
  await apiRequest(securityPaths.emailVerifyConfirm, {
    method: 'POST',
    body: { code },
    schema: noDataSchema,
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
