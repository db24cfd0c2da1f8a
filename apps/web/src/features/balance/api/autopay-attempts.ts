import { type AutopayAttemptView, autopayAttemptSchema, savedCardPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const autopayAttemptsQueryKey = ['payment', 'autopay', 'attempts'] as const;

const attemptsSchema = z.array(autopayAttemptSchema);

/** Every auto-pay charge attempt and its outcome, newest first. */
export function useAutopayAttempts() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: autopayAttemptsQueryKey,
    queryFn: async ({ signal }): Promise<AutopayAttemptView[]> =>
      (await apiRequest(savedCardPaths.autopayAttempts, { schema: attemptsSchema, signal })).data,
    enabled: isLoggedIn,
  });
}
