import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import lists from './home-lists.module.css';
import { LinkRow } from './link-row';
import styles from './support.module.css';

/** The support page's way to the knowledge base: many questions have a written answer already. */
export function SupportKbLink() {
  const { t } = useTranslation('content');
  // A grouped list like the tickets' links above it: a card around the row would pad it twice.
  return (
    <section aria-labelledby="support-kb-title">
      <h2 id="support-kb-title" className={styles.title}>
        {t('support.kb.title')}
      </h2>
      <ul className={lists.list}>
        <li>
          <LinkRow
            to={paths.kb.path}
            icon="document"
            label={t('support.kb.link')}
            hint={t('support.kb.text')}
          />
        </li>
      </ul>
    </section>
  );
}
