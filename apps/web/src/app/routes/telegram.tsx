import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TelegramLink } from '@/features/telegram/components/telegram-link';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('routes.telegram')} backTo={paths.profile.path}>
      <TelegramLink />
    </Page>
  );
}
