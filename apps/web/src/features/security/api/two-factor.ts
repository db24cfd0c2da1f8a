import {
  noDataSchema,
  type RecoveryCodesRenewRequest,
  recoveryCodesSchema,
  type TotpDisableRequest,
  type TotpEnableRequest,
  type TotpSetup,
  type TotpSetupRequest,
  type TwoFactorStatus,
  totpSetupSchema,
  twoFactorPaths,
  twoFactorStatusSchema,
} from '@portal/contracts';
import type { ResponseSchema, SchemaOutput } from '@portal/web-kit/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const twoFactorQueryKey = ['two-factor'] as const;

export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return (
    await apiRequest(twoFactorPaths.status, { schema: twoFactorStatusSchema, ...(signal ? { signal } : {}) })
  ).data;
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
      (await apiRequest(twoFactorPaths.totpSetup, { method: 'POST', body, schema: totpSetupSchema })).data,
  });
}

/** Enabling and disabling change the status the screen shows: it is asked again after either. */
function useTwoFactorChange<Body, S extends ResponseSchema>(path: string, schema: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body): Promise<SchemaOutput<S>> =>
      (await apiRequest(path, { method: 'POST', body, schema })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorQueryKey }),
  });
}

export const useEnableTotp = () =>
  useTwoFactorChange<TotpEnableRequest, typeof recoveryCodesSchema>(
    twoFactorPaths.totpEnable,
    recoveryCodesSchema,
  );
export const useDisableTotp = () =>
  useTwoFactorChange<TotpDisableRequest, typeof noDataSchema>(twoFactorPaths.totpDisable, noDataSchema);
/** New recovery codes void the old ones; the status's count of codes left is asked again. */
export const useRenewRecoveryCodes = () =>
  useTwoFactorChange<RecoveryCodesRenewRequest, typeof recoveryCodesSchema>(
    twoFactorPaths.recoveryCodes,
    recoveryCodesSchema,
  );
