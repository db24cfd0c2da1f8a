import type { LoginAnswer, LoginRequest } from '@portal/contracts';
import { apiPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { storeToken } from '@/lib/session';

/** The session, or (2FA on) the challenge the second step answers. */
// Loaded when the form is sent, like the form's own rules: /login paints without zod's full build.
const loginAnswer = {
  load: () => import('@portal/contracts/two-factor').then((module) => module.loginAnswerSchema),
};

export async function login(body: LoginRequest): Promise<LoginAnswer> {
  return (await apiRequest(apiPaths.login, { method: 'POST', body, schema: loginAnswer })).data;
}

/** Logs in and stores the token: remember → localStorage, otherwise sessionStorage. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer, body) => {
      // With 2FA on there is no token yet: the second step stores it.
      if (!('access_token' in answer)) return;
      storeToken(answer.access_token, body.remember ?? false);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
