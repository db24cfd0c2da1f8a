import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import styles from './support.module.css';

export type SupportContactsProps = {
  email: string | undefined;
  telegram: string | undefined;
  isLoading: boolean;
};

/** The contacts come from the server's meta (they differ between demo and production). */
export function SupportContacts({ email, telegram, isLoading }: SupportContactsProps) {
  const { t } = useTranslation('content');
  const handle = telegram?.replace(/^@/, '');
  return (
    <section aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title" className={styles.title}>
        {t('support.contacts.title')}
      </h2>
      <Card>
        {isLoading && <p className={styles.muted}>{t('support.contacts.loading')}</p>}
        {!isLoading && !email && !handle && (
          <p className={styles.muted}>{t('support.contacts.unavailable')}</p>
        )}
        <dl className={styles.contacts}>
          {email && (
            <div className={styles.contact}>
              <Icon name="mail" className={styles.icon} />
              <dt>{t('support.contacts.email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          )}
          {handle && (
            <div className={styles.contact}>
              <Icon name="send" className={styles.icon} />
              <dt>{t('support.contacts.telegram')}</dt>
              <dd>
                <a
                  href={`https://t.me/${encodeURIComponent(handle)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  @{handle}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </Card>
    </section>
  );
}
