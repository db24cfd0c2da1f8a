import { type RecoveryCodeRequest, securityPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function requestRecoveryCode(body: RecoveryCodeRequest): Promise<{ session_id: string }> {
  return (await apiRequest<{ session_id: string }>(securityPaths.recoveryGetCode, { method: 'POST', body }))
    .data;
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode });
}
