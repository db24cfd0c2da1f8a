import { Card } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LinkRow } from './link-row';
import styles from './support.module.css';

/** The support page's way to the knowledge base: many questions have a written answer already. */
export function SupportKbLink() {
  const { t } = useTranslation('content');
  return (
    <section aria-labelledby="support-kb-title">
      <h2 id="support-kb-title" className={styles.title}>
        {t('support.kb.title')}
      </h2>
      <Card>
        <LinkRow
          to={paths.kb.path}
          icon="document"
          label={t('support.kb.link')}
          hint={t('support.kb.text')}
        />
      </Card>
    </section>
  );
}
