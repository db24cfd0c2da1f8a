import { Card } from '@portal/web-kit/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPhone } from '@/lib/format-phone';
import { useProfile } from '@/lib/profile';
import styles from './account-contacts.module.css';

/**
 * What the account holds: the phone number and the e-mail, whether the e-mail is confirmed (with the
 * way to confirm it when not), and where to change each. `only` keeps one of them, for its own change screen.
 * Nothing for a visitor.
 */
export function AccountContacts({ only }: { only?: 'phone' | 'email' }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  const profile = useProfile().data;
  if (!profile) return null;
  const verified = profile.email_verified_at !== null;
  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t(only ? `contacts.current_${only}` : 'contacts.title')}
      </h2>
      <dl className={styles.facts}>
        {only !== 'email' && (
          <div className={styles.fact}>
            <dt className={only ? 'visually-hidden' : styles.term}>{t('contacts.phone')}</dt>
            <dd>
              <span className={styles.line}>
                <span className={styles.value}>{formatPhone(profile.phone_number)}</span>
              </span>
              {!only && (
                <span className={styles.line}>
                  <Link to={paths.changePhone.path}>{t('contacts.change_phone')}</Link>
                </span>
              )}
            </dd>
          </div>
        )}
        {only !== 'phone' && (
          <div className={styles.fact}>
            <dt className={only ? 'visually-hidden' : styles.term}>{t('contacts.email')}</dt>
            <dd>
              <span className={styles.line}>
                <span className={styles.value}>{profile.email}</span>
                <span className={styles.state} data-verified={verified}>
                  {t(verified ? 'contacts.verified' : 'contacts.not_verified')}
                </span>
              </span>
              {(!verified || !only) && (
                <span className={styles.line}>
                  {!verified && <Link to={paths.emailVerification.path}>{t('contacts.verify')}</Link>}
                  {!only && <Link to={paths.changeEmail.path}>{t('contacts.change_email')}</Link>}
                </span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
