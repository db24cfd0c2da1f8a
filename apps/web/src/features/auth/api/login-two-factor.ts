import { type LoginResponse, loginResponseSchema, twoFactorPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { storeToken } from '@/lib/session';

export interface TwoFactorAnswer {
  challengeId: string;
  code: string;
  /** The login form's "remember me", which decides where the token is kept. */
  remember: boolean;
}

export async function answerTwoFactor({ challengeId, code }: TwoFactorAnswer): Promise<LoginResponse> {
  const body = { challenge_id: challengeId, code };
  return (await apiRequest(twoFactorPaths.login, { method: 'POST', body, schema: loginResponseSchema })).data;
}

/** The login's second step: a right code gives the session, stored like a password-only login's. */
export function useAnswerTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTwoFactor,
    onSuccess: (session, answer) => {
      storeToken(session.access_token, answer.remember);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
