import { Alert } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { usePayer } from '@/features/documents/api/payer';
import styles from '@/features/documents/components/documents.module.css';
import { PayerForm } from '@/features/documents/components/payer-form';

export function Component() {
  const { t } = useTranslation(['common', 'documents']);
  const payer = usePayer();
  return (
    <Page title={t('routes.payer')} backTo={paths.profile.path}>
      <div className={styles.screen}>
        <p className={styles.text}>{t('documents:payer.intro')}</p>
        {payer.isPending ? (
          <Spinner label={t('loading')} isLabelShown />
        ) : payer.isError ? (
          <Alert variant="danger">{t('documents:list.load_failed')}</Alert>
        ) : (
          <PayerForm payer={payer.data} />
        )}
      </div>
    </Page>
  );
}
