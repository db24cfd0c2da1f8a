import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('common:not_found')}</h1>
      <Link to={paths.customers}>{t('nav:customers')}</Link>
    </section>
  );
}
