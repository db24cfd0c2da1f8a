import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Badge } from './badge';
import styles from './home-lists.module.css';
import { LinkRow } from './link-row';

/** Virtual hosting and domain registration; the tariffs label invites visitors who have not ordered yet. */
export function ServicesBlock({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-services-title">
      <h2 id="home-services-title" className={styles.title}>
        {t('services.title')}
      </h2>
      <ul className={styles.list}>
        <li>
          <LinkRow
            to={paths.order.path}
            icon="server"
            label={t('services.hosting')}
            hint={t('services.hosting_hint')}
            aside={isLoggedIn ? undefined : <Badge tone="primary">{t('services.tariffs')}</Badge>}
          />
        </li>
        <li>
          <LinkRow
            to={paths.domains.path}
            icon="globe"
            label={t('services.domains')}
            hint={t('services.domains_hint')}
            aside={<Badge tone="success">{t('services.new')}</Badge>}
          />
        </li>
      </ul>
    </section>
  );
}
