import { type CodeSent, securityPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// /registration uses it and paints without zod's full build: the schema comes with the request.
const codeSentAnswer = {
  load: () => import('@portal/contracts/session-answers').then((module) => module.codeSentSchema),
};

/** Sends a verification code to the account's e-mail; answers when another may be requested. */
export async function requestEmailCode(): Promise<CodeSent> {
  return (await apiRequest(securityPaths.emailVerifyGetCode, { schema: codeSentAnswer })).data;
}

export function useRequestEmailCode() {
  return useMutation({ mutationFn: requestEmailCode });
}
