import { apiPaths, noDataSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { browserLocation } from '@/lib/browser-location';
import { clearToken } from '@/lib/session';

export async function logout(): Promise<void> {
  await apiRequest(apiPaths.logout, { method: 'POST', schema: noDataSchema });
}

/** Ends the server session, then (even when that fails) forgets the token and reloads at the root (docs/product/account.md). */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearToken();
      browserLocation.assign('/');
    },
  });
}
