import { apiPaths, type LoginRequest, type LoginResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { storeToken } from '@/lib/session';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await apiRequest<LoginResponse>(apiPaths.login, { method: 'POST', body })).data;
}

/** Logs in and stores the token: remember → localStorage, otherwise sessionStorage. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (session, body) => {
      storeToken(session.access_token, body.remember ?? false);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
