import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenAccountId } from '@/lib/open-account';
import styles from './team.module.css';

/** On the settings screen, for an owner in their own account: the team page one link away. */
export function TeamLink() {
  const { t } = useTranslation('team');
  // A member working in someone else's account never manages its team.
  if (useOpenAccountId() !== null) return null;
  return (
    <Card as="section" className={styles.card} aria-labelledby="team-link">
      <h2 id="team-link" className={styles.heading}>
        {t('link.title')}
      </h2>
      <p className={styles.text}>{t('link.text')}</p>
      <Link to={paths.team.path}>{t('link.open')}</Link>
    </Card>
  );
}
