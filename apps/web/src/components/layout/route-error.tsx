import { Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { browserLocation } from '@/lib/browser-location';
import { Page } from './page';

/**
 * A screen that failed (often its module gone after a deploy, so it cannot download): offer a reload instead of a
 * blank page. `error` is what it threw, logged for whoever looks.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <Page title={t('route_error.title')}>
      <p>{t('route_error.text')}</p>
      <Button onClick={() => browserLocation.reload()}>{t('route_error.reload')}</Button>
    </Page>
  );
}
