import { Button } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { browserLocation } from '@/lib/browser-location';
import { NotFound } from './not-found';
import { Page } from './page';

/** A screen that failed to load (often a chunk gone after a deploy): offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <Page title={t('route_error.title')}>
      <p>{t('route_error.text')}</p>
      <Button onClick={() => browserLocation.reload()}>{t('route_error.reload')}</Button>
    </Page>
  );
}
