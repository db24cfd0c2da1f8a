import { type ChangePasswordRequest, noDataSchema, securityPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiRequest(securityPaths.changePassword, { method: 'PUT', body, schema: noDataSchema });
}

/** docs/product/account.md: a password change ends the session; the form removes the token as it leaves for /login. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
