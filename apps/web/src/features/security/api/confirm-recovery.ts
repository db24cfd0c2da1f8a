import { type RecoveryConfirmRequest, securityPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function confirmRecovery(body: RecoveryConfirmRequest): Promise<void> {
  await apiRequest<unknown>(securityPaths.recoveryConfirm, { method: 'POST', body });
}

export function useConfirmRecovery() {
  return useMutation({ mutationFn: confirmRecovery });
}
