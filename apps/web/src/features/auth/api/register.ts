import { apiPaths, type LoginResponse, type RegisterRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { storeToken } from '@/lib/session';

/** Registration answers a session like login does, so the new user is logged in at once (docs/product/account.md). */
// Loaded when the form is sent, like the form's own rules: /registration paints without zod's full build.
const sessionAnswer = {
  load: () => import('@portal/contracts/session-answers').then((module) => module.loginResponseSchema),
};

export async function register(body: RegisterRequest): Promise<LoginResponse> {
  return (await apiRequest(apiPaths.register, { method: 'POST', body, schema: sessionAnswer })).data;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => {
      storeToken(session.access_token, true);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
