import { type CodeSent, securityPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends a verification code to the account's e-mail; answers when another may be requested. */
export async function requestEmailCode(): Promise<CodeSent> {
  return (await apiRequest<CodeSent>(securityPaths.emailVerifyGetCode)).data;
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}
