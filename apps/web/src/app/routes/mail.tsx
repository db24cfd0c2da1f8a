import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { MailHome } from '@/features/mail/components/mail-home';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.mail')} backTo={paths.profile.path}>
      <MailHome />
    </Page>
  );
}
