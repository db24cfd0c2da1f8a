import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';

// Spec §2: notifications are empty until a later issue adds them.
export function Component() {
  const { t } = useTranslation(['common', 'account']);
  return (
    <Page title={t('routes.notifications')}>
      <Card>
        <p>{t('account:notifications.empty')}</p>
      </Card>
    </Page>
  );
}
