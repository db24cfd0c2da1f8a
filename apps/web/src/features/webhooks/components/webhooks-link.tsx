import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOpenAccountId } from '@/lib/open-account';
import styles from './webhooks.module.css';

/** On the settings screen, for an owner in their own account: the webhooks page one link away. */
export function WebhooksLink() {
  const { t } = useTranslation('webhooks');
  // Webhooks are the owner's alone: a member working in someone else's account never sees them.
  if (useOpenAccountId() !== null) return null;
  return (
    <Card as="section" className={styles.card} aria-labelledby="webhooks-link">
      <h2 id="webhooks-link" className={styles.heading}>
        {t('link.title')}
      </h2>
      <p className={styles.text}>{t('link.text')}</p>
      <Link to={paths.webhooks.path}>{t('link.open')}</Link>
    </Card>
  );
}
