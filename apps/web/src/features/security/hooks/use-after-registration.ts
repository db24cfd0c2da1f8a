import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { profileQueryOptions } from '@/lib/profile';
import { requestEmailCode } from '../api/request-email-code';

type Go = (target: string, resendAfter: number) => unknown;

/**
 * docs/product/account.md: after registration and the automatic login, read the profile; an unverified e-mail gets a code
 * and the user goes to /email-verification, otherwise home.
 */
export function useAfterRegistration(go: Go) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const profile = await queryClient.fetchQuery(profileQueryOptions()).catch(() => null);
    if (!profile || profile.email_verified_at) {
      go(paths.home.path, 0);
      return;
    }
    // A failed send still leads to the screen: its resend button asks again.
    const sent = await requestEmailCode().catch(() => null);
    go(paths.emailVerification.path, sent?.resend_after ?? 0);
  }, [queryClient, go]);
}
