import {
  promoCodePaths,
  type RedeemPromoCodeRequest,
  type RedeemPromoCodeResponse,
  redeemPromoCodeResponseSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/profile';
import { promoCodesQueryKey } from './get-promo-codes';

export async function redeemPromoCode(body: RedeemPromoCodeRequest): Promise<RedeemPromoCodeResponse> {
  return (
    await apiRequest(promoCodePaths.redeem, {
      method: 'POST',
      body,
      idempotent: true,
      schema: redeemPromoCodeResponseSchema,
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
