import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { paths } from '@/config/paths';
import { takeAccountClosed, useAccountClosedPending } from '@/lib/open-account';

/**
 * A member the owner removed is back in their own account (the API client switched when the open account
 * answered TEAM_ACCOUNT_CLOSED, on the live stream's reconnection or any page's request): every page reads
 * their own account from now on, and the profile says why the other one went.
 */
export function AccountClosedNotice() {
  const { t } = useTranslation('common');
  const isPending = useAccountClosedPending();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isPending || !takeAccountClosed()) return;
    void queryClient.resetQueries();
    void navigate(paths.profile.path, { state: flashState(t('header.account_closed'), 'warning') });
  }, [isPending, queryClient, navigate, t]);
  return null;
}
