import {
  type RecoveryCodeRequest,
  type RecoverySession,
  recoverySessionSchema,
  securityPaths,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function requestRecoveryCode(body: RecoveryCodeRequest): Promise<RecoverySession> {
  return (
    await apiRequest(securityPaths.recoveryGetCode, { method: 'POST', body, schema: recoverySessionSchema })
  ).data;
}

export function useRequestRecoveryCode() {
  return useMutation({ mutationFn: requestRecoveryCode });
}
