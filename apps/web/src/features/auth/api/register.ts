import { apiPaths, type LoginResponse, type RegisterRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { storeToken } from '@/lib/session';

/** Registration answers a session like login does, so the new user is logged in at once (docs/product/account.md). */
export async function register(body: RegisterRequest): Promise<LoginResponse> {
  return (await apiRequest<LoginResponse>(apiPaths.register, { method: 'POST', body })).data;
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
