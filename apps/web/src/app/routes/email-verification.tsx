import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { EmailVerificationForm } from '@/features/security/components/email-verification-form';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  // Screens that just sent a code pass its cooldown along so the resend button waits for it.
  const resendAfter =
    typeof state === 'object' && state !== null && 'resendAfter' in state
      ? Number(state.resendAfter) || 0
      : 0;
  return (
    <Page title={t('routes.emailVerification')}>
      <EmailVerificationForm
        initialCooldown={resendAfter}
        onVerified={() => void navigate(paths.home.path)}
      />
    </Page>
  );
}
