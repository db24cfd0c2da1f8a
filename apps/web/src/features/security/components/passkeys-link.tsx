import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './passkeys.module.css';

/** On the two-step verification screen: passkeys are the other second factor, one link away. */
export function PasskeysLink() {
  const { t } = useTranslation(['passkeys', 'common']);
  return (
    <Card as="section" className={styles.card} aria-labelledby="passkeys-link">
      <h2 id="passkeys-link" className={styles.heading}>
        {t('common:routes.passkeys')}
      </h2>
      <p className={styles.text}>{t('two_factor_hint')}</p>
      <Link to={paths.passkeys.path}>{t('manage')}</Link>
    </Card>
  );
}
