import { promoCodePaths, type RedeemPromoCodeRequest, type RedeemPromoCodeResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { promoCodesQueryKey } from './get-promo-codes';

export async function redeemPromoCode(body: RedeemPromoCodeRequest): Promise<RedeemPromoCodeResponse> {
  return (
    await apiRequest<RedeemPromoCodeResponse>(promoCodePaths.redeem, {
      method: 'POST',
      body,
      idempotent: true,
    })
  ).data;
}

/** A redeem changes the figures and the balance shown everywhere. */
export function useRedeemPromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPromoCode,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promoCodesQueryKey });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
