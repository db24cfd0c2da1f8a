import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mailConversationHref } from '@/config/paths';
import { useProfile } from '@/lib/profile';
import { Avatar } from './avatar';
import { ContactList } from './contact-list';
import styles from './mail.module.css';
import { OwnId } from './own-id';
import { UserSearch } from './user-search';

/** The /mail page of docs/product/cabinet.md: one's own id, search by user id, saved messages and the contacts. */
export function MailHome() {
  const { t } = useTranslation('mail');
  const { data: profile } = useProfile();
  return (
    <div className={styles.stack}>
      {profile && <OwnId id={profile.id} />}
      <UserSearch />
      {profile && (
        <Link className={styles.contact} to={mailConversationHref(profile.id)}>
          <Avatar name="" isSaved />
          <span className={styles.contactMain}>
            <span className={styles.name}>{t('home.saved')}</span>
            <span className={styles.preview}>{t('home.saved_hint')}</span>
          </span>
        </Link>
      )}
      <ContactList />
    </div>
  );
}
