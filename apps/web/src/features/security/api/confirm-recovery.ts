import { noDataSchema, type RecoveryConfirmRequest, securityPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function confirmRecovery(body: RecoveryConfirmRequest): Promise<void> {
  await apiRequest(securityPaths.recoveryConfirm, { method: 'POST', body, schema: noDataSchema });
}

export function useConfirmRecovery() {
  return useMutation({ mutationFn: confirmRecovery });
}
