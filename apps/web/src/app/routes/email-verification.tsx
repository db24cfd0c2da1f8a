import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { EmailVerificationForm } from '@/features/security/components/email-verification-form';
import { useReturnPath } from '@/lib/return-path';

export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  // Registration on the way to a page (a tariff's order) goes on to it once the e-mail is verified.
  const returnPath = useReturnPath();
  // Screens that just sent a code pass its cooldown along so the resend button waits for it.
  const resendAfter =
    typeof state === 'object' && state !== null && 'resendAfter' in state
      ? Number(state.resendAfter) || 0
      : 0;
  return (
    <Page title={t('routes.emailVerification')}>
      <EmailVerificationForm
        initialCooldown={resendAfter}
        onVerified={() => void navigate(returnPath ?? paths.home.path)}
      />
    </Page>
  );
}
