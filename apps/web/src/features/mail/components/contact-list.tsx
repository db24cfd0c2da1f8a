import type { MailContact } from '@portal/contracts';
import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailConversationHref } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { currentLanguage } from '@/lib/i18n';
import { useContacts } from '../api/get-contacts';
import { Avatar } from './avatar';
import { shortMoment } from './format';
import styles from './mail.module.css';

function ContactRow({ contact, now }: { contact: MailContact; now: Date }) {
  const { t } = useTranslation('mail');
  const { user, last_message: last, unread_count: unread } = contact;
  const preview = last.is_mine ? t('contact.you', { text: last.preview }) : last.preview;
  return (
    <li>
      <Link
        className={styles.contact}
        to={mailConversationHref(user.id)}
        data-unread={unread > 0 || undefined}
      >
        <Avatar name={user.display_name} />
        <span className={styles.contactMain}>
          <span className={styles.contactTop}>
            <span className={styles.name}>{user.display_name}</span>
            <span className={styles.muted}>{t('contact.id', { id: user.id })}</span>
            {(user.blocked_by_me || user.blocked_me) && (
              <span className={styles.tag}>{t('contact.blocked')}</span>
            )}
          </span>
          <span className={styles.preview}>{preview}</span>
        </span>
        <span className={styles.contactSide}>
          <time className={styles.muted} dateTime={last.created_at}>
            {shortMoment(last.created_at, now, currentLanguage())}
          </time>
          {unread > 0 && (
            <span className={styles.unread} data-testid="unread-badge">
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">{t('contact.unread', { count: unread })}</span>
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** People one has written to or heard from, newest conversation first, with unread badges. */
export function ContactList() {
  const { t } = useTranslation('mail');
  const { data: contacts, isPending, isError } = useContacts();
  const now = useNow(60_000);
  return (
    <section className={styles.section} aria-labelledby="mail-contacts-title">
      <h2 id="mail-contacts-title" className={styles.sectionTitle}>
        {t('home.contacts')}
      </h2>
      {isPending ? (
        <p className={styles.muted} aria-busy="true" />
      ) : isError ? (
        <Alert variant="danger">{t('home.contacts_error')}</Alert>
      ) : contacts.length === 0 ? (
        <Alert variant="info">{t('home.contacts_empty')}</Alert>
      ) : (
        <ul className={styles.contacts} aria-label={t('contact.list_label')}>
          {contacts.map((contact) => (
            <ContactRow key={contact.user.id} contact={contact} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
