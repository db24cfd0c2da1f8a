import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { paths } from '@/config/paths';
import { TariffList } from '@/features/hosting/components/tariff-list';

export function Component() {
  const { t } = useTranslation(['common', 'hosting']);
  const serverId = Number(useParams().id);
  const isValidId = Number.isInteger(serverId) && serverId > 0;
  return (
    <Page title={t('routes.serverTariffs')} backTo={paths.order.path}>
      {isValidId ? (
        <TariffList serverId={serverId} />
      ) : (
        <Alert variant="warning">{t('hosting:servers.empty')}</Alert>
      )}
    </Page>
  );
}
