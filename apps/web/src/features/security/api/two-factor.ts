import {
  type RecoveryCodes,
  type RecoveryCodesRenewRequest,
  type TotpDisableRequest,
  type TotpEnableRequest,
  type TotpSetup,
  type TotpSetupRequest,
  type TwoFactorStatus,
  twoFactorPaths,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const twoFactorQueryKey = ['two-factor'] as const;

export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return (await apiRequest<TwoFactorStatus>(twoFactorPaths.status, signal ? { signal } : {})).data;
}

export function useTwoFactorStatus() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
    enabled: isLoggedIn,
  });
}

export function useSetUpTotp() {
  return useMutation({
    mutationFn: async (body: TotpSetupRequest): Promise<TotpSetup> =>
      (await apiRequest<TotpSetup>(twoFactorPaths.totpSetup, { method: 'POST', body })).data,
  });
}

/** Enabling and disabling change the status the screen shows: it is asked again after either. */
function useTwoFactorChange<Body, Answer>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body): Promise<Answer> =>
      (await apiRequest<Answer>(path, { method: 'POST', body })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

export const useEnableTotp = () =>
  useTwoFactorChange<TotpEnableRequest, RecoveryCodes>(twoFactorPaths.totpEnable);
export const useDisableTotp = () => useTwoFactorChange<TotpDisableRequest, null>(twoFactorPaths.totpDisable);
/** New recovery codes void the old ones; the status's count of codes left is asked again. */
export const useRenewRecoveryCodes = () =>
  useTwoFactorChange<RecoveryCodesRenewRequest, RecoveryCodes>(twoFactorPaths.recoveryCodes);
